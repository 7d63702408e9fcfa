import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { groupRealmEndpoints } from './endpoints';
import type { GroupsRealmsCalls } from './endpoints.generated';
import type { GroupRealmModel } from './models';

/** Realms attached to a group (`/rest/organizations/{org}/groups/{groupId}/realms`). */
export class GroupRealms extends Resource<typeof groupRealmEndpoints> {
  get endpoints() {
    return groupRealmEndpoints;
  }
}

// The calls of GroupRealms that follow the argument convention: Resource makes them from the endpoint table.
export interface GroupRealms extends GroupsRealmsCalls {
  /**
   * Lists the realms attached to a group. `GET /rest/organizations/{org}/groups/{groupId}/realms`.
   * @returns `GroupRealmModel[]`.
   * @throws PlatformError for a non-success response (404 when the group does not exist).
   */
  list<S extends RequestSettings = {}>(
    groupId: string,
    settings?: S,
  ): Promise<GetResult<GroupRealmModel[], S>>;

  /**
   * Attaches a realm (`id`, `provider`, `displayName`) to a group.
   * `POST /rest/organizations/{org}/groups/{groupId}/realms` with the realm as JSON.
   * @returns the stored `GroupRealmModel`.
   * @throws PlatformError for a non-success response (400 for a malformed realm or an unknown
   * provider, 404 for an unknown group, 409 when the realm is already attached).
   */
  add(groupId: string, realm: GroupRealmModel, settings?: RequestSettings): Promise<GroupRealmModel>;

  /**
   * Reads one realm of a group. `GET /rest/organizations/{org}/groups/{groupId}/realms/{realmId}`.
   * @returns `GroupRealmModel`.
   * @throws PlatformError for a non-success response (404 for an unknown group or realm).
   */
  get<S extends RequestSettings = {}>(
    groupId: string,
    realmId: string,
    settings?: S,
  ): Promise<GetResult<GroupRealmModel, S>>;

  /**
   * Detaches a realm from a group. `DELETE /rest/organizations/{org}/groups/{groupId}/realms/{realmId}`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown group or realm).
   */
  delete(groupId: string, realmId: string, settings?: RequestSettings): Promise<Record<string, never>>;
}
