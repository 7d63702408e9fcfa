import type { Transport } from '../../core/transport';
import { UaAdmin } from './admin/UaAdmin';
import { UaDataHealth } from './dataHealth/DataHealth';
import { UaDataShare } from './dataShare/UaDataShare';
import { UaDimensions } from './dimensions/Dimensions';
import { UaExports } from './exports/Exports';
import { UaFilters } from './filters/UaFilters';
import { AnalyticsProperties } from './properties/AnalyticsProperties';
import { UaReports } from './reports/UaReports';
import { UaSnowflake } from './snowflake/UaSnowflake';
import { UaStats } from './stats/Stats';
import { UaUsers } from './users/UaUsers';

/**
 * Usage analytics (`/rest/ua/v15/...`): statistics, exports, dimensions, data health, reports,
 * filters and more, one property per area. Every call carries the organization as the `org` query
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
  }
}
