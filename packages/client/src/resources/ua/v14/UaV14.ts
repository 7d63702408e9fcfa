import { type Areas, type Nested, Resource, withAreas } from '../../../core/resource';
import type { Transport } from '../../../core/transport';
import {
  uaV14CustomDimensionEndpoints,
  uaV14DimensionEndpoints,
  uaV14EventEndpoints,
  uaV14ExportEndpoints,
  uaV14FilterEndpoints,
  uaV14MetricEndpoints,
  uaV14PermissionFilterEndpoints,
  uaV14ReportEndpoints,
  uaV14ReportingFilterEndpoints,
  uaV14StatsEndpoints,
  uaV14UserEndpoints,
} from './endpoints';
import type {
  UaV14DimensionsCalls,
  UaV14DimensionsCustomCalls,
  UaV14EventsCalls,
  UaV14ExportsCalls,
  UaV14FiltersCalls,
  UaV14FiltersPermissionsCalls,
  UaV14FiltersReportingCalls,
  UaV14MetricsCalls,
  UaV14ReportsCalls,
  UaV14StatsCalls,
  UaV14UsersCalls,
} from './endpoints.generated';

/**
 * v14 statistics (`/rest/ua/v14/stats`): the same figures as `ua.stats`, in the v14 shapes.
 * @deprecated The platform deprecates every v14 call: use `ua.stats`.
 */
export class UaV14Stats extends Resource<typeof uaV14StatsEndpoints> {
  get endpoints() {
    return uaV14StatsEndpoints;
  }
}
export interface UaV14Stats extends UaV14StatsCalls {}

/**
 * v14 exports of events and visits to CSV (`/rest/ua/v14/exports`).
 * @deprecated The platform deprecates every v14 call: use `ua.exports`.
 */
export class UaV14Exports extends Resource<typeof uaV14ExportEndpoints> {
  get endpoints() {
    return uaV14ExportEndpoints;
  }
}
export interface UaV14Exports extends UaV14ExportsCalls {}

/**
 * v14 custom dimensions (`/rest/ua/v14/dimensions/custom`).
 * @deprecated The platform deprecates every v14 call: use `ua.dimensions.custom`.
 */
export class UaV14CustomDimensions extends Resource<typeof uaV14CustomDimensionEndpoints> {
  get endpoints() {
    return uaV14CustomDimensionEndpoints;
  }
}
export interface UaV14CustomDimensions extends UaV14DimensionsCustomCalls {}

/**
 * v14 dimensions (`/rest/ua/v14/dimensions`), with the custom ones in {@link uaV14DimensionsAreas.custom | custom}.
 * @deprecated The platform deprecates every v14 call: use `ua.dimensions`.
 */
export class UaV14Dimensions extends Resource<typeof uaV14DimensionEndpoints> {
  get endpoints() {
    return uaV14DimensionEndpoints;
  }
}
export interface UaV14Dimensions extends UaV14DimensionsCalls {}

/**
 * v14 metrics (`/rest/ua/v14/metrics`): what statistics can compute.
 * @deprecated The platform deprecates every v14 call: use `ua.metrics`.
 */
export class UaV14Metrics extends Resource<typeof uaV14MetricEndpoints> {
  get endpoints() {
    return uaV14MetricEndpoints;
  }
}
export interface UaV14Metrics extends UaV14MetricsCalls {}

/**
 * v14 reports (`/rest/ua/v14/reports`): dashboards and explorer views, and who may view them.
 * @deprecated The platform deprecates every v14 call: use `ua.reports`.
 */
export class UaV14Reports extends Resource<typeof uaV14ReportEndpoints> {
  get endpoints() {
    return uaV14ReportEndpoints;
  }
}
export interface UaV14Reports extends UaV14ReportsCalls {}

/**
 * v14 reporting filters (`/rest/ua/v14/filters/reporting`).
 * @deprecated The platform deprecates every v14 call: use `ua.filters.reporting`.
 */
export class UaV14ReportingFilters extends Resource<typeof uaV14ReportingFilterEndpoints> {
  get endpoints() {
    return uaV14ReportingFilterEndpoints;
  }
}
export interface UaV14ReportingFilters extends UaV14FiltersReportingCalls {}

/**
 * v14 permission filters (`/rest/ua/v14/filters/permissions`) and the users they apply to.
 * @deprecated The platform deprecates every v14 call: use `ua.filters.permissions`.
 */
export class UaV14PermissionFilters extends Resource<typeof uaV14PermissionFilterEndpoints> {
  get endpoints() {
    return uaV14PermissionFilterEndpoints;
  }
}
export interface UaV14PermissionFilters extends UaV14FiltersPermissionsCalls {}

/**
 * v14 filters (`/rest/ua/v14/filters`): the service's own calls, with reporting and permission filters
 * as {@link uaV14FiltersAreas.reporting | reporting} and {@link uaV14FiltersAreas.permissions | permissions}.
 * @deprecated The platform deprecates every v14 call: use `ua.filters`.
 */
export class UaV14Filters extends Resource<typeof uaV14FilterEndpoints> {
  get endpoints() {
    return uaV14FilterEndpoints;
  }
}
export interface UaV14Filters extends UaV14FiltersCalls {}

/**
 * v14 users (`/rest/ua/v14/users`): their permission filters and reports.
 * @deprecated The platform deprecates every v14 call: use `ua.users`.
 */
export class UaV14Users extends Resource<typeof uaV14UserEndpoints> {
  get endpoints() {
    return uaV14UserEndpoints;
  }
}
export interface UaV14Users extends UaV14UsersCalls {}

/**
 * v14 event logging (`/rest/ua/v14/analytics`): searches, clicks and custom events, and the visit.
 * The v14 calls take no `org`: the platform reads the organization from the token.
 * @deprecated The platform deprecates every v14 call: use `ua.events`.
 */
export class UaV14Events extends Resource<typeof uaV14EventEndpoints> {
  get endpoints() {
    return uaV14EventEndpoints;
  }
}
export interface UaV14Events extends UaV14EventsCalls {}

/**
 * The usage-analytics v14 API (`/rest/ua/v14/...`), one property per area, named as its v15
 * counterpart in `ua` is. The platform deprecates every call here; each method's TSDoc names the v15
 * call that replaces it. Calls that take `org` fill it from the configured organization unless given.
 */
export class UaV14 {
  constructor(transport: Transport) {
    withAreas(this, uaV14Areas, transport);
  }
}
export interface UaV14 extends Nested<typeof uaV14Areas> {}

/** The areas of calls under {@link UaV14Dimensions}, each a class of its own: `PlatformClient` nests them. */
export const uaV14DimensionsAreas = {
  /** Custom dimensions (v14). */
  custom: UaV14CustomDimensions,
} as const satisfies Areas;

/** The areas of calls under {@link UaV14Filters}, each a class of its own: `PlatformClient` nests them. */
export const uaV14FiltersAreas = {
  /** Reporting filters (v14). */
  reporting: UaV14ReportingFilters,
  /** Permission filters (v14). */
  permissions: UaV14PermissionFilters,
} as const satisfies Areas;

/** The areas of {@link UaV14}, one class each: an app that wants one of them alone makes that class itself. */
export const uaV14Areas = {
  /** Statistics (v14). */
  stats: UaV14Stats,
  /** Exports of events and visits (v14). */
  exports: UaV14Exports,
  /** Dimensions and custom dimensions (v14). */
  dimensions: [UaV14Dimensions, uaV14DimensionsAreas],
  /** Metrics (v14). */
  metrics: UaV14Metrics,
  /** Reports and who may view them (v14). */
  reports: UaV14Reports,
  /** Reporting and permission filters (v14). */
  filters: [UaV14Filters, uaV14FiltersAreas],
  /** Users' permission filters and reports (v14). */
  users: UaV14Users,
  /** Event logging (v14). */
  events: UaV14Events,
} as const satisfies Areas;
