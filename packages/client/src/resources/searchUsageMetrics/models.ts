import type { components } from '../../generated/search-usage-metrics';
import type { UsageDay, UsageMonth } from './dates';

type Schemas = components['schemas'];

/** Raw usage metrics of a search hub. */
export type SearchHubRawMetric =
  | 'normalQueries'
  | 'recommendationQueries'
  | 'commerceProductListingQueries'
  | 'users'
  | 'staticQueries'
  | (string & {});

/** Licence metrics (what the licence counts). */
export type SearchHubLicenseMetric =
  | 'normalQueries'
  | 'recommendationsQueries'
  | 'commerceProductListingQueries'
  | 'agents'
  | 'staticQueries'
  | 'intranetUsers'
  | 'partnerUsers'
  | 'timesExceededQps'
  | (string & {});

/** A metric's id and display name. */
export type UsageMetricModel = Schemas['RestMetric'];

/** A list of metrics: `{ metrics }`. */
export type UsageMetricListModel = Schemas['RestListOfMetrics'];

/** One value of a metric: `date` is `YYYY-MM` (monthly) or `YYYY-MM-DD` (daily). */
export type UsageMetricValueModel = Schemas['RestMetricValueforDate'];

/** A metric's values over time: `{ values }`, oldest first. */
export type UsageMetricValuesModel = Schemas['RestListOfMetricValues'];

/**
 * One search hub's raw usage over a month: `assignment`, the usage bucket its queries count toward
 * (e.g. `normalQueries`); `normalQueries`, the searches made from it; `users`, distinct users.
 */
export type SearchHubRawMetricsModel = Schemas['RestSearchHubMetrics'];

/** The raw usage of every search hub over a month: `{ searchHubs }`. */
export type MonthlyRawMetricsModel = Schemas['RestListOfSearchHubMetrics'];

/** Options of `raw.monthly`. */
export interface MonthlyRawMetricsOptions {
  /** The month; sent as `YYYY-MM`. */
  month: UsageMonth;
  /** Lists only hubs with at least this many queries. */
  minimumQueries?: number;
}

/** A range of months, both ends included; sent as `YYYY-MM`. */
export interface UsageMonthRange {
  from: UsageMonth;
  to: UsageMonth;
}

/** A range of days, both ends included; sent as `YYYY-MM-DD`. */
export interface UsageDayRange {
  from: UsageDay;
  to: UsageDay;
}

/** Options of `license.monthly`. */
export interface LicenseMonthlyOptions extends UsageMonthRange {
  /** Size of the sliding window, in months: each value sums this many months, ending at its own. */
  slidingWindow?: number;
}

/** A search hub as usage metrics know it (`bucket`: the usage bucket its queries count toward). */
export type SearchHubModel = Schemas['RestSearchHub'];

/** Options of `hubs.list`. */
export interface ListSearchHubsOptions {
  /** Free text matched against the hubs' name, bucket and description. */
  filter?: string;
  /** 0-based page. */
  page?: number;
  /** Hubs per page (100 unless given). */
  pageSize?: number;
  perPage?: number;
}
