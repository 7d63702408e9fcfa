import type { GetResult, RequestSettings } from '../../../core/options';
import { Resource } from '../../../core/resource';
import type { UaOrganizationQuery } from '../serviceModels';
import { uaSnowflakeEndpoints } from './endpoints';
import type {
  SnowflakeCreditUsageModel,
  SnowflakeCreditUsageQuery,
  SnowflakeNetworkPolicyModel,
  SnowflakeNetworkPolicyRequest,
  SnowflakeReaderAccountEndpointModel,
  SnowflakeReaderAccountStatusModel,
  SnowflakeUserModel,
} from './models';

/**
 * The organization's Snowflake reader account (`/rest/ua/v15/admin/snowflake`): the account itself,
 * its users, its network policy and the compute credits it uses. Creating users and setting the
 * network policy need a reader account; its endpoint is known once it is `AVAILABLE`.
 */
export class UaSnowflake extends Resource<typeof uaSnowflakeEndpoints> {
  get endpoints() {
    return uaSnowflakeEndpoints;
  }
}

// The calls of UaSnowflake that follow the argument convention: Resource makes them from the endpoint table.
export interface UaSnowflake {
  /**
   * Lists the reader account's users. `GET /rest/ua/v15/admin/snowflake/users?org=…`.
   * @returns `SnowflakeUserModel[]` (empty without a reader account).
   * @throws PlatformError for a non-success response.
   */
  listUsers<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<SnowflakeUserModel[], S>>;

  /**
   * Creates a reader account user. `POST /rest/ua/v15/admin/snowflake/users?org=…` with
   * `{ username, email, daysToExpiry }` as JSON (`daysToExpiry` 0 to 90; 0, the default, never expires).
   * @returns the stored `SnowflakeUserModel`, with its `expirationDate` (ms since the epoch) when it expires.
   * @throws PlatformError for a non-success response (400 for a malformed user, 404 when there is no
   * reader account, 409 when the username is taken).
   */
  createUser(
    user: SnowflakeUserModel,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<SnowflakeUserModel>;

  /**
   * Reads one reader account user. `GET /rest/ua/v15/admin/snowflake/users/{snowflakeUser}?org=…`.
   * @returns `SnowflakeUserModel`.
   * @throws PlatformError for a non-success response (404 for an unknown user).
   */
  getUser<S extends RequestSettings = {}>(
    snowflakeUser: string,
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<SnowflakeUserModel, S>>;

  /**
   * Deletes a reader account user. `DELETE /rest/ua/v15/admin/snowflake/users/{snowflakeUser}?org=…`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown user).
   */
  deleteUser(
    snowflakeUser: string,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Resets a user's password; Snowflake e-mails the user. The user's `passwordResetDate` is set.
   * `POST /rest/ua/v15/admin/snowflake/users/{snowflakeUser}/passwordreset?org=…`, no body.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown user).
   */
  resetPassword(
    snowflakeUser: string,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Reactivates a user for a number of days from now (0: no expiry).
   * `PUT /rest/ua/v15/admin/snowflake/users/{snowflakeUser}/expiration?org=…` with `{ daysToExpiry }`.
   * @returns `{}` (200, no body); {@link getUser} shows the new `daysToExpiry` and `expirationDate`.
   * @throws PlatformError for a non-success response (400 when `daysToExpiry` is not an integer from 0
   * to 90, 404 for an unknown user).
   */
  reactivateUser(
    snowflakeUser: string,
    daysToExpiry: number,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Reads the reader account's network policy. `GET /rest/ua/v15/admin/snowflake/networkpolicy?org=…`.
   * @returns `SnowflakeNetworkPolicyModel` (empty lists until one is set, or without a reader account).
   * @throws PlatformError for a non-success response.
   */
  getNetworkPolicy<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<SnowflakeNetworkPolicyModel, S>>;

  /**
   * Replaces the reader account's network policy. `PUT /rest/ua/v15/admin/snowflake/networkpolicy?org=…`
   * with `{ allowedIpAddresses, blockedIpAddresses? }` (IPv4 addresses or CIDR ranges; none blocked when
   * `blockedIpAddresses` is left out).
   * @returns `{}` (204); read the policy with {@link getNetworkPolicy}.
   * @throws PlatformError for a non-success response (400 for a malformed address or one both allowed
   * and blocked, 404 when there is no reader account).
   */
  updateNetworkPolicy(
    policy: SnowflakeNetworkPolicyRequest,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * The compute credits the reader account used in a date range (both days included).
   * `GET /rest/ua/v15/admin/snowflake/creditusage?org=…&from=…&to=…`.
   * @returns `{ creditsUsed }`; 0 for days before the reader account existed.
   * @throws PlatformError for a non-success response (400 for a missing or malformed date, or `from` after `to`).
   */
  getCreditUsage<S extends RequestSettings = {}>(
    query: SnowflakeCreditUsageQuery,
    settings?: S,
  ): Promise<GetResult<SnowflakeCreditUsageModel, S>>;

  /**
   * Reads the reader account's state. `GET /rest/ua/v15/admin/snowflake/readeraccount?org=…`.
   * @returns `{ snowflakeReaderAccountStatus: 'AVAILABLE' }` once the account is set up.
   * @throws PlatformError for a non-success response (404 when there is no reader account, 409
   * `READER_ACCOUNT_NOT_READY` while it is being set up).
   */
  getReaderAccount<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<SnowflakeReaderAccountStatusModel, S>>;

  /**
   * Deletes the reader account, with its users and network policy.
   * `DELETE /rest/ua/v15/admin/snowflake/readeraccount?org=…`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 when there is no reader account).
   */
  deleteReaderAccount(
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Reads where to connect to the reader account.
   * `GET /rest/ua/v15/admin/snowflake/readeraccount/endpoint?org=…`.
   * @returns `{ endpoint }`, a URL.
   * @throws PlatformError for a non-success response (404 when there is no reader account, 409 while it
   * is being set up).
   */
  getReaderAccountEndpoint<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<SnowflakeReaderAccountEndpointModel, S>>;

  /**
   * Creates the organization's reader account. Setting it up takes a while: {@link getReaderAccount}
   * answers 409 until it is `AVAILABLE`.
   * `POST /rest/ua/v15/admin/snowflake/readeraccounts?org=…`, no body.
   * @returns `{}` (201). The published answer lists the members of the server framework's response
   *   object (`statusInfo`, `mediaType`, `cookies`, ...), which go on the wire as the status and the
   *   headers, not as a body.
   * @throws PlatformError for a non-success response (409 when the organization already has one).
   */
  createReaderAccount(
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;
}
