import type { GetResult, RequestSettings } from '../../../core/options';
import { Resource } from '../../../core/resource';
import type { UaOrganizationQuery, UaServiceHealthModel, UaServiceStatusModel } from '../serviceModels';
import { uaStatsEndpoints } from './endpoints';
import type {
  CombinedDataModel,
  CombinedDataOptions,
  GlobalDataModel,
  GlobalDataOptions,
  GraphDataPointsModel,
  GraphDataPointsOptions,
  IncoherentEventsModel,
  IncoherentEventsOptions,
  TopQueriesModel,
  TrendsModel,
  TrendsOptions,
  VisitsGraphDataPointsOptions,
  VisitsMetricsOptions,
  VisitsModel,
  VisitsOptions,
} from './models';

/**
 * Usage-analytics statistics (`/rest/ua/v15/stats`): figures over searches, clicks, custom events and
 * visits. Ranges are ISO 8601 date-times (`from`, `to`, both included); filters (`f`) are
 * `dimension=='value'` expressions joined with AND. The organization goes in the `org` query parameter.
 */
export class UaStats extends Resource<typeof uaStatsEndpoints> {
  get endpoints() {
    return uaStatsEndpoints;
  }
}

// The calls of UaStats that follow the argument convention: Resource makes them from the endpoint table.
export interface UaStats {
  /**
   * The statistics service's status. `GET /rest/ua/v15/stats/status` (no organization).
   * @returns `{ status, ... }`.
   * @throws PlatformError for a non-success response.
   */
  status<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceStatusModel, S>>;

  /**
   * The statistics service's health. `GET /rest/ua/v15/stats/monitoring/health` (no organization).
   * @returns `{ status: 'UP' | 'DOWN' | ..., components? }`.
   * @throws PlatformError for a non-success response.
   */
  health<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceHealthModel, S>>;

  /**
   * Events the service found incoherent (e.g. a click without its search).
   * `GET /rest/ua/v15/stats/incoherentEvents?org=…&errorCodes=…&from=…&to=…`.
   * @returns `{ events: [{ errorCode, datetime, event }], uniqueCounts, totalNumberOfResults }`.
   * @throws PlatformError for a non-success response (400 for a malformed date).
   */
  incoherentEvents<S extends RequestSettings = {}>(
    query?: IncoherentEventsOptions,
    settings?: S,
  ): Promise<GetResult<IncoherentEventsModel, S>>;

  /**
   * Metrics per interval (a minute, an hour, a day, a week or a month) over a range.
   * `GET /rest/ua/v15/stats/graphDataPoints?org=…&m=…&i=…&from=…&to=…&f=…`.
   * @returns `{ dataPoints: [{ dateTime (ms), datas: { metric: value } }], totals, stats }`.
   * @throws PlatformError for a non-success response (400 for an unknown metric, dimension or interval,
   *   or for a range of too many intervals).
   */
  graphDataPoints<S extends RequestSettings = {}>(
    query?: GraphDataPointsOptions,
    settings?: S,
  ): Promise<GetResult<GraphDataPointsModel, S>>;

  /**
   * Metrics over a whole range, e.g. the number of searches (`m: ['PerformSearch']`).
   * `GET /rest/ua/v15/stats/globalData?org=…&m=…&from=…&to=…&f=…`.
   * @returns `{ globalDatas: { metric: { value } } }` (with `i`: `{ total, average, peak }` per metric).
   * @throws PlatformError for a non-success response (400 for an unknown metric or a malformed filter).
   */
  globalData<S extends RequestSettings = {}>(
    query?: GlobalDataOptions,
    settings?: S,
  ): Promise<GetResult<GlobalDataModel, S>>;

  /**
   * Combinations of dimension values with their metrics and how each changed from the previous range.
   * `GET /rest/ua/v15/stats/trends?org=…&t=…&m=…&d=…&from=…&to=…`.
   * @returns `{ combinations: [{ dim, metric, metricTrend (%) }], uniqueCounts, totalNumberOfResults }`.
   * @throws PlatformError for a non-success response.
   */
  trends<S extends RequestSettings = {}>(
    query?: TrendsOptions,
    settings?: S,
  ): Promise<GetResult<TrendsModel, S>>;

  /**
   * Metrics over visits. `GET /rest/ua/v15/stats/visitsMetrics?org=…&m=…&from=…&to=…`.
   * @returns `{ globalDatas: { metric: { value } } }`.
   * @throws PlatformError for a non-success response.
   */
  visitsMetrics<S extends RequestSettings = {}>(
    query?: VisitsMetricsOptions,
    settings?: S,
  ): Promise<GetResult<GlobalDataModel, S>>;

  /**
   * Visit metrics per interval. `GET /rest/ua/v15/stats/visitsGraphDataPoints?org=…&m=…&i=…`.
   * @returns `{ dataPoints, totals, stats }` as {@link graphDataPoints}.
   * @throws PlatformError for a non-success response.
   */
  visitsGraphDataPoints<S extends RequestSettings = {}>(
    query?: VisitsGraphDataPointsOptions,
    settings?: S,
  ): Promise<GetResult<GraphDataPointsModel, S>>;

  /**
   * Metrics per combination of dimension values (e.g. searches per query: `d: ['queryExpression']`),
   * sorted (`s`, `asc`) and paged (`p` from 1, `n`).
   * `GET /rest/ua/v15/stats/combinedData?org=…&m=…&d=…&from=…&to=…&s=…&n=…`.
   * @returns `{ combinations, uniqueCounts, totalNumberOfResults }`; with `format: 'CSV'`, the CSV text.
   * @throws PlatformError for a non-success response.
   */
  combinedData<S extends RequestSettings = {}>(
    query?: CombinedDataOptions,
    settings?: S,
  ): Promise<GetResult<CombinedDataModel, S>>;

  /**
   * The most frequent queries of the last 30 days (deprecated by the platform; {@link combinedData}
   * with `d: ['queryExpression']` takes a range). `GET /rest/ua/v15/stats/topQueries?org=…`.
   * @returns `{ topQueries: [{ queryText, count }] }`.
   * @throws PlatformError for a non-success response.
   */
  topQueries<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<TopQueriesModel, S>>;

  /**
   * Asks a running statistics query to stop (at best: the platform may finish it; the caller of a query it
   * stops gets a 409). `DELETE /rest/ua/v15/stats/query/{queryId}?org=…`.
   * @returns `{}` (202).
   * @throws PlatformError for a non-success response.
   */
  cancelQuery(
    queryId: string,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Visits and their events. `GET /rest/ua/v15/stats/visits?org=…&from=…&to=…&f=…&p=…&n=…`.
   * @returns `{ visits: [{ visitId, events, numberOfEvents }], totalNumberOfVisits }`.
   * @throws PlatformError for a non-success response.
   */
  visits<S extends RequestSettings = {}>(
    query?: VisitsOptions,
    settings?: S,
  ): Promise<GetResult<VisitsModel, S>>;

  /**
   * Asks the platform to bring the organization's visit view up to date now, rather than at its next
   * scheduled refresh (the platform names it a forced visit view update). `POST /rest/ua/v15/stats/visits?org=…`, no body.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response.
   */
  queryVisits(query?: UaOrganizationQuery, settings?: RequestSettings): Promise<Record<string, never>>;
}
