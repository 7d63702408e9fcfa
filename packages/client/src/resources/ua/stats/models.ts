import type { QueryOf, WithRequired } from '../../../core/published';
import type { components, operations } from '../../../generated/usage-analytics-read';
import type { UaOrganizationQuery } from '../serviceModels';

type Schemas = components['schemas'];

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

/**
 * Interval of data points: a minute, an hour, a day, a week (from Monday) or a month. The published enum
 * also lists its five values joined by commas, which names no one interval: it is left out here.
 */
export type UaInterval = Exclude<NonNullable<GlobalDataQuery['i']>, `${string},${string}`>;

/**
 * Format of a statistics answer: JSON, or CSV text. The published enum's `JSON,CSV` (both values joined)
 * names no one format: it is left out here.
 */
export type UaResponseFormat = Exclude<NonNullable<CombinedDataQuery['format']>, `${string},${string}`>;

type GlobalDataQuery = QueryOf<operations['get__v15_stats_globalData']>;
type CombinedDataQuery = QueryOf<operations['get__v15_stats_combinedData']>;

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

/** The enumerated parameters of the statistics queries, without the published joined values. */
interface UaEnumeratedQuery {
  i?: UaInterval;
  format?: UaResponseFormat;
}

/**
 * A statistics query `Q` as the client takes it: the range (`from`, `to`) and the metrics (`m`, named
 * with {@link UaMetric}) required, though the published parameters are optional; the interval `i` and
 * the `format` as {@link UaEnumeratedQuery} has them.
 */
type StatsQuery<Q extends UaTimeRange> = Omit<WithRequired<Q, 'from' | 'to'>, 'm' | 'i' | 'format'> & {
  /** Metrics to compute. */
  m: UaMetric[];
} & Pick<UaEnumeratedQuery, Extract<keyof Q, 'i' | 'format'>>;

/**
 * `globalData`'s query: metrics `m` over the range `from`–`to`, filters `f`, dimensions `d` (needed by
 * some metrics); with an interval `i`, each metric answers `{ total, average, peak }` over the intervals.
 */
export type GlobalDataOptions = StatsQuery<GlobalDataQuery>;

/**
 * A metric's figure: its `value`, or with an interval its `total`, `average` and `peak` over the
 * intervals. The published figure is any map of numbers, so each is optional.
 */
export type MetricValueModel = {
  value?: number;
  total?: number;
  average?: number;
  peak?: number;
};

/** `globalData`'s answer: one figure per metric, by the metric's name. */
export type GlobalDataModel = Omit<Schemas['GlobalAggregatedDataResponseV15'], 'globalDatas'> & {
  globalDatas: Record<string, MetricValueModel>;
};

/** `graphDataPoints`' query: metrics `m` per interval `i` (default `DAY`) over the range, filters `f`. */
export type GraphDataPointsOptions = StatsQuery<QueryOf<operations['get__v15_stats_graphDataPoints']>>;

/** One point of a graph: the interval's start (`dateTime`, ms since the epoch) and each metric's value (`datas`). */
export type DataPointModel = Schemas['DataPoint'];

/**
 * A metric's figures over a graph's points: their `sum`, `average`, `min` and `max`. The published
 * statistics are any object, so each is optional.
 */
export type MetricStatisticsModel = {
  sum?: number;
  average?: number;
  min?: number;
  max?: number;
};

/** A graph: its points, each metric's total over them, and (`stats`) each metric's figures over them. */
export type GraphDataPointsModel = Omit<Schemas['GraphAggregatedDataResponseV15'], 'stats'> & {
  stats?: Record<string, MetricStatisticsModel>;
};

/** Sorting and paging of combinations: `s` (a metric or dimension), `asc`, `p` (1-based page), `n` (page size). */
export interface UaSortAndPage {
  s?: string;
  asc?: boolean;
  p?: number;
  n?: number;
  includeMetadata?: boolean;
}

/**
 * `combinedData`'s query: metrics `m` per combination of the dimensions `d` (required here) over the
 * range, filters `f`, metric filters `fm` (e.g. `PerformSearch>10`), sorted and paged ({@link UaSortAndPage});
 * `format: 'CSV'` answers CSV text.
 */
export type CombinedDataOptions = StatsQuery<WithRequired<CombinedDataQuery, 'd'>>;

/**
 * Combinations of dimension values with their metrics: `{ searchHub: 'X', PerformSearch: 12 }`;
 * `uniqueCounts`, the distinct values of each dimension over every combination; `totalNumberOfResults`,
 * the combinations over every page.
 */
export type CombinedDataModel = Schemas['CombinedDataResponseV15'];

/**
 * `trends`' query: as {@link CombinedDataOptions}, and `t`, the metrics whose trend (change from the
 * previous range, in %) to compute; `previousFrom`–`previousTo`, the previous range (by default as long
 * as `from`–`to` and just before it).
 */
export type TrendsOptions = StatsQuery<WithRequired<QueryOf<operations['get__v15_stats_trends']>, 'd' | 't'>>;

/** Trends: each combination has `<metric>` and `<metric>Trend` (change in %, `null` without a previous value). */
export type TrendsModel = CombinedDataModel;

/**
 * `visitsMetrics`' query: visit metrics `m` over the range; `f` keeps the visits with a matching event,
 * `fn` leaves out those with one; `hideEventFilters` are filters whose matching events are hidden from
 * the visits (each filter inverted, joined with AND).
 */
export type VisitsMetricsOptions = StatsQuery<QueryOf<operations['get__v15_stats_visitsMetrics']>>;

/** `visitsGraphDataPoints`' query: as {@link VisitsMetricsOptions}, per interval `i` (default `DAY`). */
export type VisitsGraphDataPointsOptions = StatsQuery<
  QueryOf<operations['get__v15_stats_visitsGraphDataPoints']>
>;

/**
 * `visits`' query: the range (required), dimensions `d`, `f`, `fn` and `hideEventFilters` as in
 * {@link VisitsMetricsOptions}, sorted and paged ({@link UaSortAndPage}).
 */
export type VisitsOptions = WithRequired<QueryOf<operations['get__v15_stats_visits']>, 'from' | 'to'>;

/** A visit: its id, its events (oldest first) and how many there are. */
export type VisitModel = WithRequired<Schemas['VisitStatisticsResponseV15'], 'events' | 'numberOfEvents'>;

/** A page of visits, and the visits over every page. */
export type VisitsModel = Omit<
  WithRequired<Schemas['VisitsStatisticsResponseV15'], 'totalNumberOfVisits'>,
  'visits'
> & { visits: VisitModel[] };

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
