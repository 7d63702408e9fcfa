import type { PrivilegeModel } from '../apiKeys/models';
import type { AuthProvider } from '../auth/models';

/** How a member signs in: the platform's auth providers. */
export type GroupAuthProvider = AuthProvider;

/**
 * An invitation to join a group, addressed by e-mail, by username, or by provider and provider
 * username (at least `email` or `username` is needed).
 */
export interface GroupInviteModel {
  /** Set by the platform; the emulator uses the invited username or e-mail. */
  id?: string;
  email?: string;
  username?: string;
  provider?: GroupAuthProvider;
  providerUsername?: string;
  displayName?: string;
  /** When the invite was sent, in ms since the epoch. Set by the platform. */
  invitedDate?: number;
  /** When the invite lapses, in ms since the epoch. */
  expirationDate?: number;
  [field: string]: unknown;
}

/** A member of a group: a user, identified by `username`. */
export interface GroupMemberModel {
  /** Set by the platform; the emulator uses the username. */
  id?: string;
  username: string;
  email?: string;
  displayName?: string;
  provider?: GroupAuthProvider;
  providerUsername?: string;
  /** Last sign-in, in ms since the epoch. */
  lastLogin?: number;
  [field: string]: unknown;
}

/** A realm attached to a group: users who sign in through it belong to the group. */
export interface GroupRealmModel {
  id: string;
  provider: GroupAuthProvider;
  displayName: string;
  /** For a `SAML` realm, the identity provider it stands for. */
  samlIdentityProviderId?: string;
  [field: string]: unknown;
}

/** A group of the organization: members, the privileges they get, pending invites and realms. */
export interface GroupModel {
  id: string;
  displayName: string;
  members?: GroupMemberModel[];
  invites?: GroupInviteModel[];
  realms?: GroupRealmModel[];
  privileges?: PrivilegeModel[];
  /** Whether members may edit the group itself. */
  canEditItself?: boolean;
  /** Whether the group may be deleted (built-in groups may not). */
  deletable?: boolean;
  resourceId?: string;
  groupsThatCanEdit?: Array<{ id: string; displayName?: string }>;
  apiKeysThatCanEdit?: Array<{ id: string; displayName?: string }>;
  [field: string]: unknown;
}

/** What creating a group takes: the platform sets `id`. */
export type NewGroupModel = Omit<GroupModel, 'id'> & { id?: string };

/** Query options of `groups.create`. */
export interface CreateGroupOptions {
  /** Whether the group's members may edit the group. Default `false`. */
  canEditItself?: boolean;
  /** Whether the invites in the body are e-mailed. */
  sendEmailToInvitedUsers?: boolean;
}

/** Query options of `groups.update`. */
export interface UpdateGroupOptions {
  /** Whether the new invites in the body are e-mailed. */
  sendEmailToInvitedUsers?: boolean;
}

/** Query options of `groups.invites.create`. */
export interface GroupInviteOptions {
  /** Whether the invite is e-mailed. Default `true` (the client sends it when left out). */
  sendEmail?: boolean;
}

/** Query options of `groups.members.add`. */
export interface GroupMemberOptions {
  /** Whether the new member is told by e-mail. Default `true` (the client sends it when left out). */
  sendEmailOnInvite?: boolean;
}
