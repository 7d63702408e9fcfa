import { boolQuery, type EmulatorContext, intQuery } from '../../context';
import { badRequest, noContent, Reply } from '../../http';
import { text } from '../../safe';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';
import {
  bucketStart,
  buckets,
  combinations,
  dimensionsOfQuery,
  intervalOf,
  metric,
  metricsOf,
  parseFilter,
  parseInstant,
  type Range,
  rangeOf,
  requireMetric,
  selectEvents,
  sortAndPage,
} from './analytics';
import { eventsOf, type UaEvent, uaStore } from './events';
import { serviceHealth, serviceStatus } from './serviceStatus';

/*
 * Statistics over the event store (see events.ts): every figure is counted from the same events, so
 * `globalData`'s PerformSearch for a hub and range equals the rows of an export of that range and the
 * usage metrics' normalQueries of that hub and month.
 */

const DAY_MS = 86_400_000;

const answerMeta = () => ({ lastUpdated: Date.now(), cached: false });

function uniqueCounts(rows: Array<Record<string, string | number>>, dimensions: string[]) {
  return Object.fromEntries(dimensions.map((d) => [d, new Set(rows.map((r) => r[d])).size]));
}

/** Metric filters `fm`: `Metric>10`, `Metric<5`, `Metric>=…`, `Metric<=…`, `Metric==…`. */
function metricFilters(ctx: EmulatorContext): Array<(row: Record<string, string | number>) => boolean> {
  return ctx
    .queries('fm')
    .filter(Boolean)
    .map((raw) => {
      const match = /^\(?\s*(\w+)\s*(>=|<=|==|!=|>|<)\s*(-?\d+(?:\.\d+)?)\s*\)?$/.exec(raw);
      if (!match)
        throw badRequest(`Malformed metric filter '${raw}': use e.g. PerformSearch>10.`, 'INVALID_FILTER');
      const [, name, op, number] = match;
      const n = Number(number);
      return (row) => {
        const v = Number(row[name] ?? 0);
        return op === '>'
          ? v > n
          : op === '<'
            ? v < n
            : op === '>='
              ? v >= n
              : op === '<='
                ? v <= n
                : op === '=='
                  ? v === n
                  : v !== n;
      };
    });
}

function combined(ctx: EmulatorContext, store: OrganizationStore, range: Range) {
  const metrics = metricsOf(ctx);
  const dimensions = dimensionsOfQuery(ctx, store);
  const events = selectEvents(ctx, store, range);
  const filters = metricFilters(ctx);
  const rows = combinations(events, dimensions, metrics).filter((row) => filters.every((f) => f(row)));
  return { metrics, dimensions, rows };
}

function csv(rows: Array<Record<string, string | number>>, columns: string[]): string {
  const cell = (v: unknown) => {
    const written = v === undefined ? '' : text(v);
    return /[",\n]/.test(written) ? `"${written.replace(/"/g, '""')}"` : written;
  };
  return [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\n');
}

function formatOf(ctx: EmulatorContext): 'JSON' | 'CSV' {
  const format = (ctx.query('format') || 'JSON').toUpperCase();
  if (format !== 'JSON' && format !== 'CSV') throw badRequest(`Unknown format '${format}'. Use JSON or CSV.`);
  return format;
}

/** Events grouped into visits, visit-level filters applied (`f` keeps visits with a matching event, `fn` drops them). */
function visitsOf(ctx: EmulatorContext, store: OrganizationStore, range: Range): Map<string, UaEvent[]> {
  const keep = ctx
    .queries('f')
    .filter(Boolean)
    .map((f) => parseFilter(store, f));
  const drop = ctx
    .queries('fn')
    .filter(Boolean)
    .map((f) => parseFilter(store, f));
  const hide = boolQuery(ctx, 'hideEventFilters', false);
  const visits = new Map<string, UaEvent[]>();
  for (const event of eventsOf(store)) {
    if (event.timestamp < range.from || event.timestamp > range.to) continue;
    const list = visits.get(event.visitId) ?? [];
    list.push(event);
    visits.set(event.visitId, list);
  }
  for (const [id, events] of visits) {
    const kept = keep.every((p) => events.some(p)) && !drop.some((p) => events.some(p));
    if (!kept) visits.delete(id);
    else if (!hide && keep.length)
      visits.set(
        id,
        events.filter((e) => keep.every((p) => p(e))),
      );
  }
  return visits;
}

const VISIT_METRICS: Record<string, (visits: UaEvent[][]) => number> = {
  VisitCount: (v) => v.length,
  UniqueVisit: (v) => v.length,
  UniqueVisitor: (v) => new Set(v.map((events) => events[0].userId)).size,
  AverageEventsPerVisit: (v) =>
    v.length ? Math.round((v.reduce((s, e) => s + e.length, 0) / v.length) * 100) / 100 : 0,
  PerformSearch: (v) => metric(v.flat(), 'PerformSearch'),
  Click: (v) => metric(v.flat(), 'Click'),
  CustomEvent: (v) => metric(v.flat(), 'CustomEvent'),
};

function visitMetricsOf(ctx: EmulatorContext): string[] {
  const names = ctx
    .queries('m')
    .flatMap((m) => m.split(','))
    .filter(Boolean);
  return (names.length ? names : ['VisitCount']).map((name) => {
    const known = Object.keys(VISIT_METRICS).find((k) => k.toLowerCase() === name.toLowerCase());
    if (!known) {
      throw badRequest(
        `Unknown visit metric '${name}'. Use: ${Object.keys(VISIT_METRICS).join(', ')}.`,
        'INVALID_METRIC',
      );
    }
    return known;
  });
}

function graph(
  range: Range,
  interval: string,
  metrics: string[],
  value: (from: number, to: number, m: string) => number,
) {
  const starts = buckets(range, interval);
  const dataPoints = starts.map((start, i) => {
    const end = Math.min(range.to, (starts[i + 1] ?? range.to + 1) - 1);
    return {
      dateTime: start,
      datas: Object.fromEntries(metrics.map((m) => [m, value(Math.max(start, range.from), end, m)])),
    };
  });
  const totals: Record<string, number> = {};
  const stats: Record<string, { sum: number; average: number; min: number; max: number }> = {};
  for (const m of metrics) {
    const values = dataPoints.map((p) => p.datas[m]);
    const sum = values.reduce((a, b) => a + b, 0);
    totals[m] = sum;
    stats[m] = {
      sum,
      average: values.length ? Math.round((sum / values.length) * 100) / 100 : 0,
      min: values.length ? Math.min(...values) : 0,
      max: values.length ? Math.max(...values) : 0,
    };
  }
  return { dataPoints, totals, stats, ...answerMeta() };
}

function visitsAnswer(ctx: EmulatorContext, store: OrganizationStore, range: Range) {
  const visits = [...visitsOf(ctx, store, range).entries()].map(([visitId, events]) => ({
    visitId,
    events: events.map(({ customData, ...e }) => ({ ...e, customData })),
    numberOfEvents: events.length,
    datetime: events[0].timestamp,
  }));
  const page = sortAndPage(ctx, visits, 'datetime');
  return { visits: page.map(({ datetime: _, ...v }) => v), totalNumberOfVisits: visits.length };
}

export const uaStatsHandlers: Handlers = {
  'ua.stats.status': serviceStatus('stats'),
  'ua.stats.health': serviceHealth('stats'),

  'ua.stats.globalData': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    const metrics = metricsOf(ctx);
    dimensionsOfQuery(ctx, store);
    boolQuery(ctx, 'bindOnLastSearch', false);
    const events = selectEvents(ctx, store, range);
    const interval = ctx.query('i') ? intervalOf(ctx) : undefined;
    const globalDatas: Record<string, unknown> = {};
    for (const m of metrics) {
      if (!interval) {
        globalDatas[m] = { value: metric(events, m) };
        continue;
      }
      const values = buckets(range, interval).map((start) =>
        metric(
          events.filter((e) => bucketStart(e.timestamp, interval) === start),
          m,
        ),
      );
      const total = metric(events, m);
      globalDatas[m] = {
        total,
        average: values.length
          ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100
          : 0,
        peak: values.length ? Math.max(...values) : 0,
      };
    }
    return { globalDatas, ...answerMeta() };
  },

  'ua.stats.graphDataPoints': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    const metrics = metricsOf(ctx);
    const interval = intervalOf(ctx);
    boolQuery(ctx, 'bindOnLastSearch', false);
    const events = selectEvents(ctx, store, range);
    return graph(range, interval, metrics, (from, to, m) =>
      metric(
        events.filter((e) => e.timestamp >= from && e.timestamp <= to),
        m,
      ),
    );
  },

  'ua.stats.combinedData': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    const format = formatOf(ctx);
    boolQuery(ctx, 'includeMetadata', false);
    boolQuery(ctx, 'bindOnLastSearch', false);
    const { metrics, dimensions, rows } = combined(ctx, store, range);
    const page = sortAndPage(ctx, rows, metrics[0]);
    const names = dimensions.map((d) => d.returnName);
    if (format === 'CSV') return csv(page, [...names, ...metrics]);
    return {
      combinations: page,
      uniqueCounts: uniqueCounts(rows, names),
      totalNumberOfResults: rows.length,
      ...answerMeta(),
    };
  },

  'ua.stats.trends': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    const format = formatOf(ctx);
    boolQuery(ctx, 'includeMetadata', false);
    boolQuery(ctx, 'bindOnLastSearch', false);
    const length = range.to - range.from + 1;
    const previous = {
      from: ctx.query('previousFrom')
        ? parseInstant(ctx.query('previousFrom')!, 'previousFrom')
        : range.from - length,
      to: ctx.query('previousTo') ? parseInstant(ctx.query('previousTo')!, 'previousTo') : range.from - 1,
    };
    if (previous.from > previous.to) throw badRequest("'previousFrom' must not be after 'previousTo'.");
    const { metrics, dimensions, rows } = combined(ctx, store, range);
    const trendMetrics = ctx
      .queries('t')
      .flatMap((t) => t.split(','))
      .filter(Boolean);
    const trended = trendMetrics.length ? trendMetrics.map(requireMetric) : metrics;
    const before = combinations(selectEvents(ctx, store, previous), dimensions, trended);
    const key = (row: Record<string, string | number>) =>
      JSON.stringify(dimensions.map((d) => row[d.returnName]));
    const previousByKey = new Map(before.map((row) => [key(row), row]));
    const withTrends = rows.map((row) => {
      const old = previousByKey.get(key(row));
      const out: Record<string, string | number | null> = { ...row };
      for (const m of trended) {
        const now = row[m] === undefined ? metric([], m) : Number(row[m]);
        const then = old ? Number(old[m]) : 0;
        out[m] = now;
        out[`${m}Trend`] = then ? Math.round(((now - then) / then) * 10_000) / 100 : null;
      }
      return out as Record<string, string | number>;
    });
    const page = sortAndPage(ctx, withTrends, metrics[0]);
    const names = dimensions.map((d) => d.returnName);
    if (format === 'CSV') return csv(page, Object.keys(page[0] ?? {}));
    return {
      combinations: page,
      uniqueCounts: uniqueCounts(rows, names),
      totalNumberOfResults: rows.length,
      ...answerMeta(),
    };
  },

  'ua.stats.topQueries': (ctx) => {
    const store = uaStore(ctx);
    const to = Date.now();
    const events = eventsOf(store).filter(
      (e) => e.table === 'SEARCHES' && e.timestamp > to - 30 * DAY_MS && e.timestamp <= to,
    );
    const counts = new Map<string, number>();
    for (const e of events) counts.set(e.queryExpression, (counts.get(e.queryExpression) ?? 0) + 1);
    const topQueries = [...counts]
      .map(([queryText, count]) => ({ queryText, count }))
      .sort((a, b) => b.count - a.count || a.queryText.localeCompare(b.queryText))
      .slice(0, 10);
    return { topQueries };
  },

  'ua.stats.visitsMetrics': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    const metrics = visitMetricsOf(ctx);
    const visits = [...visitsOf(ctx, store, range).values()];
    return {
      globalDatas: Object.fromEntries(metrics.map((m) => [m, { value: VISIT_METRICS[m](visits) }])),
      ...answerMeta(),
    };
  },

  'ua.stats.visitsGraphDataPoints': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    const metrics = visitMetricsOf(ctx);
    const interval = intervalOf(ctx);
    const visits = [...visitsOf(ctx, store, range).values()];
    return graph(range, interval, metrics, (from, to, m) =>
      VISIT_METRICS[m](visits.filter((events) => events[0].timestamp >= from && events[0].timestamp <= to)),
    );
  },

  'ua.stats.visits': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    dimensionsOfQuery(ctx, store);
    boolQuery(ctx, 'includeMetadata', false);
    return visitsAnswer(ctx, store, range);
  },

  // "Force a visit view update": the emulator's visits are computed from the events as they are, so
  // the view is always up to date. The platform reads no body and answers 204.
  'ua.stats.queryVisits': (ctx) => {
    uaStore(ctx);
    return noContent();
  },

  'ua.stats.incoherentEvents': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    boolQuery(ctx, 'seen', false);
    boolQuery(ctx, 'includeMetadata', false);
    const codes = ctx
      .queries('errorCodes')
      .flatMap((c) => c.split(','))
      .filter(Boolean);
    const events = eventsOf(store)
      .filter(
        (e) => e.timestamp >= range.from && e.timestamp <= range.to && e.table === 'CLICKS' && !e.searchId,
      )
      .map((e) => ({
        errorCode: 'CLICK_WITHOUT_ASSOCIATED_SEARCH',
        datetime: e.datetime,
        event: e,
        timestamp: e.timestamp,
      }))
      .filter((e) => !codes.length || codes.includes(e.errorCode));
    const page = sortAndPage(ctx, events, 'timestamp');
    return {
      events: page.map(({ timestamp: _, ...e }) => e),
      uniqueCounts: { errorCode: new Set(events.map((e) => e.errorCode)).size },
      totalNumberOfResults: events.length,
    };
  },

  // The emulator's statistics queries end before they answer: there is never one to stop. The
  // platform answers 202 (accepted), no body.
  'ua.stats.cancelQuery': (ctx) => {
    uaStore(ctx);
    intQuery(ctx, 'n', 0);
    return new Reply(202);
  },
};
