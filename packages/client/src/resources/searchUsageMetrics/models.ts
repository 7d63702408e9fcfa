import type { UsageDay, UsageMonth } from './dates';

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
export interface UsageMetricModel {
  id: string;
  label?: string;
}

/** A list of metrics: `{ metrics }`. */
export interface UsageMetricListModel {
  metrics: UsageMetricModel[];
}

/** One value of a metric: `date` is `YYYY-MM` (monthly) or `YYYY-MM-DD` (daily). */
export interface UsageMetricValueModel {
  date: string;
  value: number;
}

/** A metric's values over time: `{ values }`, oldest first. */
export interface UsageMetricValuesModel {
  values: UsageMetricValueModel[];
}

/** One search hub's raw usage over a month. */
export interface SearchHubRawMetricsModel {
  searchHub: string;
  /** The usage bucket the hub's queries count toward, e.g. `normalQueries`. */
  assignment: string;
  /** Searches (queries) made from the hub. */
  normalQueries: number;
  recommendationQueries: number;
  /** Distinct users. */
  users: number;
  staticQueries: number;
  productListingQueries: number;
}

/** The raw usage of every search hub over a month: `{ searchHubs }`. */
export interface MonthlyRawMetricsModel {
  searchHubs: SearchHubRawMetricsModel[];
}

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

/** A search hub as usage metrics know it. */
export interface SearchHubModel {
  name: string;
  /** The usage bucket the hub's queries count toward. */
  bucket?: string;
  description?: string;
}

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
