/**
 * Models shared by the usage-analytics (`/rest/ua/v15`) services of the reports, filters, users,
 * administration, data-share and Snowflake families.
 */

/** The `org` query parameter of usage-analytics calls; left out, the client's organization is sent. */
export interface UaOrganizationQuery {
  /** The organization id. Default: the client's configured organization. */
  org?: string;
}

/** A usage-analytics service's health: `UP` when it answers and its dependencies do. */
export type UaServiceHealthState = 'UP' | 'DOWN' | 'OUT_OF_SERVICE' | 'UNKNOWN' | (string & {});

/** The answer of a usage-analytics `.../monitoring/health` call. */
export interface UaServiceHealthModel {
  status: UaServiceHealthState;
  /** Health of what the service depends on (database, cache, ...), by name. */
  components?: Record<string, { status: UaServiceHealthState; [field: string]: unknown }>;
  [field: string]: unknown;
}

/** A usage-analytics service's availability as its `.../status` call reports it. */
export type UaServiceStatusState = 'online' | 'offline' | (string & {});

/** The answer of a usage-analytics `.../status` call. */
export interface UaServiceStatusModel {
  status: UaServiceStatusState;
  /** The service's name, e.g. `reports`. */
  service?: string;
  /** The API version, e.g. `v15`. */
  version?: string;
  /** When the status was read, ISO 8601. */
  timestamp?: string;
  [field: string]: unknown;
}
