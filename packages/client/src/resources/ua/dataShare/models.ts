import type { WithRequired } from '../../../core/published';
import type { components } from '../../../generated/usage-analytics-read';
import type { UaOrganizationQuery } from '../serviceModels';

type Schemas = components['schemas'];

/**
 * Where a data share with a Snowflake account stands: `PENDING` while it is set up, `ACTIVE` once
 * the account sees the shared data, `INVALID` or `UNKNOWN` on failure (with an `errorMessage`).
 */
export type DataShareStatus = NonNullable<Schemas['SnowflakeDataSharingAccountResponseV15']['status']>;

/**
 * A Snowflake account the organization's analytics data is shared with (Secure Data Sharing): its
 * `locator` (e.g. `XY12345`), `region` (e.g. `AWS_US_EAST_1`), `createdAt` (ms since the epoch) and
 * `status`.
 */
export type DataShareAccountModel = WithRequired<Schemas['SnowflakeDataSharingAccountResponseV15'], 'status'>;

/** A Snowflake account to share with, or to stop sharing with (`snowflakeRegion`, one of those `ua.dataShare.listRegions` gives). */
export type DataShareAccountParams = Schemas['SnowflakeDataSharingAccountModelV15'];

/** Query of `ua.dataShare.deleteAccount`. */
export type DeleteDataShareAccountQuery = DataShareAccountParams & UaOrganizationQuery;

/** The Snowflake regions data can be shared to: the region the organization's data lives in, and the others it can be replicated to. */
export type DataShareRegionsModel = Schemas['SnowflakeDataSharingRegionsResponseV15'];
