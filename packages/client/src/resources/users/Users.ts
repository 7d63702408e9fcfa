import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { userEndpoints } from './endpoints';
import type { UserModel, UserRealmModel } from './models';

/** Platform users (`/rest/users`). */
export class Users extends Resource<typeof userEndpoints> {
  readonly endpoints = userEndpoints;

  /**
   * Reads a user. `GET /rest/users/{username}`.
   * @returns `UserModel` (`username`, `email`, `displayName`, ...); `undefined` if aborted.
   * @throws PlatformError 404 for an unknown user.
   */
  get(username: string, settings?: RequestSettings) {
    return this.call<UserModel>('get', { path: { username } }, settings);
  }

  /**
   * Updates a user's details (`email`, `displayName`, ...); the user name stays.
   * `PUT /rest/users/{username}` with the model as JSON.
   * @returns the updated `UserModel`.
   * @throws PlatformError 400 for a malformed model, 404 for an unknown user.
   */
  update(username: string, user: Partial<UserModel>, settings?: RequestSettings) {
    return this.call<UserModel>('update', { path: { username }, body: user }, settings);
  }

  /**
   * Lists the realms (identity domains) a user belongs to. `GET /rest/users/{username}/realms`.
   * @returns `UserRealmModel[]`; `undefined` if aborted.
   * @throws PlatformError 404 for an unknown user.
   */
  listRealms(username: string, settings?: RequestSettings) {
    return this.call<UserRealmModel[]>('listRealms', { path: { username } }, settings);
  }
}
