import type { EmulatorContext } from '../../context';
import { badRequest, Reply } from '../../http';
import { listQuery } from '../../model/catalogs';
import { flag } from '../../model/rest';
import {
  buckets,
  combinations,
  csvCell,
  dimensionsOfQuery,
  eventsIn,
  intervalOf,
  METRICS,
  metric,
  metricByName,
  metricInfo,
  metricsOf,
  type Range,
  rangeOf,
  requireMetric,
  selectEvents,
  sortAndPage,
  visitsIn,
} from '../../model/ua/analytics';
import { DAY_MS, groupBy, type UaEvent, uaStore } from '../../model/ua/events';
import { isV14, oneOf, serviceHandlers, withV14 } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

// Statistics over the event store (model/ua/events.ts): every figure is counted from the same events, so
// `globalData`'s PerformSearch for a hub and range equals the rows of an export of that range and the
// usage metrics' normalQueries of that hub and month. Asking for a visit view update (`queryVisits`)
// is the engine's: the visits are computed from the events as they are, always up to date.

type Row = Record<string, string | number>;

/** The events of a time span, both ends included. */
const between = (events: UaEvent[], from: number, to: number) =>
  events.filter((e) => e.timestamp >= from && e.timestamp <= to);
const average = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : 0;

/** Whether `v op n` holds, for `op` one of `>`, `<`, `>=`, `<=`, `==`, `!=`. */
const holds = (op: string, v: number, n: number) =>
  op === '!='
    ? v !== n
    : (op.includes('=') && v === n) || (op[0] === '<' && v < n) || (op[0] === '>' && v > n);

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
      return (row: Row) => holds(op, Number(row[name] ?? 0), Number(number));
    });

/** The rows of a combination call (`d` by `m`), those the metric filters keep. */
function combined(ctx: EmulatorContext, store: OrganizationStore, range: Range) {
  const [metrics, dimensions, filters] = [metricsOf(ctx), dimensionsOfQuery(ctx, store), metricFilters(ctx)];
  const rows = combinations(selectEvents(ctx, store, range), dimensions, metrics).filter((row) =>
    filters.every((f) => f(row)),
  );
  return { metrics, dimensions, names: dimensions.map((d) => d.returnName), rows };
}

/** Whether an answer holds its metadata, the counts of all its rows (`includeMetadata`, true by default). */
const withMetadata = (ctx: EmulatorContext) => flag(ctx, 'includeMetadata', true);

/** The answer of a combination call: a page of rows, as JSON or CSV (`format`), with the metadata asked for. */
function combinedAnswer(ctx: EmulatorContext, page: Row[], all: Row[], columns: string[], names: string[]) {
  if (ctx.query('format') === 'CSV') {
    return [columns.join(','), ...page.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join('\n');
  }
  if (!withMetadata(ctx)) return { combinations: page };
  return {
    combinations: page,
    uniqueCounts: Object.fromEntries(names.map((d) => [d, new Set(all.map((r) => r[d])).size])),
    totalNumberOfResults: all.length,
  };
}

/** The range's visits, `f` keeping those with a matching event (and only those events), `fn` dropping them, `hideEventFilters` hiding the events that match. */
function visitsOf(ctx: EmulatorContext, store: OrganizationStore, range: Range): UaEvent[][] {
  return visitsIn(store, range, [ctx.queries('f'), ctx.queries('fn'), ctx.queries('hideEventFilters')]);
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

/** The visit metrics of `m` (VisitCount when none), by their names in any case. @throws HttpError 400. */
const visitMetricsOf = (ctx: EmulatorContext): string[] =>
  (listQuery(ctx, 'm').length ? listQuery(ctx, 'm') : ['VisitCount']).map((name) =>
    oneOf(name, Object.keys(VISIT_METRICS), 'visit metric', 'INVALID_METRIC', true),
  );

/** Data points per interval of the range, with each metric's totals and statistics. */
function graph(
  ctx: EmulatorContext,
  range: Range,
  metrics: string[],
  value: (from: number, to: number, m: string) => number,
) {
  const starts = buckets(range, intervalOf(ctx));
  const dataPoints = starts.map((start, i) => {
    const end = Math.min(range.to, (starts[i + 1] ?? range.to + 1) - 1);
    const datas = Object.fromEntries(metrics.map((m) => [m, value(Math.max(start, range.from), end, m)]));
    return { dateTime: start, datas };
  });
  const totals: Record<string, number> = {};
  const stats: Record<string, { sum: number; average: number; min: number; max: number }> = {};
  for (const m of metrics) {
    const values = dataPoints.map((p) => p.datas[m]);
    totals[m] = values.reduce((a, b) => a + b, 0);
    const [min, max] = values.length ? [Math.min(...values), Math.max(...values)] : [0, 0];
    stats[m] = { sum: totals[m], average: average(values), min, max };
  }
  return { dataPoints, totals, stats };
}

/** The store and the range of a statistics call. */
const scope = (ctx: EmulatorContext) => {
  const store = uaStore(ctx);
  return { store, range: rangeOf(ctx, store) };
};

export const uaStatsHandlers: Handlers = withV14({
  // The metrics the statistics compute (model/ua/analytics.ts), each readable by its name.
  'ua.metrics.list': (ctx) => {
    uaStore(ctx);
    return { metricResponses: Object.keys(METRICS).map((name) => metricInfo(name, isV14(ctx))) };
  },
  'ua.metrics.get': (ctx) => {
    uaStore(ctx);
    return metricByName(ctx.params.metricId, isV14(ctx));
  },
  ...serviceHandlers,

  // Each metric's value; with an interval `i`, its total, average and peak per interval.
  'ua.stats.globalData': (ctx) => {
    const { store, range } = scope(ctx);
    const metrics = metricsOf(ctx);
    dimensionsOfQuery(ctx, store);
    const events = selectEvents(ctx, store, range);
    const perInterval =
      ctx.query('i') && graph(ctx, range, metrics, (from, to, m) => metric(between(events, from, to), m));
    const data = (m: string) =>
      perInterval
        ? { total: metric(events, m), average: perInterval.stats[m].average, peak: perInterval.stats[m].max }
        : { value: metric(events, m) };
    return { globalDatas: Object.fromEntries(metrics.map((m) => [m, data(m)])) };
  },
  'ua.stats.graphDataPoints': (ctx) => {
    const { store, range } = scope(ctx);
    const events = selectEvents(ctx, store, range);
    return graph(ctx, range, metricsOf(ctx), (from, to, m) => metric(between(events, from, to), m));
  },
  'ua.stats.combinedData': (ctx) => {
    const { store, range } = scope(ctx);
    const { metrics, names, rows } = combined(ctx, store, range);
    return combinedAnswer(ctx, sortAndPage(ctx, rows, metrics[0]), rows, [...names, ...metrics], names);
  },
  // The rows of combinedData, each trended metric with its change from the previous range, in percent.
  'ua.stats.trends': (ctx) => {
    const { store, range } = scope(ctx);
    const length = range.to - range.from + 1;
    const previous = rangeOf(ctx, store, ['previousFrom', 'previousTo'], {
      from: range.from - length,
      to: range.from - 1,
    });
    const { metrics, dimensions, names, rows } = combined(ctx, store, range);
    const trended = listQuery(ctx, 't').length ? listQuery(ctx, 't').map(requireMetric) : metrics;
    const key = (row: Row) => JSON.stringify(names.map((name) => row[name]));
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
    return combinedAnswer(ctx, page, rows, Object.keys(page[0] ?? {}), names);
  },
  // The ten most frequent queries of the last 30 days.
  'ua.stats.topQueries': (ctx) => {
    const to = Date.now();
    const searches = eventsIn(uaStore(ctx), { from: to - 30 * DAY_MS + 1, to }).filter(
      (e) => e.table === 'SEARCHES',
    );
    const byQuery = groupBy(searches, (e) => e.queryExpression);
    const topQueries = [...byQuery].map(([queryText, same]) => ({ queryText, count: same.length }));
    topQueries.sort((a, b) => b.count - a.count || a.queryText.localeCompare(b.queryText));
    return { topQueries: topQueries.slice(0, 10) };
  },
  'ua.stats.visitsMetrics': (ctx) => {
    const { store, range } = scope(ctx);
    const visits = visitsOf(ctx, store, range);
    const globalDatas = Object.fromEntries(
      visitMetricsOf(ctx).map((m) => [m, { value: VISIT_METRICS[m](visits) }]),
    );
    return { globalDatas };
  },
  'ua.stats.visitsGraphDataPoints': (ctx) => {
    const { store, range } = scope(ctx);
    const visits = visitsOf(ctx, store, range);
    return graph(ctx, range, visitMetricsOf(ctx), (from, to, m) =>
      VISIT_METRICS[m](visits.filter((events) => events[0].timestamp >= from && events[0].timestamp <= to)),
    );
  },
  'ua.stats.visits': (ctx) => {
    const { store, range } = scope(ctx);
    dimensionsOfQuery(ctx, store);
    const visits = visitsOf(ctx, store, range).map((events) => ({
      visitId: events[0].visitId,
      events,
      numberOfEvents: events.length,
      datetime: events[0].timestamp,
    }));
    const page = sortAndPage(ctx, visits, 'datetime').map(({ datetime: _, ...visit }) => visit);
    return withMetadata(ctx) ? { visits: page, totalNumberOfVisits: visits.length } : { visits: page };
  },
  // Clicks not tied to a search.
  'ua.stats.incoherentEvents': (ctx) => {
    const { store, range } = scope(ctx);
    const codes = listQuery(ctx, 'errorCodes');
    const errorCode = 'CLICK_WITHOUT_ASSOCIATED_SEARCH';
    const events =
      codes.length && !codes.includes(errorCode)
        ? []
        : eventsIn(store, range)
            .filter((e) => e.table === 'CLICKS' && !e.searchId)
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
});
