import { type EmulatorContext, intQuery, paged } from '../../context';
import { badRequest, conflict, Reply } from '../../http';
import { own } from '../../safe';
import type { OrganizationStore } from '../../state';
import { requireObject } from '../rest';
import type { Handlers } from '../types';
import { eventsOf, SEARCH_HUBS, type UaEvent } from './events';

/*
 * Search usage metrics (`/rest/organizations/{org}/searchusagemetrics`), counted from the usage-analytics
 * event store: a hub's normalQueries for a month is the number of its search events that month (UTC),
 * the same figure as `ua.stats.globalData` (PerformSearch, filtered on the hub, over the month) and as
 * the rows of a SEARCHES export of that hub and month. Dates are `YYYY-MM` and `YYYY-MM-DD`, zero-padded.
 */

const RAW_METRICS: Record<string, string> = {
  normalQueries: 'Normal queries',
  recommendationQueries: 'Recommendation queries',
  commerceProductListingQueries: 'Commerce product listing queries',
  users: 'Users',
  staticQueries: 'Static queries',
};
const LICENSE_METRICS: Record<string, string> = {
  normalQueries: 'Normal queries',
  recommendationsQueries: 'Recommendation queries',
  commerceProductListingQueries: 'Commerce product listing queries',
  staticQueries: 'Static queries',
  intranetUsers: 'Intranet users',
  agents: 'Agents',
};
const ASSIGNABLE = [
  'normalQueries',
  'recommendationsQueries',
  'commerceProductListingQueries',
  'staticQueries',
];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function month(ctx: EmulatorContext, name: string): string {
  const raw = ctx.query(name);
  if (!raw || !MONTH.test(raw))
    throw badRequest(`The query parameter '${name}' must be a month, YYYY-MM; got '${raw ?? ''}'.`);
  return raw;
}

function day(ctx: EmulatorContext, name: string): string {
  const raw = ctx.query(name);
  if (!raw || !DAY.test(raw) || new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw) {
    throw badRequest(`The query parameter '${name}' must be a day, YYYY-MM-DD; got '${raw ?? ''}'.`);
  }
  return raw;
}

/** Months `from` to `to`, both included. */
function months(from: string, to: string): string[] {
  if (from > to) throw badRequest("'from' must not be after 'to'.");
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number);
  for (let key = from; key <= to; ) {
    out.push(key);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
    key = `${y}-${String(m).padStart(2, '0')}`;
    if (out.length > 1200) throw badRequest('The range is too long.');
  }
  return out;
}

function days(from: string, to: string): string[] {
  if (from > to) throw badRequest("'from' must not be after 'to'.");
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
    if (out.length > 3700) throw badRequest('The range is too long.');
  }
  return out;
}

/** A raw metric over events. */
function raw(events: UaEvent[], metric: string): number {
  if (metric === 'normalQueries') return events.filter((e) => e.table === 'SEARCHES').length;
  if (metric === 'users') return new Set(events.map((e) => e.userId)).size;
  return 0;
}

/** The organization's events indexed by month or day key (`YYYY-MM` / `YYYY-MM-DD`), per hub. */
function bucketed(store: OrganizationStore, length: 7 | 10, hub?: string): Map<string, UaEvent[]> {
  const map = new Map<string, UaEvent[]>();
  for (const e of eventsOf(store)) {
    if (hub !== undefined && e.searchHub !== hub) continue;
    const key = e.datetime.slice(0, length);
    const list = map.get(key);
    if (list) list.push(e);
    else map.set(key, [e]);
  }
  return map;
}

function requireMetric(table: Record<string, string>, metric: string): string {
  if (!own(table, metric))
    throw badRequest(`Unknown metric '${metric}'. Use: ${Object.keys(table).join(', ')}.`, 'INVALID_METRIC');
  return metric;
}

/** The search hubs usage metrics know: seeded with the hubs events come from, then stateful. */
function hubsOf(store: OrganizationStore) {
  const hubs = store.collection<{ id: string; name: string; bucket?: string; description?: string }>(
    'usage.hubs',
    'Search hub',
  );
  if (!store.documents.has('usage.hubs.seeded')) {
    store.documents.set('usage.hubs.seeded', true);
    for (const name of SEARCH_HUBS) hubs.insert({ id: name, name, bucket: 'normalQueries', description: '' });
  }
  return hubs;
}

const hubView = ({ id: _, ...hub }: { id: string; name: string }) => hub;

function checkHub(raw: unknown, partial: boolean) {
  const body = requireObject(raw);
  if (!partial && (typeof body.name !== 'string' || !body.name.trim()))
    throw badRequest("'name' is required.");
  if (body.name !== undefined && typeof body.name !== 'string') throw badRequest("'name' must be a string.");
  if (body.description !== undefined && typeof body.description !== 'string')
    throw badRequest("'description' must be a string.");
  if (body.bucket !== undefined && !ASSIGNABLE.includes(body.bucket)) {
    throw badRequest(`'bucket' must be one of ${ASSIGNABLE.join(', ')}.`);
  }
  return body as { name?: string; bucket?: string; description?: string };
}

const list = (table: Record<string, string>) => ({
  metrics: Object.entries(table).map(([id, label]) => ({ id, label })),
});

export const usageMetricsHandlers: Handlers = {
  'searchUsageMetrics.raw.all': () => list(RAW_METRICS),
  'searchUsageMetrics.raw.monthly': (ctx) => {
    const key = month(ctx, 'month');
    const minimum = intQuery(ctx, 'minimumQueries', 0);
    const events = bucketed(ctx.store, 7).get(key) ?? [];
    const byHub = new Map<string, UaEvent[]>();
    for (const e of events) byHub.set(e.searchHub, [...(byHub.get(e.searchHub) ?? []), e]);
    const hubs = hubsOf(ctx.store);
    return {
      searchHubs: [...byHub]
        .map(([searchHub, list]) => ({
          searchHub,
          assignment: hubs.has(searchHub) ? (hubs.get(searchHub).bucket ?? 'normalQueries') : 'normalQueries',
          normalQueries: raw(list, 'normalQueries'),
          recommendationQueries: 0,
          users: raw(list, 'users'),
          staticQueries: 0,
          productListingQueries: 0,
        }))
        .filter((h) => h.normalQueries >= minimum)
        .sort((a, b) => b.normalQueries - a.normalQueries || a.searchHub.localeCompare(b.searchHub)),
    };
  },
  'searchUsageMetrics.raw.hubMonthly': (ctx) => {
    const metric = requireMetric(RAW_METRICS, ctx.params.metric);
    const keys = months(month(ctx, 'from'), month(ctx, 'to'));
    const map = bucketed(ctx.store, 7, ctx.params.searchHub);
    return { values: keys.map((date) => ({ date, value: raw(map.get(date) ?? [], metric) })) };
  },
  'searchUsageMetrics.raw.hubDaily': (ctx) => {
    const metric = requireMetric(RAW_METRICS, ctx.params.metric);
    const keys = days(day(ctx, 'from'), day(ctx, 'to'));
    const map = bucketed(ctx.store, 10, ctx.params.searchHub);
    return { values: keys.map((date) => ({ date, value: raw(map.get(date) ?? [], metric) })) };
  },

  'searchUsageMetrics.license.inUse': (ctx) => ({
    metrics: [
      ...new Set(
        hubsOf(ctx.store)
          .list()
          .map((h) => h.bucket ?? 'normalQueries'),
      ),
    ].map((id) => ({
      id,
      label: own(LICENSE_METRICS, id) ?? id,
    })),
  }),
  'searchUsageMetrics.license.listAssignable': () => ({
    metrics: ASSIGNABLE.map((id) => ({ id, label: LICENSE_METRICS[id] })),
  }),
  'searchUsageMetrics.license.monthly': (ctx) => {
    const metric = requireMetric(LICENSE_METRICS, ctx.params.metric);
    const window = intQuery(ctx, 'slidingWindow', 1);
    if (window < 1 || window > 36) throw badRequest("'slidingWindow' must be from 1 to 36 months.");
    const keys = months(month(ctx, 'from'), month(ctx, 'to'));
    // Searches count toward the bucket their hub is assigned to (normalQueries for unknown hubs).
    const hubs = hubsOf(ctx.store);
    const bucketOf = (hub: string) =>
      hubs.has(hub) ? (hubs.get(hub).bucket ?? 'normalQueries') : 'normalQueries';
    const perMonth = new Map<string, number>();
    const map = bucketed(ctx.store, 7);
    const value = (key: string) => {
      if (!perMonth.has(key)) {
        const events = map.get(key) ?? [];
        perMonth.set(
          key,
          metric === 'intranetUsers' || metric === 'agents'
            ? 0
            : events.filter((e) => e.table === 'SEARCHES' && bucketOf(e.searchHub) === metric).length,
        );
      }
      return perMonth.get(key)!;
    };
    return {
      values: keys.map((date) => {
        const [y, m] = date.split('-').map(Number);
        const windowKeys = Array.from({ length: window }, (_, i) => {
          const d = new Date(Date.UTC(y, m - 1 - i, 1));
          return d.toISOString().slice(0, 7);
        });
        return { date, value: windowKeys.reduce((sum, k) => sum + value(k), 0) };
      }),
    };
  },

  'searchUsageMetrics.hubs.list': (ctx) => {
    const filter = (ctx.query('filter') ?? '').toLowerCase();
    const hubs = hubsOf(ctx.store)
      .list()
      .filter(
        (h) => !filter || [h.name, h.bucket, h.description].some((v) => v?.toLowerCase().includes(filter)),
      )
      .map(hubView);
    // The page (`page`, 0-based, of `pageSize`), as an array.
    return paged(ctx, hubs, 'hubs').hubs;
  },
  // The writes answer 200 without a body.
  'searchUsageMetrics.hubs.create': async (ctx) => {
    const hub = checkHub(await ctx.json(), false);
    const hubs = hubsOf(ctx.store);
    if (hubs.has(hub.name!)) throw conflict(`The search hub '${hub.name}' exists.`);
    hubs.insert({ bucket: 'normalQueries', ...hub, id: hub.name!, name: hub.name! });
    return new Reply(200);
  },
  'searchUsageMetrics.hubs.get': (ctx) => hubView(hubsOf(ctx.store).get(ctx.params.hubName)),
  'searchUsageMetrics.hubs.update': async (ctx) => {
    const hubs = hubsOf(ctx.store);
    hubs.get(ctx.params.hubName);
    const { name: _, ...fields } = checkHub(await ctx.json(), true);
    hubs.update(ctx.params.hubName, fields);
    return new Reply(200);
  },
  'searchUsageMetrics.hubs.delete': (ctx) => {
    hubsOf(ctx.store).delete(ctx.params.hubName);
    return new Reply(200);
  },
  'searchUsageMetrics.hubs.updateBucket': (ctx) => {
    const hubs = hubsOf(ctx.store);
    hubs.get(ctx.params.hubName);
    const bucket = ctx.query('bucket');
    if (!bucket || !ASSIGNABLE.includes(bucket))
      throw badRequest(`'bucket' must be one of ${ASSIGNABLE.join(', ')}.`);
    hubs.update(ctx.params.hubName, { bucket });
    return new Reply(200);
  },
};
