import type { EmulatorContext } from '../../context';
import { collectionIn } from '../../engine';
import { badRequest, HttpError } from '../../http';
import { own, text } from '../../safe';
import type { OrganizationStore } from '../../state';
import { type EventTable, eventsOf, groupBy, type UaEvent, windowOf } from './events';

/*
 * The query engine over the event store: dimensions (built-in and custom), metrics, filters, date
 * ranges, intervals and grouping. Statistics, dimension values, exports and usage metrics all count
 * through it.
 */

const DAY_MS = 86_400_000;

/** Event types as dimensions name them. */
export const EVENT_TYPES: Record<EventTable, string> = {
  SEARCHES: 'searches',
  CLICKS: 'clicks',
  CUSTOM_EVENTS: 'custom_events',
  VIEWS: 'views',
};

export interface DimensionRecord {
  apiNames: string[];
  returnName: string;
  displayName: string;
  type: string;
  eventTypes: string[];
  custom: boolean;
  status: string;
  availableInVisit?: boolean;
  path?: string[];
  /** Custom dimensions: when it was created (ms); events before then have no value unless backfilled. */
  createdDate?: number;
  /** Custom dimensions: past events got values (`updatePastEvents=true`). */
  backfilled?: boolean;
}

/** The event types dimensions apply to (views have none). */
export const DIMENSION_EVENT_TYPES = ['searches', 'clicks', 'custom_events'];
const ALL = DIMENSION_EVENT_TYPES;
const builtIn = (
  name: string,
  displayName: string,
  eventTypes = ALL,
  type = 'TEXT',
): DimensionRecord & { field: keyof UaEvent } => ({
  apiNames: [name],
  returnName: name,
  displayName,
  type,
  eventTypes,
  custom: false,
  status: 'AVAILABLE',
  availableInVisit: true,
  field: name as keyof UaEvent,
});

export const BUILT_IN_DIMENSIONS = [
  builtIn('searchHub', 'Search Hub'),
  builtIn('queryExpression', 'Query', ['searches', 'clicks']),
  builtIn('country', 'Country'),
  builtIn('deviceCategory', 'Device Category'),
  builtIn('language', 'Language'),
  builtIn('userId', 'User ID'),
  builtIn('visitId', 'Visit ID'),
  builtIn('documentTitle', 'Document Title', ['clicks']),
  builtIn('clickRank', 'Click Rank', ['clicks'], 'NUMBER'),
  builtIn('eventType', 'Custom Event Type', ['custom_events']),
  builtIn('eventValue', 'Custom Event Value', ['custom_events']),
];

/** The organization's custom dimensions, keyed by API name (`c_...`): the engine lists, reads and deletes them. */
export const customDimensionsOf = (store: OrganizationStore) =>
  collectionIn<DimensionRecord & { id: string }>(store, '/rest/ua/v15/dimensions/custom');

/** Every dimension of the organization, built-in first. */
export function dimensionsOf(store: OrganizationStore): DimensionRecord[] {
  return [...BUILT_IN_DIMENSIONS, ...customDimensionsOf(store).list()];
}

/** A dimension by any of its API names (case-insensitive), or undefined. */
export function findDimension(store: OrganizationStore, name: string): DimensionRecord | undefined {
  const lower = name.toLowerCase();
  return dimensionsOf(store).find((d) => d.apiNames.some((n) => n.toLowerCase() === lower));
}

/** @throws HttpError 400 for an unknown dimension. */
export function requireDimension(store: OrganizationStore, name: string): DimensionRecord {
  const dimension = findDimension(store, name);
  if (!dimension) throw badRequest(`Unknown dimension '${name}'.`, 'INVALID_DIMENSION');
  return dimension;
}

/** The value an event has for a dimension (undefined when it has none). */
export function dimensionValue(event: UaEvent, dimension: DimensionRecord): string | number | undefined {
  if (!dimension.eventTypes.includes(EVENT_TYPES[event.table])) return undefined;
  if (!dimension.custom) {
    const value =
      event[(dimension as { field?: keyof UaEvent }).field ?? (dimension.returnName as keyof UaEvent)];
    return typeof value === 'string' || typeof value === 'number' ? value : undefined;
  }
  if (!dimension.backfilled && event.timestamp < (dimension.createdDate ?? 0)) return undefined;
  const key = dimension.path?.length ? dimension.path.join('.') : dimension.returnName.replace(/^c_/, '');
  return own(event.customData, key);
}

/** The metrics the emulator computes, with their display names. */
export const METRICS: Record<string, string> = {
  PerformSearch: 'Search Event Count',
  Click: 'Click Event Count',
  CustomEvent: 'Custom Event Count',
  SearchWithClick: 'Searches With Clicks',
  ClickThroughRate: 'Click-Through Rate (0 to 1)',
  AverageClickRank: 'Average Click Rank',
  UniqueVisitor: 'Unique Visitors',
  UniqueVisit: 'Visits',
};

/** What the metrics API says of a metric the emulator computes: its kind, the events it counts, how to read it. */
export function metricInfo(name: string, v14 = false) {
  const counts: Record<string, string[]> = {
    PerformSearch: ['searches'],
    Click: ['clicks'],
    CustomEvent: ['custom_events'],
    SearchWithClick: ['searches', 'clicks'],
    ClickThroughRate: ['searches', 'clicks'],
    AverageClickRank: ['clicks'],
  };
  const ratio = name === 'ClickThroughRate' || name === 'AverageClickRank';
  return {
    metricName: name,
    displayName: METRICS[name],
    type: ratio ? 'DOUBLE' : 'LONG',
    // A lower average click rank is better: the clicked result came first.
    higherIsBetter: name !== 'AverageClickRank',
    percentage: name === 'ClickThroughRate',
    eventTypes: own(counts, name) ?? DIMENSION_EVENT_TYPES,
    ...(v14 ? {} : { summable: !ratio && !name.startsWith('Unique'), availableInVisit: true }),
  };
}

/** A metric by its exact name. @throws HttpError 404 for one the emulator does not compute. */
export function metricByName(name: string, v14 = false) {
  if (!own(METRICS, name)) throw new HttpError(404, 'METRIC_NOT_FOUND', `Unknown metric '${name}'.`);
  return metricInfo(name, v14);
}

export function requireMetric(name: string): string {
  const known = Object.keys(METRICS).find((m) => m.toLowerCase() === name.toLowerCase());
  if (!known) {
    throw badRequest(`Unknown metric '${name}'. Use: ${Object.keys(METRICS).join(', ')}.`, 'INVALID_METRIC');
  }
  return known;
}

/** Computes one metric over a set of events. */
export function metric(events: UaEvent[], name: string): number {
  const searches = events.filter((e) => e.table === 'SEARCHES');
  const clicks = events.filter((e) => e.table === 'CLICKS');
  switch (name) {
    case 'PerformSearch':
      return searches.length;
    case 'Click':
      return clicks.length;
    case 'CustomEvent':
      return events.filter((e) => e.table === 'CUSTOM_EVENTS').length;
    case 'SearchWithClick':
    case 'ClickThroughRate': {
      const clicked = new Set(clicks.map((c) => c.searchId));
      const withClick = searches.filter((s) => clicked.has(s.searchId)).length;
      if (name === 'SearchWithClick') return withClick;
      return searches.length ? Math.round((withClick / searches.length) * 10_000) / 10_000 : 0;
    }
    case 'AverageClickRank':
      return clicks.length
        ? Math.round((clicks.reduce((sum, c) => sum + (c.clickRank ?? 0), 0) / clicks.length) * 100) / 100
        : 0;
    case 'UniqueVisitor':
      return new Set(events.map((e) => e.userId)).size;
    case 'UniqueVisit':
      return new Set(events.map((e) => e.visitId)).size;
    default:
      return 0;
  }
}

/** A date range, ms since the epoch, both ends included. */
export interface Range {
  from: number;
  to: number;
}

/** Parses an ISO 8601 date or date-time. @throws HttpError 400 when malformed. */
export function parseInstant(raw: string, name: string): number {
  const time = /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(time)) {
    throw badRequest(`The query parameter '${name}' must be an ISO 8601 date-time; got '${raw}'.`);
  }
  return time;
}

/** `from`/`to` of the call (ISO 8601), defaulting to the event window. @throws HttpError 400. */
export function rangeOf(ctx: EmulatorContext, store: OrganizationStore, names = ['from', 'to']): Range {
  const window = windowOf(store);
  const from = ctx.query(names[0]) ? parseInstant(ctx.query(names[0])!, names[0]) : window.from;
  const to = ctx.query(names[1]) ? parseInstant(ctx.query(names[1])!, names[1]) : window.to;
  if (from > to) throw badRequest(`'${names[0]}' must not be after '${names[1]}'.`);
  checkTimeZone(ctx.query('tz'));
  return { from, to };
}

/**
 * Accepts an IANA time zone or an offset (`Z`, `+02:00`, `-0500`); ranges are computed in UTC.
 * @throws HttpError 400 for anything else.
 */
export function checkTimeZone(tz: string | undefined): void {
  if (!tz || /^(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/.test(tz)) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    throw badRequest(`Unknown time zone '${tz}': use an IANA name (America/Montreal) or an offset (-05:00).`);
  }
}

type Predicate = (event: UaEvent) => boolean;

/**
 * Parses one filter: `dimension=='value'`, `dimension!='value'`, `dimension=@'part'` (contains),
 * quotes optional, parentheses allowed. @throws HttpError 400 when malformed or the dimension is unknown.
 */
export function parseFilter(store: OrganizationStore, raw: string): Predicate {
  const match = /^\(?\s*([\w.]+)\s*(==|!=|=@)\s*(?:'([^']*)'|"([^"]*)"|([^)]*?))\s*\)?$/.exec(raw.trim());
  if (!match) {
    throw badRequest(
      `Malformed filter '${raw}': use dimension=='value' or dimension!='value'.`,
      'INVALID_FILTER',
    );
  }
  const [, name, operator, single, double, bare] = match;
  const dimension = requireDimension(store, name);
  const expected = (single ?? double ?? bare ?? '').toLowerCase();
  return (event) => {
    const value = dimensionValue(event, dimension);
    const written = value === undefined ? '' : text(value).toLowerCase();
    if (operator === '==') return value !== undefined && written === expected;
    if (operator === '!=') return written !== expected;
    return written.includes(expected);
  };
}

/** Events in the range that pass every filter of `f` (and `fs` for searches and clicks, `fc` for custom events). */
export function selectEvents(
  ctx: EmulatorContext,
  store: OrganizationStore,
  range: Range,
  filters: { f?: string[]; fs?: string[]; fc?: string[] } = {},
  tables?: EventTable[],
): UaEvent[] {
  const common = (filters.f ?? ctx.queries('f')).filter(Boolean).map((f) => parseFilter(store, f));
  const searchFilters = (filters.fs ?? ctx.queries('fs')).filter(Boolean).map((f) => parseFilter(store, f));
  const customFilters = (filters.fc ?? ctx.queries('fc')).filter(Boolean).map((f) => parseFilter(store, f));
  return eventsOf(store).filter(
    (e) =>
      e.timestamp >= range.from &&
      e.timestamp <= range.to &&
      (!tables || tables.includes(e.table)) &&
      common.every((p) => p(e)) &&
      (e.table === 'CUSTOM_EVENTS' ? customFilters : searchFilters).every((p) => p(e)),
  );
}

/** Table names: SEARCHES, CLICKS, CUSTOM_EVENTS (case-insensitive). @throws HttpError 400 for others. */
export function parseTables(raw: string[]): EventTable[] | undefined {
  const names = raw.flatMap((t) => t.split(',')).filter(Boolean);
  if (!names.length) return undefined;
  return names.map((name) => {
    const table = name.toUpperCase() as EventTable;
    if (table !== 'VIEWS' && Object.hasOwn(EVENT_TYPES, table)) return table;
    throw badRequest(`Unknown table '${name}'. Use SEARCHES, CLICKS or CUSTOM_EVENTS.`, 'INVALID_TABLE');
  });
}

/**
 * The events of the range grouped into visits: those with an event each `keep` filter takes and none a
 * `drop` filter takes, their events narrowed to those the `keep` filters take unless `whole`.
 */
export function visitsIn(
  store: OrganizationStore,
  range: Range,
  keep: Predicate[],
  drop: Predicate[],
  whole: boolean,
) {
  const inRange = eventsOf(store).filter((e) => e.timestamp >= range.from && e.timestamp <= range.to);
  return [...groupBy(inRange, (e) => e.visitId).values()]
    .filter((events) => keep.every((p) => events.some(p)) && !drop.some((p) => events.some(p)))
    .map((events) => (whole || !keep.length ? events : events.filter((e) => keep.every((p) => p(e)))));
}

/** A CSV cell: quoted when it holds a quote, a comma or a line break. */
export function csvCell(value: unknown): string {
  const written = value === undefined ? '' : text(value);
  return /[",\n]/.test(written) ? `"${written.replace(/"/g, '""')}"` : written;
}

/** Metric names of `m` (repeated or comma-separated), checked; `fallback` when none. */
export function metricsOf(ctx: EmulatorContext, fallback = ['PerformSearch']): string[] {
  const names = ctx
    .queries('m')
    .flatMap((m) => m.split(','))
    .filter(Boolean);
  return (names.length ? names : fallback).map(requireMetric);
}

/** Dimensions of `d` (repeated or comma-separated), checked. */
export function dimensionsOfQuery(ctx: EmulatorContext, store: OrganizationStore): DimensionRecord[] {
  return ctx
    .queries('d')
    .flatMap((d) => d.split(','))
    .filter(Boolean)
    .map((d) => requireDimension(store, d));
}

const INTERVALS = ['DAY', 'WEEK', 'MONTH'];

/** Interval `i`: DAY (default), WEEK or MONTH. @throws HttpError 400 otherwise. */
export function intervalOf(ctx: EmulatorContext, fallback = 'DAY'): string {
  const raw = (ctx.query('i') || fallback).toUpperCase();
  if (!INTERVALS.includes(raw)) throw badRequest(`Unknown interval '${raw}'. Use DAY, WEEK or MONTH.`);
  return raw;
}

/** The start (ms, UTC) of the interval that holds `time`. */
export function bucketStart(time: number, interval: string): number {
  if (interval === 'MONTH') {
    const d = new Date(time);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  const day = Math.floor(time / DAY_MS) * DAY_MS;
  if (interval === 'WEEK') return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  return day;
}

/** Every interval start from the range's start to its end. */
export function buckets(range: Range, interval: string): number[] {
  const starts: number[] = [];
  for (let t = bucketStart(range.from, interval); t <= range.to; ) {
    starts.push(t);
    if (interval === 'MONTH') {
      const d = new Date(t);
      t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    } else t += interval === 'WEEK' ? 7 * DAY_MS : DAY_MS;
  }
  return starts;
}

/** Groups events by the values of dimensions: one combination per distinct tuple. */
export function combinations(
  events: UaEvent[],
  dimensions: DimensionRecord[],
  metrics: string[],
): Array<Record<string, string | number>> {
  const groups = new Map<string, { values: Array<string | number>; events: UaEvent[] }>();
  for (const event of events) {
    const values = dimensions.map((d) => dimensionValue(event, d));
    if (values.some((v) => v === undefined)) continue;
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values: values as Array<string | number>, events: [] };
    groups.set(key, group);
    group.events.push(event);
  }
  return [...groups.values()].map((group) => {
    const row: Record<string, string | number> = {};
    dimensions.forEach((d, i) => {
      row[d.returnName] = group.values[i];
    });
    for (const m of metrics) row[m] = metric(group.events, m);
    return row;
  });
}

/** Sorts by `s` (default: the first metric, descending; `asc=true` for ascending) and pages with `p` (1-based) and `n`. */
export function sortAndPage<T extends Record<string, unknown>>(
  ctx: EmulatorContext,
  rows: T[],
  fallbackSort: string,
): T[] {
  const sortBy = ctx.query('s') || fallbackSort;
  const direction = ctx.query('asc') === 'true' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [a[sortBy] as string | number, b[sortBy] as string | number];
    return direction * (x === y ? 0 : x === undefined ? 1 : y === undefined ? -1 : x < y ? -1 : 1);
  });
  const [page, size] = [Math.max(1, Number(ctx.query('p') ?? 1)), Math.max(1, Number(ctx.query('n') ?? 100))];
  return sorted.slice((page - 1) * size, page * size);
}
