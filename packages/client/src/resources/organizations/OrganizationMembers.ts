import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { organizationMemberEndpoints } from './endpoints';
import type {
  OrganizationMemberDetailsModel,
  OrganizationMemberGroupModel,
  OrganizationMemberModel,
  OrganizationMemberUpdateModel,
} from './models';

/** Members of the configured organization (`/rest/organizations/{org}/members`). */
export class OrganizationMembers extends Resource<typeof organizationMemberEndpoints> {
  get endpoints() {
    return organizationMemberEndpoints;
  }
}

// The calls of OrganizationMembers that follow the argument convention: Resource makes them from the endpoint table.
export interface OrganizationMembers {
  /**
   * Lists the users whose access reaches the configured organization.
   * `GET /rest/organizations/{org}/members`.
   * @returns `OrganizationMemberModel[]` (`username`, `email`, `displayName`); `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response (403 when the token may not use the organization).
   */
  list<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<OrganizationMemberModel[], S>>;

  /**
   * Removes a member's access to the configured organization.
   * `DELETE /rest/organizations/{org}/members/{memberId}`.
   * @param memberId the member's user name.
   * @returns `{}` (204).
   * @throws PlatformError 404 when no such member, or for any other non-success response.
   */
  delete(memberId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Replaces the members' details (display names, groups) in one call.
   * `PUT /rest/organizations/{org}/members`.
   * @param members every member to change, by `username`.
   * @param query `sendEmailToInvitedUsers`: e-mail the users a group change invites.
   * @returns the members as they now are, `OrganizationMemberDetailsModel[]` (with their groups), in the
   * order given. @throws PlatformError 400 for a malformed list, 404 for an unknown member (nothing changes then).
   */
  updateAll(
    members: OrganizationMemberUpdateModel[],
    query?: { sendEmailToInvitedUsers?: boolean },
    settings?: RequestSettings,
  ): Promise<OrganizationMemberDetailsModel[]>;

  /**
   * Lists the privileges the calling user holds as a member: those of the groups it belongs to.
   * `GET /rest/organizations/{org}/members/privileges`. @returns `PrivilegeModel[]`.
   */
  listPrivileges<S extends RequestSettings = {}>(
    settings?: S,
  ): Promise<GetResult<Array<{ owner: string; targetDomain: string; type?: string }>, S>>;

  /**
   * Reads a member, with its groups. `GET /rest/organizations/{org}/members/{username}`.
   * @throws PlatformError 404 when no such member.
   */
  get<S extends RequestSettings = {}>(
    username: string,
    settings?: S,
  ): Promise<GetResult<OrganizationMemberDetailsModel, S>>;

  /**
   * Replaces a member's details: display name, and the groups it belongs to.
   * `PUT /rest/organizations/{org}/members/{username}`.
   * @returns the member. @throws PlatformError 404 when no such member, 400 for an unknown group.
   */
  update(
    username: string,
    member: OrganizationMemberUpdateModel,
    settings?: RequestSettings,
  ): Promise<OrganizationMemberDetailsModel>;

  /**
   * Lists the groups a member belongs to. `GET /rest/organizations/{org}/members/{username}/groups`.
   * @throws PlatformError 404 when no such member.
   */
  listGroups<S extends RequestSettings = {}>(
    username: string,
    settings?: S,
  ): Promise<GetResult<OrganizationMemberGroupModel[], S>>;
}
