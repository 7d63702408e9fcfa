import type { AnswerOf, QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/authorization';
import type { PrivilegeModel } from '../apiKeys/models';
import type { AuthProvider } from '../auth/models';

type Schemas = components['schemas'];

/** How a member signs in: the platform's auth providers. */
export type GroupAuthProvider = AuthProvider;

/**
 * An invitation to join a group (the published `InviteModel`), addressed by e-mail, by username, or by
 * provider and provider username (at least `email` or `username` is needed). The platform sets `id` and
 * `invitedDate`; `invitedDate` and `expirationDate` are ms since the epoch.
 */
export type GroupInviteModel = Schemas['InviteModel'];

/** A member of a group: a user, identified by `username` (the published `MemberModel`). */
export type GroupMemberModel = WithRequired<Schemas['MemberModel'], 'username'>;

/**
 * A realm attached to a group: users who sign in through it belong to the group (the published
 * `RealmModel`; for a `SAML` realm, `samlIdentityProviderId` is the identity provider it stands for).
 */
export type GroupRealmModel = WithRequired<Schemas['RealmModel'], 'id' | 'provider' | 'displayName'>;

/**
 * A group of the organization: members, the privileges they get, pending invites and realms (the
 * published `GroupModel`, with `id` and `displayName` always there). `deletable` is false for built-in
 * groups.
 */
export type GroupModel = Omit<
  WithRequired<Schemas['GroupModel_Response'], 'id' | 'displayName'>,
  'members' | 'realms' | 'privileges'
> & {
  members?: GroupMemberModel[];
  realms?: GroupRealmModel[];
  privileges?: PrivilegeModel[];
};

/**
 * What `groups.create` answers: the new group's `id` (the published `JsonStringIdWrapper`). The platform
 * publishes no more; the emulator answers the whole group, and `canEditItself` (whether members may edit
 * the group: a creation option, not a field of the group), hence the other fields, optional.
 */
export type CreatedGroupModel = WithRequired<AnswerOf<operations['createGroup']>, 'id'> &
  Partial<Omit<GroupModel, 'id'>> & { canEditItself?: boolean };

/**
 * A group that invites the calling user (`groups.invites.listMine`; the published `LightGroupModel`, its
 * fields always there): its `id` (what `groups.invites.accept` takes), `displayName`, and in
 * `organizations` the organization it belongs to (`{ id, displayName }`).
 */
export type InvitingGroupModel = WithRequired<
  Schemas['LightGroupModel'],
  'id' | 'displayName' | 'organizations'
>;

/** What creating or replacing a group takes (the published `GroupModel`): the platform sets `id`. */
export type NewGroupModel = Schemas['GroupModel_Request'];

/**
 * Query options of `groups.create`: `canEditItself` (members may edit the group; default `false`) and
 * `sendEmailToInvitedUsers` (the invites in the body are e-mailed).
 */
export type CreateGroupOptions = QueryOf<operations['createGroup']>;

/** Query options of `groups.update`: `sendEmailToInvitedUsers` (the new invites in the body are e-mailed). */
export type UpdateGroupOptions = QueryOf<operations['updateGroup']>;

/** Query options of `groups.invites.create`: `sendEmail` (default `true`; the client sends it when left out). */
export type GroupInviteOptions = QueryOf<operations['inviteMember']>;

/** Query options of `groups.members.add`: `sendEmailOnInvite` (default `true`; the client sends it when left out). */
export type GroupMemberOptions = QueryOf<operations['addGroupMember']>;
