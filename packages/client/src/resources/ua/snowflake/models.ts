import type { UaOrganizationQuery } from '../serviceModels';

/** A user of the organization's Snowflake reader account. */
export interface SnowflakeUserModel {
  /** The Snowflake login name. */
  username: string;
  email: string;
  /**
   * How many days the user keeps access, from creation or reactivation: 1 to 90, or 0 for no expiry.
   * Default 0.
   */
  daysToExpiry?: number;
  /** When the user's access ends, in ms since the epoch; absent when it does not expire. */
  expirationDate?: number;
  /** When the user was created, in ms since the epoch. */
  createdDate?: number;
  /** When the user's password was last reset, in ms since the epoch. */
  passwordResetDate?: number;
  [field: string]: unknown;
}

/** The reader account's network policy: IPv4 addresses or CIDR ranges allowed and blocked. */
export interface SnowflakeNetworkPolicyModel {
  allowedIpAddresses: string[];
  blockedIpAddresses: string[];
}

/** Query of `ua.snowflake.getCreditUsage`: a date range. */
export interface SnowflakeCreditUsageQuery extends UaOrganizationQuery {
  /** Start of the range, ISO 8601 (`2024-05-01` or `2024-05-01T00:00:00.000Z`). */
  from: string;
  /** End of the range, ISO 8601, included. */
  to: string;
}

/** Compute credits the reader account used in a date range. */
export interface SnowflakeCreditUsageModel {
  creditsUsed: number;
}

/** The state of a reader account: `AVAILABLE`, the one state the platform answers. */
export type SnowflakeReaderAccountStatus = 'AVAILABLE' | (string & {});

/** The reader account's state. */
export interface SnowflakeReaderAccountStatusModel {
  snowflakeReaderAccountStatus: SnowflakeReaderAccountStatus;
}

/** Where to connect to the reader account. */
export interface SnowflakeReaderAccountEndpointModel {
  /** The account's URL, e.g. `https://ab12345.us-east-1.snowflakecomputing.com`. */
  endpoint: string;
}
