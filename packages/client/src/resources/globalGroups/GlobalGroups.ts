import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { globalGroupEndpoints } from './endpoints';
import type { GlobalGroupModel, NewGlobalGroupModel } from './models';

/** Platform-wide groups (`/rest/globalgroups`). */
export class GlobalGroups extends Resource<typeof globalGroupEndpoints> {
  get endpoints() {
    return globalGroupEndpoints;
  }
}

// The calls of GlobalGroups that follow the argument convention: Resource makes them from the endpoint table.
export interface GlobalGroups {
  /**
   * Lists the global groups. `GET /rest/globalgroups`.
   * @returns `GlobalGroupModel[]`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<GlobalGroupModel[], S>>;

  /**
   * Creates a global group. `POST /rest/globalgroups` with the model as JSON.
   * @param group `displayName` (required), `description`, `members` (user names), `privileges`.
   * @returns the created `GlobalGroupModel`, with its `id`.
   * @throws PlatformError 400 for a malformed model (e.g. no `displayName`).
   */
  create(group: NewGlobalGroupModel, settings?: RequestSettings): Promise<GlobalGroupModel>;

  /**
   * Reads a global group. `GET /rest/globalgroups/{globalGroupId}`.
   * @returns `GlobalGroupModel`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 404 when it does not exist.
   */
  get<S extends RequestSettings = {}>(
    globalGroupId: string,
    settings?: S,
  ): Promise<GetResult<GlobalGroupModel, S>>;

  /**
   * Updates a global group; its id stays. `PUT /rest/globalgroups/{globalGroupId}` with the model as JSON.
   * @returns the updated `GlobalGroupModel`.
   * @throws PlatformError 400 for a malformed model, 404 when it does not exist.
   */
  update(
    globalGroupId: string,
    group: Partial<GlobalGroupModel>,
    settings?: RequestSettings,
  ): Promise<GlobalGroupModel>;

  /**
   * Deletes a global group. `DELETE /rest/globalgroups/{globalGroupId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 when it does not exist.
   */
  delete(globalGroupId: string, settings?: RequestSettings): Promise<Record<string, never>>;
}
