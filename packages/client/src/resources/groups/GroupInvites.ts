import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { groupInviteEndpoints } from './endpoints';
import type { GroupInviteModel, GroupInviteOptions, InvitingGroupModel } from './models';

/** Pending invitations to join a group (`/rest/organizations/{org}/groups/{groupId}/invites`). */
export class GroupInvites extends Resource<typeof groupInviteEndpoints> {
  get endpoints() {
    return groupInviteEndpoints;
  }

  /**
   * Invites a user to a group, by `email`, `username`, or `provider` and `providerUsername`.
   * The invite is e-mailed unless `sendEmail` is `false` (the client sends `sendEmail=true` when it is
   * left out). `POST /rest/organizations/{org}/groups/{groupId}/invites?sendEmail=…` with the invite as JSON.
   * @returns the stored `GroupInviteModel` (its `id` and `invitedDate`, in ms since the epoch, set).
   * @throws PlatformError for a non-success response (400 for a malformed invite, 404 for an unknown
   * group, 409 when the user is already invited or a member).
   */
  create(
    groupId: string,
    invite: Omit<GroupInviteModel, 'id'>,
    query?: GroupInviteOptions,
    settings?: RequestSettings,
  ) {
    return this.call<GroupInviteModel>(
      'create',
      { path: { groupId }, body: invite, query: { sendEmail: true, ...query } },
      settings,
    );
  }
}

// The calls of GroupInvites that follow the argument convention: Resource makes them from the endpoint table.
export interface GroupInvites {
  /**
   * Lists a group's pending invites.
   * `GET /rest/organizations/{org}/groups/{groupId}/invites`.
   * @returns `GroupInviteModel[]`.
   * @throws PlatformError for a non-success response (404 when the group does not exist).
   */
  list<S extends RequestSettings = {}>(
    groupId: string,
    settings?: S,
  ): Promise<GetResult<GroupInviteModel[], S>>;

  /**
   * Withdraws an invite. `DELETE /rest/organizations/{org}/groups/{groupId}/invites/{inviteId}`;
   * `inviteId` is the invite's `id` (the invited username or e-mail).
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown group or invite).
   */
  delete(groupId: string, inviteId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Accepts the calling user's invite to a group: the user (the access token's) becomes a member
   * and the invite is gone. `POST /rest/organizations/{org}/groups/{groupId}/invites/accept`, no body.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (403 when the caller has no invite to the group,
   * 404 for an unknown group).
   */
  accept(groupId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Declines the calling user's invite to a group: the invite is removed.
   * `POST /rest/organizations/{org}/groups/{groupId}/invites/decline`, no body.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (403 when the caller has no invite to the group,
   * 404 for an unknown group).
   */
  decline(groupId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Lists the calling user's pending invites, to groups of every organization. `GET /rest/invites`.
   * @returns `InvitingGroupModel[]`: the groups that invite the caller, each with its organization.
   */
  listMine<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<InvitingGroupModel[], S>>;
}
