import type { EmulatorContext } from '../../context';
import { badRequest, noContent, Reply } from '../../http';
import { flag } from '../../model/rest';
import {
  bucketStart,
  buckets,
  combinations,
  csvCell,
  dimensionsOfQuery,
  intervalOf,
  METRICS,
  metric,
  metricByName,
  metricInfo,
  metricsOf,
  parseFilter,
  parseInstant,
  type Range,
  rangeOf,
  requireMetric,
  selectEvents,
  sortAndPage,
  visitsIn,
} from '../../model/ua/analytics';
import { eventsOf, type UaEvent, uaStore } from '../../model/ua/events';
import { serviceHealth, serviceStatus } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

/*
 * Statistics over the event store (model/ua/events.ts): every figure is counted from the same events, so
 * `globalData`'s PerformSearch for a hub and range equals the rows of an export of that range and the
 * usage metrics' normalQueries of that hub and month.
 */

type Row = Record<string, string | number>;

const DAY_MS = 86_400_000;
const answerMeta = () => ({ lastUpdated: Date.now(), cached: false });
const round = (value: number) => Math.round(value * 100) / 100;
const average = (values: number[]) =>
  values.length ? round(values.reduce((a, b) => a + b, 0) / values.length) : 0;
const uniqueCounts = (rows: Row[], dimensions: string[]) =>
  Object.fromEntries(dimensions.map((d) => [d, new Set(rows.map((r) => r[d])).size]));

const COMPARISONS: Record<string, (v: number, n: number) => boolean> = {
  '>': (v, n) => v > n,
  '<': (v, n) => v < n,
  '>=': (v, n) => v >= n,
  '<=': (v, n) => v <= n,
  '==': (v, n) => v === n,
  '!=': (v, n) => v !== n,
};

/** Metric filters `fm`: `Metric>10`, `Metric<5`, `Metric>=…`, `Metric<=…`, `Metric==…`, `Metric!=…`. */
const metricFilters = (ctx: EmulatorContext) =>
  ctx
    .queries('fm')
    .filter(Boolean)
    .map((raw) => {
      const match = /^\(?\s*(\w+)\s*(>=|<=|==|!=|>|<)\s*(-?\d+(?:\.\d+)?)\s*\)?$/.exec(raw);
      if (!match)
        throw badRequest(`Malformed metric filter '${raw}': use e.g. PerformSearch>10.`, 'INVALID_FILTER');
      const [, name, op, number] = match;
      return (row: Row) => COMPARISONS[op](Number(row[name] ?? 0), Number(number));
    });

function combined(ctx: EmulatorContext, store: OrganizationStore, range: Range) {
  const [metrics, dimensions, filters] = [metricsOf(ctx), dimensionsOfQuery(ctx, store), metricFilters(ctx)];
  const rows = combinations(selectEvents(ctx, store, range), dimensions, metrics).filter((row) =>
    filters.every((f) => f(row)),
  );
  return { metrics, dimensions, rows };
}

/** The answer of a combination call: a page of rows, as JSON or CSV (`format`). */
function combinationsAnswer(
  ctx: EmulatorContext,
  rows: Row[],
  all: Row[],
  columns: string[],
  dimensions: string[],
) {
  if (ctx.query('format') === 'CSV') {
    return [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join('\n');
  }
  return {
    combinations: rows,
    uniqueCounts: uniqueCounts(all, dimensions),
    totalNumberOfResults: all.length,
    ...answerMeta(),
  };
}

/** The range's visits, `f` keeping those with a matching event (and only those events, unless `hideEventFilters`), `fn` dropping them. */
function visitsOf(ctx: EmulatorContext, store: OrganizationStore, range: Range): UaEvent[][] {
  const [keep, drop] = ['f', 'fn'].map((name) =>
    ctx
      .queries(name)
      .filter(Boolean)
      .map((f) => parseFilter(store, f)),
  );
  return visitsIn(store, range, keep, drop, flag(ctx, 'hideEventFilters'));
}

const VISIT_METRICS: Record<string, (visits: UaEvent[][]) => number> = {
  VisitCount: (v) => v.length,
  UniqueVisit: (v) => v.length,
  UniqueVisitor: (v) => new Set(v.map((events) => events[0].userId)).size,
  AverageEventsPerVisit: (v) => average(v.map((events) => events.length)),
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

/** Data points per interval of the range, with each metric's totals and statistics. */
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
    totals[m] = values.reduce((a, b) => a + b, 0);
    const [min, max] = values.length ? [Math.min(...values), Math.max(...values)] : [0, 0];
    stats[m] = { sum: totals[m], average: average(values), min, max };
  }
  return { dataPoints, totals, stats, ...answerMeta() };
}

export const uaStatsHandlers: Handlers = {
  // The metrics the statistics compute (model/ua/analytics.ts), each readable by its name.
  'ua.metrics.list': (ctx) => {
    uaStore(ctx);
    return { metricResponses: Object.keys(METRICS).map((name) => metricInfo(name)) };
  },
  'ua.metrics.get': (ctx) => {
    uaStore(ctx);
    return metricByName(ctx.params.metricId);
  },
  'ua.v14.metrics.list': (ctx) => {
    uaStore(ctx);
    return { metricResponses: Object.keys(METRICS).map((name) => metricInfo(name, true)) };
  },
  'ua.v14.metrics.get': (ctx) => {
    uaStore(ctx);
    return metricByName(ctx.params.metricId, true);
  },

  'ua.stats.status': serviceStatus('stats'),
  'ua.stats.health': serviceHealth('stats'),

  // Each metric's value; with an interval `i`, its total, average and peak per interval.
  'ua.stats.globalData': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    const metrics = metricsOf(ctx);
    dimensionsOfQuery(ctx, store);
    const events = selectEvents(ctx, store, range);
    const interval = ctx.query('i') ? intervalOf(ctx) : undefined;
    const data = (m: string) => {
      if (!interval) return { value: metric(events, m) };
      const values = buckets(range, interval).map((start) =>
        metric(
          events.filter((e) => bucketStart(e.timestamp, interval) === start),
          m,
        ),
      );
      return { total: metric(events, m), average: average(values), peak: Math.max(0, ...values) };
    };
    return { globalDatas: Object.fromEntries(metrics.map((m) => [m, data(m)])), ...answerMeta() };
  },
  'ua.stats.graphDataPoints': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    const events = selectEvents(ctx, store, range);
    return graph(range, intervalOf(ctx), metricsOf(ctx), (from, to, m) =>
      metric(
        events.filter((e) => e.timestamp >= from && e.timestamp <= to),
        m,
      ),
    );
  },
  'ua.stats.combinedData': (ctx) => {
    const store = uaStore(ctx);
    const { metrics, dimensions, rows } = combined(ctx, store, rangeOf(ctx, store));
    const names = dimensions.map((d) => d.returnName);
    return combinationsAnswer(ctx, sortAndPage(ctx, rows, metrics[0]), rows, [...names, ...metrics], names);
  },
  // The rows of combinedData, each trended metric with its change from the previous range, in percent.
  'ua.stats.trends': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    const length = range.to - range.from + 1;
    const bound = (name: string, fallback: number) =>
      ctx.query(name) ? parseInstant(ctx.query(name)!, name) : fallback;
    const previous = {
      from: bound('previousFrom', range.from - length),
      to: bound('previousTo', range.from - 1),
    };
    if (previous.from > previous.to) throw badRequest("'previousFrom' must not be after 'previousTo'.");
    const { metrics, dimensions, rows } = combined(ctx, store, range);
    const trendNames = ctx
      .queries('t')
      .flatMap((t) => t.split(','))
      .filter(Boolean);
    const trended = trendNames.length ? trendNames.map(requireMetric) : metrics;
    const key = (row: Row) => JSON.stringify(dimensions.map((d) => row[d.returnName]));
    const before = new Map(
      combinations(selectEvents(ctx, store, previous), dimensions, trended).map((row) => [key(row), row]),
    );
    const withTrends = rows.map((row) => {
      const out: Record<string, string | number | null> = { ...row };
      for (const m of trended) {
        const now = row[m] === undefined ? metric([], m) : Number(row[m]);
        const then = Number(before.get(key(row))?.[m] ?? 0);
        out[m] = now;
        out[`${m}Trend`] = then ? Math.round(((now - then) / then) * 10_000) / 100 : null;
      }
      return out as Row;
    });
    const page = sortAndPage(ctx, withTrends, metrics[0]);
    const names = dimensions.map((d) => d.returnName);
    return combinationsAnswer(ctx, page, rows, Object.keys(page[0] ?? {}), names);
  },
  // The ten most frequent queries of the last 30 days.
  'ua.stats.topQueries': (ctx) => {
    const to = Date.now();
    const counts = new Map<string, number>();
    for (const e of eventsOf(uaStore(ctx))) {
      if (e.table === 'SEARCHES' && e.timestamp > to - 30 * DAY_MS && e.timestamp <= to) {
        counts.set(e.queryExpression, (counts.get(e.queryExpression) ?? 0) + 1);
      }
    }
    const topQueries = [...counts].map(([queryText, count]) => ({ queryText, count }));
    return {
      topQueries: topQueries
        .sort((a, b) => b.count - a.count || a.queryText.localeCompare(b.queryText))
        .slice(0, 10),
    };
  },
  'ua.stats.visitsMetrics': (ctx) => {
    const store = uaStore(ctx);
    const visits = visitsOf(ctx, store, rangeOf(ctx, store));
    const globalDatas = Object.fromEntries(
      visitMetricsOf(ctx).map((m) => [m, { value: VISIT_METRICS[m](visits) }]),
    );
    return { globalDatas, ...answerMeta() };
  },
  'ua.stats.visitsGraphDataPoints': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    const visits = visitsOf(ctx, store, range);
    return graph(range, intervalOf(ctx), visitMetricsOf(ctx), (from, to, m) =>
      VISIT_METRICS[m](visits.filter((events) => events[0].timestamp >= from && events[0].timestamp <= to)),
    );
  },
  'ua.stats.visits': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    dimensionsOfQuery(ctx, store);
    const visits = visitsOf(ctx, store, range).map((events) => ({
      visitId: events[0].visitId,
      events,
      numberOfEvents: events.length,
      datetime: events[0].timestamp,
    }));
    const page = sortAndPage(ctx, visits, 'datetime');
    return { visits: page.map(({ datetime: _, ...v }) => v), totalNumberOfVisits: visits.length };
  },
  // "Force a visit view update": the emulator's visits are computed from the events as they are, so the
  // view is always up to date.
  'ua.stats.queryVisits': (ctx) => {
    uaStore(ctx);
    return noContent();
  },
  // Clicks not tied to a search.
  'ua.stats.incoherentEvents': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    const codes = ctx
      .queries('errorCodes')
      .flatMap((c) => c.split(','))
      .filter(Boolean);
    const errorCode = 'CLICK_WITHOUT_ASSOCIATED_SEARCH';
    const events =
      codes.length && !codes.includes(errorCode)
        ? []
        : eventsOf(store)
            .filter(
              (e) =>
                e.timestamp >= range.from && e.timestamp <= range.to && e.table === 'CLICKS' && !e.searchId,
            )
            .map((e) => ({ errorCode, datetime: e.datetime, event: e, timestamp: e.timestamp }));
    const page = sortAndPage(ctx, events, 'timestamp');
    return {
      events: page.map(({ timestamp: _, ...e }) => e),
      uniqueCounts: { errorCode: events.length ? 1 : 0 },
      totalNumberOfResults: events.length,
    };
  },
  // The emulator's statistics queries end before they answer: there is never one to stop.
  'ua.stats.cancelQuery': (ctx) => {
    uaStore(ctx);
    return new Reply(202);
  },
};
