import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import type { Transport } from '../../core/transport';
import { formatUsageDay, formatUsageMonth } from './dates';
import { usageHubEndpoints, usageLicenseEndpoints, usageRawEndpoints } from './endpoints';
import type { SearchUsageMetricsHubsCalls, SearchUsageMetricsLicenseCalls } from './endpoints.generated';
import type {
  LicenseMonthlyOptions,
  ListSearchHubsOptions,
  MonthlyRawMetricsModel,
  MonthlyRawMetricsOptions,
  SearchHubLicenseMetric,
  SearchHubModel,
  SearchHubRawMetric,
  UsageDayRange,
  UsageMetricListModel,
  UsageMetricValuesModel,
  UsageMonthRange,
} from './models';

type Empty = Record<string, never>;

/**
 * Licence usage (`/rest/organizations/{org}/searchusagemetrics/license`): the metrics the licence
 * counts and their monthly values.
 */
export class UsageLicense extends Resource<typeof usageLicenseEndpoints> {
  get endpoints() {
    return usageLicenseEndpoints;
  }

  /**
   * A licence metric's value per month, `from` to `to` (months, both included).
   * `GET /rest/organizations/{org}/searchusagemetrics/license/monthly/{metric}?from=YYYY-MM&to=YYYY-MM`.
   * @returns `{ values: [{ date: 'YYYY-MM', value }] }`.
   * @throws TypeError for a malformed month, before anything is sent (the promise rejects); PlatformError for a non-success response.
   */
  async monthly<S extends RequestSettings = {}>(
    metric: SearchHubLicenseMetric,
    options: LicenseMonthlyOptions,
    settings?: S,
  ): Promise<GetResult<UsageMetricValuesModel, S>> {
    const query = {
      ...options,
      from: formatUsageMonth(options?.from, 'from'),
      to: formatUsageMonth(options?.to, 'to'),
    };
    return this.call<UsageMetricValuesModel, S>('monthly', { path: { metric }, query }, settings);
  }
}

// The calls of UsageLicense that follow the argument convention: Resource makes them from the endpoint table.
export interface UsageLicense extends SearchUsageMetricsLicenseCalls {
  /**
   * The licence metrics the organization uses. `GET /rest/organizations/{org}/searchusagemetrics/license/inUse`.
   * @returns `{ metrics: [{ id, label }] }`.
   * @throws PlatformError for a non-success response.
   */
  inUse<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UsageMetricListModel, S>>;

  /**
   * The licence metrics search hubs can be assigned to.
   * `GET /rest/organizations/{org}/searchusagemetrics/license/assignable`.
   * @returns `{ metrics: [{ id, label }] }`.
   * @throws PlatformError for a non-success response.
   */
  listAssignable<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UsageMetricListModel, S>>;
}

/**
 * Raw usage metrics (`/rest/organizations/{org}/searchusagemetrics/raw`): queries and users per
 * search hub, by month or day. Months are sent as `YYYY-MM` and days as `YYYY-MM-DD`, zero-padded;
 * each may be given as that string, a `Date` (read in UTC) or `{ year, month, day? }`.
 */
export class UsageRawMetrics extends Resource<typeof usageRawEndpoints> {
  get endpoints() {
    return usageRawEndpoints;
  }

  /**
   * Every search hub's raw usage over one month.
   * `GET /rest/organizations/{org}/searchusagemetrics/raw/monthly?month=YYYY-MM&minimumQueries=…`.
   * @returns `{ searchHubs: [{ searchHub, normalQueries, users, ... }] }`.
   * @throws TypeError for a malformed month, before anything is sent (the promise rejects); PlatformError for a non-success response.
   */
  async monthly<S extends RequestSettings = {}>(
    options: MonthlyRawMetricsOptions,
    settings?: S,
  ): Promise<GetResult<MonthlyRawMetricsModel, S>> {
    const query = { ...options, month: formatUsageMonth(options?.month, 'month') };
    return this.call<MonthlyRawMetricsModel, S>('monthly', { query }, settings);
  }

  /**
   * A search hub's raw metric per day, `from` to `to` (days, both included).
   * `GET /rest/organizations/{org}/searchusagemetrics/raw/searchhubs/{searchHub}/daily/{metric}?from=YYYY-MM-DD&to=YYYY-MM-DD`.
   * @returns `{ values: [{ date: 'YYYY-MM-DD', value }] }`.
   * @throws TypeError for a malformed day, before anything is sent (the promise rejects); PlatformError for a non-success response.
   */
  async hubDaily<S extends RequestSettings = {}>(
    searchHub: string,
    metric: SearchHubRawMetric,
    range: UsageDayRange,
    settings?: S,
  ): Promise<GetResult<UsageMetricValuesModel, S>> {
    const query = { from: formatUsageDay(range?.from, 'from'), to: formatUsageDay(range?.to, 'to') };
    return this.call<UsageMetricValuesModel, S>('hubDaily', { path: { searchHub, metric }, query }, settings);
  }

  /**
   * A search hub's raw metric per month, `from` to `to` (months, both included).
   * `GET /rest/organizations/{org}/searchusagemetrics/raw/searchhubs/{searchHub}/monthly/{metric}?from=YYYY-MM&to=YYYY-MM`.
   * @returns `{ values: [{ date: 'YYYY-MM', value }] }`.
   * @throws TypeError for a malformed month, before anything is sent (the promise rejects); PlatformError for a non-success response.
   */
  async hubMonthly<S extends RequestSettings = {}>(
    searchHub: string,
    metric: SearchHubRawMetric,
    range: UsageMonthRange,
    settings?: S,
  ): Promise<GetResult<UsageMetricValuesModel, S>> {
    const query = { from: formatUsageMonth(range?.from, 'from'), to: formatUsageMonth(range?.to, 'to') };
    return this.call<UsageMetricValuesModel, S>(
      'hubMonthly',
      { path: { searchHub, metric }, query },
      settings,
    );
  }
}

// The calls of UsageRawMetrics that follow the argument convention: Resource makes them from the endpoint table.
export interface UsageRawMetrics {
  /**
   * The raw metrics there are. `GET /rest/organizations/{org}/searchusagemetrics/raw/all`.
   * @returns `{ metrics: [{ id, label }] }`.
   * @throws PlatformError for a non-success response.
   */
  all<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UsageMetricListModel, S>>;
}

/** Search hubs as usage metrics count them (`/rest/organizations/{org}/searchusagemetrics/hubs`), and their buckets. */
export class UsageSearchHubs extends Resource<typeof usageHubEndpoints> {
  get endpoints() {
    return usageHubEndpoints;
  }
}

// The calls of UsageSearchHubs that follow the argument convention: Resource makes them from the endpoint table.
export interface UsageSearchHubs extends SearchUsageMetricsHubsCalls {
  /**
   * Lists search hubs, a page at a time. `GET /rest/organizations/{org}/searchusagemetrics/hubs?filter=…&page=…&pageSize=…`.
   * @returns `SearchHubModel[]`: the page's hubs, `{ name, bucket, description }`.
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(
    options?: ListSearchHubsOptions,
    settings?: S,
  ): Promise<GetResult<SearchHubModel[], S>>;

  /**
   * Declares a search hub. `POST /rest/organizations/{org}/searchusagemetrics/hubs` with the hub as JSON.
   * @returns `{}` (200 without a body): {@link get} reads the hub.
   * @throws PlatformError for a non-success response (400 without a `name`, 409 when it exists).
   */
  create(hub: SearchHubModel, settings?: RequestSettings): Promise<Empty>;

  /**
   * Reads a search hub. `GET /rest/organizations/{org}/searchusagemetrics/hubs/{hubName}`.
   * @returns `SearchHubModel`.
   * @throws PlatformError for a non-success response (404 for an unknown hub).
   */
  get<S extends RequestSettings = {}>(hubName: string, settings?: S): Promise<GetResult<SearchHubModel, S>>;

  /**
   * Changes a search hub's description or bucket. `PUT /rest/organizations/{org}/searchusagemetrics/hubs/{hubName}`
   * with the hub as JSON: its `name`, required by the platform, and what to change (a field left out stays).
   * @returns `{}` (200 without a body).
   * @throws PlatformError for a non-success response (400 without a `name`, 404 for an unknown hub).
   */
  update(hubName: string, hub: SearchHubModel, settings?: RequestSettings): Promise<Empty>;

  /**
   * Deletes a search hub. `DELETE /rest/organizations/{org}/searchusagemetrics/hubs/{hubName}`.
   * @returns `{}` (200 without a body).
   * @throws PlatformError for a non-success response (404 for an unknown hub).
   */
  delete(hubName: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Assigns a search hub to a usage bucket (a licence metric, e.g. `normalQueries`).
   * `PUT /rest/organizations/{org}/searchusagemetrics/hubs/{hubName}/bucket?bucket=…`.
   * @returns `{}` (200 without a body).
   * @throws PlatformError for a non-success response (404 for an unknown hub).
   */
  updateBucket(hubName: string, query: { bucket: string }, settings?: RequestSettings): Promise<Empty>;
}

/**
 * Search usage metrics (`/rest/organizations/{org}/searchusagemetrics`): licence usage, raw usage per
 * search hub, and the hubs themselves.
 */
export class SearchUsageMetrics {
  /** Licence usage. */
  readonly license: UsageLicense;
  /** Raw usage per search hub. */
  readonly raw: UsageRawMetrics;
  /** Search hubs and their buckets. */
  readonly hubs: UsageSearchHubs;

  constructor(transport: Transport) {
    this.license = new UsageLicense(transport);
    this.raw = new UsageRawMetrics(transport);
    this.hubs = new UsageSearchHubs(transport);
  }
}
