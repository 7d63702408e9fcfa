import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import type { PrivilegeModel } from '../apiKeys/models';
import { groupEndpoints } from './endpoints';
import type { GroupsCalls } from './endpoints.generated';
import { GroupInvites } from './GroupInvites';
import { GroupMembers } from './GroupMembers';
import { GroupRealms } from './GroupRealms';
import type {
  CreatedGroupModel,
  CreateGroupOptions,
  GroupModel,
  NewGroupModel,
  UpdateGroupOptions,
} from './models';

/**
 * Groups of the organization (`/rest/organizations/{org}/groups`): members get the group's privileges.
 * Invites, members and realms are under {@link groupsAreas.invites | invites}, {@link groupsAreas.members | members} and {@link groupsAreas.realms | realms}.
 */
export class Groups extends Resource<typeof groupEndpoints> {
  get endpoints() {
    return groupEndpoints;
  }
}

// The calls of Groups that follow the argument convention: Resource makes them from the endpoint table.
export interface Groups extends GroupsCalls {
  /**
   * Lists the organization's groups. `GET /rest/organizations/{org}/groups`.
   * @returns `GroupModel[]`.
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<GroupModel[], S>>;

  /**
   * Creates a group; `displayName` is required, and `members`, `invites`, `realms` and `privileges`
   * may come with it. `POST /rest/organizations/{org}/groups?canEditItself=…&sendEmailToInvitedUsers=…`
   * with the group as JSON.
   * @returns `CreatedGroupModel`: the new group's `id` (the platform publishes no more; the emulator answers
   *   the whole group, with `canEditItself`).
   * @throws PlatformError for a non-success response (400 for a malformed group).
   */
  create(
    group: NewGroupModel,
    query?: CreateGroupOptions,
    settings?: RequestSettings,
  ): Promise<CreatedGroupModel>;

  /**
   * Reads one group. `GET /rest/organizations/{org}/groups/{groupId}`.
   * @returns `GroupModel`.
   * @throws PlatformError for a non-success response (404 when the group does not exist).
   */
  get<S extends RequestSettings = {}>(groupId: string, settings?: S): Promise<GetResult<GroupModel, S>>;

  /**
   * Replaces a group. `PUT /rest/organizations/{org}/groups/{groupId}?sendEmailToInvitedUsers=…` with the
   * group as JSON; `members`, `invites`, `realms` and `privileges`, when given, replace the group's.
   * @returns `{}` (204); {@link get} reads the group as it now is.
   * @throws PlatformError for a non-success response (400 for a malformed group, 404 for an unknown one).
   */
  update(
    groupId: string,
    group: NewGroupModel,
    query?: UpdateGroupOptions,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Deletes a group, with its members, invites and realms.
   * `DELETE /rest/organizations/{org}/groups/{groupId}`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 when the group does not exist).
   */
  delete(groupId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * The privileges the calling user holds only through this group (that no other group of theirs
   * gives); empty when the caller is not a member.
   * `GET /rest/organizations/{org}/groups/{groupId}/privileges/exclusive/me`.
   * @returns `PrivilegeModel[]`.
   * @throws PlatformError for a non-success response (404 when the group does not exist).
   */
  getExclusivePrivileges<S extends RequestSettings = {}>(
    groupId: string,
    settings?: S,
  ): Promise<GetResult<PrivilegeModel[], S>>;
}

/** The areas of calls under {@link Groups}, each a class of its own: `PlatformClient` nests them. */
export const groupsAreas = {
  /** A group's pending invites. */
  invites: GroupInvites,
  /** A group's members. */
  members: GroupMembers,
  /** A group's realms. */
  realms: GroupRealms,
} as const satisfies Areas;
