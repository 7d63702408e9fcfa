import type { UaOrganizationQuery } from '../serviceModels';

/** Metrics the statistics service computes, e.g. `PerformSearch` (searches), `Click`, `UniqueVisitor`. */
export type UaMetric =
  | 'PerformSearch'
  | 'Click'
  | 'CustomEvent'
  | 'SearchWithClick'
  | 'ClickThroughRate'
  | 'AverageClickRank'
  | 'UniqueVisitor'
  | 'UniqueVisit'
  | (string & {});

/** Interval of data points: a day, a week (from Monday) or a month. */
export type UaInterval = 'DAY' | 'WEEK' | 'MONTH' | (string & {});

/** Format of a statistics answer. */
export type UaResponseFormat = 'JSON' | 'CSV' | (string & {});

/** A date range: ISO 8601 date-times with an offset or `Z` (`2024-03-01T00:00:00.000Z`), both ends included. */
export interface UaTimeRange {
  from?: string;
  to?: string;
  /** IANA time zone of the answer's dates, e.g. `America/Montreal`. */
  tz?: string;
}

/** A date range the platform requires: both ends given. */
export interface UaRequiredTimeRange extends UaTimeRange {
  from: string;
  to: string;
}

/** Filters on dimensions: `f` repeated, joined with AND, e.g. `searchHub=='SupportPortal'` or `country!='CA'`. */
export interface UaFilterQuery {
  f?: string[];
}

export interface GlobalDataOptions extends UaOrganizationQuery, UaRequiredTimeRange, UaFilterQuery {
  /** Metrics to compute. */
  m: UaMetric[];
  /** Dimensions (needed by some metrics). */
  d?: string[];
  /** With an interval, each metric answers `{ total, average, peak }` over the intervals. */
  i?: UaInterval;
  bindOnLastSearch?: boolean;
}

/** A metric's value, or its total, average and peak over intervals. */
export type MetricValueModel = { value: number } | { total: number; average: number; peak: number };

/** `globalData`'s answer: one entry per metric. */
export interface GlobalDataModel {
  globalDatas: Record<string, MetricValueModel>;
  /** When the figures were computed, ms since the epoch. */
  lastUpdated: number;
  cached: boolean;
}

export interface GraphDataPointsOptions extends UaOrganizationQuery, UaRequiredTimeRange, UaFilterQuery {
  m: UaMetric[];
  i?: UaInterval;
  bindOnLastSearch?: boolean;
}

/** One point of a graph: the interval's start (ms) and each metric's value. */
export interface DataPointModel {
  dateTime: number;
  datas: Record<string, number>;
}

export interface GraphDataPointsModel {
  dataPoints: DataPointModel[];
  totals: Record<string, number>;
  stats: Record<string, { sum: number; average: number; min: number; max: number }>;
  lastUpdated: number;
  cached: boolean;
}

/** Sorting and paging of combinations: `s` (a metric or dimension), `asc`, `p` (1-based page), `n` (page size). */
export interface UaSortAndPage {
  s?: string;
  asc?: boolean;
  p?: number;
  n?: number;
  includeMetadata?: boolean;
}

export interface CombinedDataOptions
  extends UaOrganizationQuery,
    UaRequiredTimeRange,
    UaFilterQuery,
    UaSortAndPage {
  m: UaMetric[];
  /** Metric filters, e.g. `PerformSearch>10`. */
  fm?: string[];
  d: string[];
  format?: UaResponseFormat;
  bindOnLastSearch?: boolean;
}

/** Combinations of dimension values with their metrics: `{ searchHub: 'X', PerformSearch: 12 }`. */
export interface CombinedDataModel {
  combinations: Array<Record<string, string | number>>;
  /** Distinct values of each dimension, over every combination. */
  uniqueCounts: Record<string, number>;
  totalNumberOfResults: number;
  lastUpdated: number;
  cached: boolean;
}

export interface TrendsOptions extends CombinedDataOptions {
  /** The metrics whose trend (change from the previous range, in %) to compute. */
  t: UaMetric[];
  /** Previous range; by default, as long as `from`–`to` and just before it. */
  previousFrom?: string;
  previousTo?: string;
}

/** Trends: each combination has `<metric>` and `<metric>Trend` (change in %, `null` without a previous value). */
export type TrendsModel = CombinedDataModel;

export interface VisitsMetricsOptions extends UaOrganizationQuery, UaRequiredTimeRange, UaFilterQuery {
  m: UaMetric[];
  /** Exclusion filters: visits with a matching event are left out. */
  fn?: string[];
  /** Visits are filtered, but their events are not. */
  hideEventFilters?: boolean;
}

export interface VisitsGraphDataPointsOptions
  extends UaOrganizationQuery,
    UaRequiredTimeRange,
    UaFilterQuery {
  m: UaMetric[];
  i?: UaInterval;
  /** Exclusion filters: visits with a matching event are left out. */
  fn?: string[];
  hideEventFilters?: boolean;
}

export interface VisitsOptions
  extends UaOrganizationQuery,
    UaRequiredTimeRange,
    UaFilterQuery,
    UaSortAndPage {
  d?: string[];
  fn?: string[];
  hideEventFilters?: boolean;
}

/** A visit: its events, oldest first. */
export interface VisitModel {
  visitId: string;
  events: Array<Record<string, unknown>>;
  numberOfEvents: number;
}

export interface VisitsModel {
  visits: VisitModel[];
  totalNumberOfVisits: number;
}

/** Error codes of incoherent events. */
export type IncoherentEventErrorCode =
  | 'DUPLICATE_SEARCH_ID'
  | 'DUPLICATE_CLICK_ID'
  | 'DUPLICATE_CUSTOM_EVENT_ID'
  | 'CLICK_WITHOUT_ASSOCIATED_SEARCH'
  | 'STRICT_VALIDATION_FAILURE'
  | (string & {});

export interface IncoherentEventsOptions extends UaOrganizationQuery, UaTimeRange {
  errorCodes?: IncoherentEventErrorCode[];
  /** Include events already seen. */
  seen?: boolean;
  p?: number;
  n?: number;
  asc?: boolean;
  includeMetadata?: boolean;
}

export interface IncoherentEventsModel {
  events: Array<{ errorCode: IncoherentEventErrorCode; datetime: string; event: Record<string, unknown> }>;
  uniqueCounts: Record<string, number>;
  totalNumberOfResults: number;
}

/** `topQueries`' answer: the most frequent queries of the last 30 days. */
export interface TopQueriesModel {
  topQueries: Array<{ queryText: string; count: number }>;
}
