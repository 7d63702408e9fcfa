import { type Areas, type Nested, withAreas } from '../../core/resource';
import type { Transport } from '../../core/transport';
import { UaAdmin } from './admin/UaAdmin';
import { UaDataHealth } from './dataHealth/DataHealth';
import { UaDataShare } from './dataShare/UaDataShare';
import { UaDimensions, uaDimensionsAreas } from './dimensions/Dimensions';
import { UaEvents } from './events/UaEvents';
import { UaExports, uaExportsAreas } from './exports/Exports';
import { UaFilters, uaFiltersAreas } from './filters/UaFilters';
import { UaGroups } from './groups/UaGroups';
import { UaMetrics } from './metrics/UaMetrics';
import { AnalyticsProperties } from './properties/AnalyticsProperties';
import { UaReports } from './reports/UaReports';
import { UaSnowflake } from './snowflake/UaSnowflake';
import { UaStats } from './stats/Stats';
import { UaUsers } from './users/UaUsers';
import { UaV14 } from './v14/UaV14';

/**
 * Usage analytics (`/rest/ua/v15/...`): statistics, exports, dimensions, data health, reports,
 * filters, event logging and more, one property per area; the deprecated v14 API is {@link uaAreas.v14 | v14}. Every call carries the organization as the `org` query
 * parameter, filled from the configured organization unless the call gives one; health and status
 * calls carry none.
 *
 * Each area lives in its own folder (`resources/ua/<area>/`, with its `endpoints.ts` named
 * `ua.<area>`) and is one `readonly` property here.
 */
export class Ua {
  constructor(transport: Transport) {
    withAreas(this, uaAreas, transport);
  }
}
export interface Ua extends Nested<typeof uaAreas> {}

/** The areas of {@link Ua}, one class each: an app that wants one of them alone makes that class itself. */
export const uaAreas = {
  /** Statistics: global figures, graphs, combinations, trends, visits. */
  stats: UaStats,
  /** Exports of events to CSV, and export schedules. */
  exports: [UaExports, uaExportsAreas],
  /** Dimensions and custom dimensions. */
  dimensions: [UaDimensions, uaDimensionsAreas],
  /** Data health: how well events follow the rules. */
  dataHealth: UaDataHealth,
  /** Reports (dashboards and explorer views), who may view them, and report templates. */
  reports: UaReports,
  /** Reporting filters and permission filters, with the users and groups these target. */
  filters: [UaFilters, uaFiltersAreas],
  /** Users' permission filters and reports. */
  users: UaUsers,
  /** The organization's usage-analytics account. */
  admin: UaAdmin,
  /** The Snowflake reader account: users, network policy, credit usage. */
  snowflake: UaSnowflake,
  /** Secure Data Sharing with Snowflake accounts. */
  dataShare: UaDataShare,
  /** Analytics properties (tracking ids). */
  properties: AnalyticsProperties,
  /** Groups' permission filters and reports. */
  groups: UaGroups,
  /** The metrics statistics compute, and what each one means. */
  metrics: UaMetrics,
  /** Logging events: searches, clicks, custom events, page views (the write API). */
  events: UaEvents,
  /** The v14 API, deprecated by the platform: each call names its v15 replacement. */
  v14: UaV14,
} as const satisfies Areas;
