import type { Transport } from '../../core/transport';
import { UaAdmin } from './admin/UaAdmin';
import { UaDataHealth } from './dataHealth/DataHealth';
import { UaDataShare } from './dataShare/UaDataShare';
import { UaDimensions } from './dimensions/Dimensions';
import { UaEvents } from './events/UaEvents';
import { UaExports } from './exports/Exports';
import { UaFilters } from './filters/UaFilters';
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
 * filters, event logging and more, one property per area; the deprecated v14 API is {@link v14}. Every call carries the organization as the `org` query
 * parameter, filled from the configured organization unless the call gives one; health and status
 * calls carry none.
 *
 * Each area lives in its own folder (`resources/ua/<area>/`, with its `endpoints.ts` named
 * `ua.<area>`) and is one `readonly` property here.
 */
export class Ua {
  /** Statistics: global figures, graphs, combinations, trends, visits. */
  readonly stats: UaStats;
  /** Exports of events to CSV, and export schedules. */
  readonly exports: UaExports;
  /** Dimensions and custom dimensions. */
  readonly dimensions: UaDimensions;
  /** Data health: how well events follow the rules. */
  readonly dataHealth: UaDataHealth;
  /** Reports (dashboards and explorer views), who may view them, and report templates. */
  readonly reports: UaReports;
  /** Reporting filters and permission filters, with the users and groups these target. */
  readonly filters: UaFilters;
  /** Users' permission filters and reports. */
  readonly users: UaUsers;
  /** The organization's usage-analytics account. */
  readonly admin: UaAdmin;
  /** The Snowflake reader account: users, network policy, credit usage. */
  readonly snowflake: UaSnowflake;
  /** Secure Data Sharing with Snowflake accounts. */
  readonly dataShare: UaDataShare;
  /** Analytics properties (tracking ids). */
  readonly properties: AnalyticsProperties;
  /** Groups' permission filters and reports. */
  readonly groups: UaGroups;
  /** The metrics statistics compute, and what each one means. */
  readonly metrics: UaMetrics;
  /** Logging events: searches, clicks, custom events, page views (the write API). */
  readonly events: UaEvents;
  /** The v14 API, deprecated by the platform: each call names its v15 replacement. */
  readonly v14: UaV14;

  constructor(protected readonly transport: Transport) {
    this.stats = new UaStats(transport);
    this.exports = new UaExports(transport);
    this.dimensions = new UaDimensions(transport);
    this.dataHealth = new UaDataHealth(transport);
    this.reports = new UaReports(transport);
    this.filters = new UaFilters(transport);
    this.users = new UaUsers(transport);
    this.admin = new UaAdmin(transport);
    this.snowflake = new UaSnowflake(transport);
    this.dataShare = new UaDataShare(transport);
    this.properties = new AnalyticsProperties(transport);
    this.groups = new UaGroups(transport);
    this.metrics = new UaMetrics(transport);
    this.events = new UaEvents(transport);
    this.v14 = new UaV14(transport);
  }
}
