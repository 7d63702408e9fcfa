import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { groupMemberEndpoints } from './endpoints';
import type { GroupMemberModel, GroupMemberOptions } from './models';

/** Members of a group (`/rest/organizations/{org}/groups/{groupId}/members`). */
export class GroupMembers extends Resource<typeof groupMemberEndpoints> {
  get endpoints() {
    return groupMemberEndpoints;
  }

  /**
   * Adds a user (by `username`) to a group. The user is told by e-mail unless `sendEmailOnInvite` is
   * `false` (the client sends `sendEmailOnInvite=true` when it is left out).
   * `POST /rest/organizations/{org}/groups/{groupId}/members?sendEmailOnInvite=…` with the member as JSON.
   * @returns `{}` (204); {@link get} reads the member (its `id` is the username).
   * @throws PlatformError for a non-success response (400 without a `username`, 404 for an unknown
   * group, 409 when the user already is a member).
   */
  add(groupId: string, member: GroupMemberModel, query?: GroupMemberOptions, settings?: RequestSettings) {
    return this.call<Record<string, never>>(
      'add',
      { path: { groupId }, body: member, query: { sendEmailOnInvite: true, ...query } },
      settings,
    );
  }
}

// The calls of GroupMembers that follow the argument convention: Resource makes them from the endpoint table.
export interface GroupMembers {
  /**
   * Lists a group's members. `GET /rest/organizations/{org}/groups/{groupId}/members`.
   * @returns `GroupMemberModel[]`.
   * @throws PlatformError for a non-success response (404 when the group does not exist).
   */
  list<S extends RequestSettings = {}>(
    groupId: string,
    settings?: S,
  ): Promise<GetResult<GroupMemberModel[], S>>;

  /**
   * Reads one member. `GET /rest/organizations/{org}/groups/{groupId}/members/{memberId}`;
   * `memberId` is the member's `id` (its username).
   * @returns `GroupMemberModel`.
   * @throws PlatformError for a non-success response (404 for an unknown group or member).
   */
  get<S extends RequestSettings = {}>(
    groupId: string,
    memberId: string,
    settings?: S,
  ): Promise<GetResult<GroupMemberModel, S>>;

  /**
   * Removes a member from a group. `DELETE /rest/organizations/{org}/groups/{groupId}/members/{memberId}`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown group or member).
   */
  delete(groupId: string, memberId: string, settings?: RequestSettings): Promise<Record<string, never>>;
}
