import type { components } from '../../generated/authorization';

/** How a user signs in to the platform (SPEC section 3, auth providers). */
export type AuthProvider = NonNullable<components['schemas']['RealmModel']['provider']>;

// `POST /oauth/check_token` is not published: its answer keeps hand-written types.

/** Who a token belongs to, as the platform's token check reports it. */
export interface AuthenticationModel {
  username?: string;
  displayName?: string;
  email?: string;
  provider?: AuthProvider | (string & {});
  [field: string]: unknown;
}

/** The token check's answer. */
export interface TokenInfoModel {
  /** The authentication the token carries: the current user. */
  authentication: AuthenticationModel;
  /** Seconds left before the token expires. */
  expires_in?: number;
  scope?: string[];
  [field: string]: unknown;
}
