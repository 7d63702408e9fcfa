import type { OrganizationAuthProvider } from '../organizations/models';

/** A platform user. */
export interface UserModel {
  username: string;
  email?: string;
  displayName?: string;
  firstName?: string;
  lastName?: string;
  [field: string]: unknown;
}

/** A realm (identity domain) a user belongs to. */
export interface UserRealmModel {
  id: string;
  displayName?: string;
  provider?: OrganizationAuthProvider | (string & {});
  [field: string]: unknown;
}
