import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { userEndpoints } from './endpoints';
import type { UsersCalls } from './endpoints.generated';
import type { UserModel, UserRealmModel } from './models';

/** Platform users (`/rest/users`). */
export class Users extends Resource<typeof userEndpoints> {
  get endpoints() {
    return userEndpoints;
  }
}

// The calls of Users that follow the argument convention: Resource makes them from the endpoint table.
export interface Users extends UsersCalls {
  /**
   * Reads a user. `GET /rest/users/{username}`.
   * @returns `UserModel` (`username`, `email`, `displayName`, ...); `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 404 for an unknown user.
   */
  get<S extends RequestSettings = {}>(username: string, settings?: S): Promise<GetResult<UserModel, S>>;

  /**
   * Updates a user's details (`email`, `displayName`, ...); the user name stays.
   * `PUT /rest/users/{username}` with the model as JSON.
   * @returns `{}` (204); {@link get} reads the user as it now is.
   * @throws PlatformError 400 for a malformed model, 404 for an unknown user.
   */
  update(
    username: string,
    user: Partial<UserModel>,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Lists the realms (identity domains) a user belongs to. `GET /rest/users/{username}/realms`.
   * @returns `UserRealmModel[]`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 404 for an unknown user.
   */
  listRealms<S extends RequestSettings = {}>(
    username: string,
    settings?: S,
  ): Promise<GetResult<UserRealmModel[], S>>;
}
