import type { QueryOf, WithRequired } from '../../../core/published';
import type { components, operations } from '../../../generated/usage-analytics-read';

type Schemas = components['schemas'];

/**
 * A user of the organization's Snowflake reader account: `username` (the Snowflake login name),
 * `email`, `daysToExpiry` (1 to 90 days from creation or reactivation, or 0 for no expiry; default 0).
 * The dates, in ms since the epoch, are not in the published answer: when the access ends (absent when
 * it does not expire), when the user was created, when its password was last reset.
 */
export type SnowflakeUserModel = WithRequired<Schemas['SnowflakeUserResponseV15'], 'username' | 'email'> & {
  expirationDate?: number;
  createdDate?: number;
  passwordResetDate?: number;
};

/** The reader account's network policy: IPv4 addresses or CIDR ranges allowed and blocked. */
export type SnowflakeNetworkPolicyModel = Required<Schemas['SnowflakeNetworkPolicyResponseV15']>;

/** The replacement of the network policy: the addresses allowed, and those blocked (none when left out). */
export type SnowflakeNetworkPolicyRequest = Schemas['SnowflakeNetworkPolicyModelV15'];

/**
 * Query of `ua.snowflake.getCreditUsage`: a date range, ISO 8601 (`2024-05-01` or
 * `2024-05-01T00:00:00.000Z`), `to` included. Both are required, though the published parameters are optional.
 */
export type SnowflakeCreditUsageQuery = WithRequired<
  QueryOf<operations['get__v15_admin_snowflake_creditusage']>,
  'from' | 'to'
>;

/** Compute credits the reader account used in a date range. */
export type SnowflakeCreditUsageModel = Required<Schemas['SnowflakeCreditUsageResponseV15']>;

/** The state of a reader account: `AVAILABLE`, the one state the platform answers. */
export type SnowflakeReaderAccountStatus = NonNullable<
  Schemas['SnowflakeReaderAccountStateResponseV15']['snowflakeReaderAccountStatus']
>;

/** The reader account's state. */
export type SnowflakeReaderAccountStatusModel = Required<Schemas['SnowflakeReaderAccountStateResponseV15']>;

/** Where to connect to the reader account: its URL, e.g. `https://ab12345.us-east-1.snowflakecomputing.com`. */
export type SnowflakeReaderAccountEndpointModel = Required<
  Schemas['SnowflakeReaderAccountEndpointResponseV15']
>;
