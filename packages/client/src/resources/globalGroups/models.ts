import type { PrivilegeModel } from '../apiKeys/models';

/** A member of a global group: a user. */
export interface GlobalGroupMemberModel {
  id?: string;
  username: string;
  email?: string;
  displayName?: string;
  /** The identity provider the user signs in with, e.g. `EMAIL`, `GOOGLE`, `SAML`. */
  provider?: string;
  [field: string]: unknown;
}

/** A group defined platform-wide, across organizations. */
export interface GlobalGroupModel {
  id: string;
  displayName: string;
  description?: string;
  /** The members: users, each by `username` (with their id, e-mail, name and identity provider when known). */
  members?: GlobalGroupMemberModel[];
  privileges?: PrivilegeModel[];
  [field: string]: unknown;
}

/** What creating a global group takes: the platform gives the id. */
export type NewGlobalGroupModel = Omit<GlobalGroupModel, 'id'> & { id?: string };
