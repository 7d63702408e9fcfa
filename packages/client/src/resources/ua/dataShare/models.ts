import type { UaOrganizationQuery } from '../serviceModels';

/**
 * Where a data share with a Snowflake account stands: `PENDING` while it is set up, `ACTIVE` once
 * the account sees the shared data, `INVALID` or `UNKNOWN` on failure (with an `errorMessage`).
 */
export type DataShareStatus = 'PENDING' | 'ACTIVE' | 'INVALID' | 'UNKNOWN' | (string & {});

/** A Snowflake account the organization's analytics data is shared with (Secure Data Sharing). */
export interface DataShareAccountModel {
  /** The Snowflake account locator, e.g. `XY12345`. */
  locator: string;
  /** The Snowflake region the account is in, e.g. `AWS_US_EAST_1`. */
  region: string;
  /** When the share was set up, ISO 8601. */
  createdAt?: string;
  status: DataShareStatus;
  /** Why the share is `INVALID` or `UNKNOWN`. */
  errorMessage?: string;
}

/** A Snowflake account to share with, or to stop sharing with. */
export interface DataShareAccountParams {
  accountLocator: string;
  /** One of the regions `ua.dataShare.listRegions` gives. */
  snowflakeRegion: string;
}

/** Query of `ua.dataShare.deleteAccount`. */
export interface DeleteDataShareAccountQuery extends DataShareAccountParams, UaOrganizationQuery {}

/** The Snowflake regions data can be shared to. */
export interface DataShareRegionsModel {
  /** The region the organization's data lives in. */
  primaryRegion: string;
  /** The other regions it can be replicated to. */
  secondaryRegions: string[];
}
