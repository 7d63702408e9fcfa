import type { EmulatorContext } from '../../context';
import type { Behaviours } from '../../engine/hooks';
import { badRequest, notFound, Reply } from '../../http';
import { csvCell } from '../../model/ua/analytics';
import { eventsOf, groupBy, SEARCH_HUBS, type UaEvent } from '../../model/ua/events';
import { oneOf, served } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

// Search usage metrics (`/rest/organizations/{org}/searchusagemetrics`), counted from the usage-analytics
// event store: a hub's normalQueries for a month is the number of its search events that month (UTC),
// the same figure as `ua.stats.globalData` (PerformSearch, filtered on the hub, over the month) and as
// the rows of a SEARCHES export of that hub and month. Searches count toward the licence metric (bucket)
// their hub is assigned to, day by day. Query logs are CSV files. Dates are `YYYY-MM` and `YYYY-MM-DD`,
// zero-padded. The engine keeps the hubs: at first the hubs events come from, then as they are written.

/** The raw metrics, and the licence metrics, the first four of which a hub's searches can count toward. */
const RAW_METRICS =
  'normalQueries recommendationQueries commerceProductListingQueries users staticQueries'.split(' ');
const LICENSE_METRICS =
  'normalQueries recommendationsQueries commerceProductListingQueries staticQueries intranetUsers agents'.split(
    ' ',
  );
const ASSIGNABLE = LICENSE_METRICS.slice(0, 4);

/** A month (`YYYY-MM`) or day (`YYYY-MM-DD`) of the query. @throws HttpError 400 when malformed. */
function dateOf(ctx: EmulatorContext, name: string, day: boolean): string {
  const raw = ctx.query(name) ?? '';
  const valid = day
    ? /^\d{4}-\d{2}-\d{2}$/.test(raw) && new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) === raw
    : /^\d{4}-(0[1-9]|1[0-2])$/.test(raw);
  if (!valid)
    throw badRequest(
      `The query parameter '${name}' must be a ${day ? 'day, YYYY-MM-DD' : 'month, YYYY-MM'}; got '${raw}'.`,
    );
  return raw;
}

/** The months, or days, from the query's `from` to its `to`, both included. */
function keys(ctx: EmulatorContext, day: boolean): string[] {
  const [from, to] = [dateOf(ctx, 'from', day), dateOf(ctx, 'to', day)];
  if (from > to) throw badRequest("'from' must not be after 'to'.");
  const out: string[] = [];
  const date = new Date(day ? `${from}T00:00:00Z` : `${from}-01T00:00:00Z`);
  for (
    ;
    out.length < 3700;
    day ? date.setUTCDate(date.getUTCDate() + 1) : date.setUTCMonth(date.getUTCMonth() + 1)
  ) {
    const key = date.toISOString().slice(0, day ? 10 : 7);
    if (key > to) return out;
    out.push(key);
  }
  throw badRequest('The range is too long.');
}

/** A raw metric over events. */
const raw = (events: UaEvent[], metric: string) =>
  metric === 'normalQueries'
    ? events.filter((e) => e.table === 'SEARCHES').length
    : metric === 'users'
      ? new Set(events.map((e) => e.userId)).size
      : 0;

/** The organization's events by month or day key (`YYYY-MM` / `YYYY-MM-DD`), of one hub or all. */
const bucketed = (store: OrganizationStore, length: 7 | 10, hub?: string) =>
  groupBy(
    eventsOf(store).filter((e) => hub === undefined || e.searchHub === hub),
    (e) => e.datetime.slice(0, length),
  );

/** The metric of the path, one of `known`. @throws HttpError 400 for another. */
const metricOf = (ctx: EmulatorContext, known: string[]) =>
  oneOf(ctx.params.metric, known, 'metric', 'INVALID_METRIC');

const HUBS = { records: 'usage.hubs', label: 'Search hub', key: 'name' };
/** The search hubs, seeded once with the hubs events come from. */
function hubsOf(store: OrganizationStore) {
  const hubs = store.collection<Record<string, any>>(HUBS.records, HUBS.label, HUBS.key);
  if (!store.documents.has('usage.hubs.seeded')) {
    store.documents.set('usage.hubs.seeded', true);
    for (const name of SEARCH_HUBS) hubs.insert({ name, bucket: 'normalQueries', description: '' });
  }
  return hubs;
}

const bucketOf = (store: OrganizationStore, hub: string) =>
  hubsOf(store).records.get(hub)?.bucket ?? 'normalQueries';
const checkBucket = (bucket: string) => oneOf(bucket, ASSIGNABLE, 'bucket');
const listOf = (ids: string[]) => ({ metrics: ids.map((id) => ({ id })) });
/** One hub's raw metric per month or day of the query's range. */
const hubSeries = (ctx: EmulatorContext, day: boolean) => {
  const [metric, map] = [metricOf(ctx, RAW_METRICS), bucketed(ctx.store, day ? 10 : 7, ctx.params.searchHub)];
  return { values: keys(ctx, day).map((date) => ({ date, value: raw(map.get(date) ?? [], metric) })) };
};

/** How many searches of a month or day (a key of `map`) count toward a licence metric: those of the hubs assigned to it. */
const licensed = (store: OrganizationStore, metric: string, map: Map<string, UaEvent[]>) => (key: string) =>
  raw(map.get(key)?.filter((e) => bucketOf(store, e.searchHub) === metric) ?? [], 'normalQueries');

/** A licence metric's value per day of the query's range. @throws HttpError 404 for an unknown metric. */
function dailyLicensed(ctx: EmulatorContext) {
  const { metric } = ctx.params;
  if (!LICENSE_METRICS.includes(metric)) throw notFound('Licence metric', metric);
  const value = licensed(ctx.store, metric, bucketed(ctx.store, 10));
  return keys(ctx, true).map((date) => ({ date, value: value(date) }));
}

/** A hub's searches of the query's days as a CSV file: the URL it downloads from. */
function queryLogs(ctx: EmulatorContext, hub: string) {
  const byDay = bucketed(ctx.store, 10, hub);
  const searches = keys(ctx, true).flatMap((d) => byDay.get(d)?.filter((e) => e.table === 'SEARCHES') ?? []);
  const rows = searches.map((e) => [e.datetime, e.queryExpression, e.userId].map(csvCell).join(','));
  return { url: served(ctx, `${['datetime,queryExpression,userId', ...rows].join('\n')}\n`) };
}

export const usageMetricsBehaviours: Behaviours = {
  'searchUsageMetrics.hubs.get': {
    ...HUBS,
    seed: hubsOf,
    keep: ['description'],
    // A hub counts toward normalQueries unless assigned elsewhere; an update keeps what it leaves out.
    accept: (_ctx, { name, bucket, description }, before) => ({
      ...before,
      name,
      bucket: checkBucket(bucket ?? before?.bucket ?? 'normalQueries'),
      ...(description !== undefined ? { description } : {}),
    }),
  },
};

export const usageMetricsHandlers: Handlers = {
  'searchUsageMetrics.raw.all': () => listOf(RAW_METRICS),
  'searchUsageMetrics.raw.monthly': (ctx) => {
    const minimum = Number(ctx.query('minimumQueries') ?? 0) || 0;
    const byHub = groupBy(bucketed(ctx.store, 7).get(dateOf(ctx, 'month', false)) ?? [], (e) => e.searchHub);
    const searchHubs = [...byHub].map(([searchHub, events]) => ({
      searchHub,
      assignment: bucketOf(ctx.store, searchHub),
      normalQueries: raw(events, 'normalQueries'),
      recommendationQueries: 0,
      users: raw(events, 'users'),
      staticQueries: 0,
      productListingQueries: 0,
    }));
    return {
      searchHubs: searchHubs
        .filter((h) => h.normalQueries >= minimum)
        .sort((a, b) => b.normalQueries - a.normalQueries || a.searchHub.localeCompare(b.searchHub)),
    };
  },
  'searchUsageMetrics.raw.hubMonthly': (ctx) => hubSeries(ctx, false),
  'searchUsageMetrics.raw.hubDaily': (ctx) => hubSeries(ctx, true),

  'searchUsageMetrics.license.inUse': (ctx) => {
    const buckets = hubsOf(ctx.store)
      .list()
      .map((hub) => hub.bucket);
    return listOf([...new Set(buckets)]);
  },
  'searchUsageMetrics.license.listAssignable': () => listOf(ASSIGNABLE),
  'searchUsageMetrics.license.all': () => listOf(LICENSE_METRICS),
  'searchUsageMetrics.license.daily': (ctx) => ({ values: dailyLicensed(ctx) }),
  'searchUsageMetrics.license.total': (ctx) => ({
    value: dailyLicensed(ctx).reduce((sum, day) => sum + day.value, 0),
  }),
  // Each month's value sums the `slidingWindow` months up to it (1 to 36).
  'searchUsageMetrics.license.monthly': (ctx) => {
    const metric = metricOf(ctx, LICENSE_METRICS);
    const window = Number(ctx.query('slidingWindow') ?? 1);
    if (!Number.isInteger(window) || window < 1 || window > 36)
      throw badRequest("'slidingWindow' must be from 1 to 36 months.");
    const value = licensed(ctx.store, metric, bucketed(ctx.store, 7));
    return {
      values: keys(ctx, false).map((date) => {
        const [y, m] = date.split('-').map(Number);
        const months = Array.from({ length: window }, (_, i) =>
          new Date(Date.UTC(y, m - 1 - i, 1)).toISOString().slice(0, 7),
        );
        return { date, value: months.reduce((sum, k) => sum + value(k), 0) };
      }),
    };
  },

  'searchUsageMetrics.hubs.getQueryLogs': (ctx) =>
    queryLogs(ctx, hubsOf(ctx.store).get(ctx.params.hubName).name),
  'searchUsageMetrics.hubs.getQueryLogsByName': (ctx) => queryLogs(ctx, ctx.query('hubName') ?? ''),
  // The write answers 200 without a body.
  'searchUsageMetrics.hubs.updateBucket': (ctx) => {
    hubsOf(ctx.store).update(ctx.params.hubName, { bucket: checkBucket(ctx.query('bucket')!) });
    return new Reply(200);
  },
};
