import { Resource } from '../../../core/resource';
import { uaGroupEndpoints } from './endpoints';
import type { UaGroupsCalls } from './endpoints.generated';

/**
 * Groups as usage analytics sees them (`/rest/ua/v15/groups`): the permission filters that apply to a
 * group's members and the reports they may view, as `ua.users` has them for one user. The groups
 * themselves are the organization's (`client.groups`); their id is the group's id there.
 */
export class UaGroups extends Resource<typeof uaGroupEndpoints> {
  get endpoints() {
    return uaGroupEndpoints;
  }
}

// The calls of UaGroups, typed from the published schemas: Resource makes them from the endpoint table.
export interface UaGroups extends UaGroupsCalls {}
