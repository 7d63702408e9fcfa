import type { EmulatorContext } from '../../context';
import { collectionIn } from '../../engine';
import { compareValues } from '../../engine/listing';
import { badRequest, HttpError } from '../../http';
import { own, text } from '../../safe';
import type { OrganizationStore } from '../../state';
import { listQuery } from '../catalogs';
import { DAY_MS, type EventTable, eventsOf, groupBy, type Range, type UaEvent, windowOf } from './events';
import { checkTimeZone, instant, oneOf, pageOf } from './service';

// The query engine over the event store: dimensions (built-in and custom), metrics, filters, date ranges,
// intervals and grouping. Statistics, dimension values, exports and usage metrics all count through it.

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
  /** Custom dimensions: events before `createdDate` (ms) have no value unless `backfilled` (`updatePastEvents`). */
  createdDate?: number;
  backfilled?: boolean;
}

/** The event types dimensions apply to (views have none). */
export const DIMENSION_EVENT_TYPES = ['searches', 'clicks', 'custom_events'];

/** A name as words, for display: `searchHub` → `Search Hub`. */
const spaced = (name: string) =>
  name.replace(/^\w/, (c) => c.toUpperCase()).replace(/([a-z])([A-Z])/g, '$1 $2');

/** The built-in dimensions: each reads the event's field of its name, on the event types it names (all by default). */
const BUILT_IN_DIMENSIONS: DimensionRecord[] = [
  ['searchHub'],
  ['queryExpression', 'searches clicks'],
  ['country'],
  ['deviceCategory'],
  ['language'],
  ['userId'],
  ['visitId'],
  ['documentTitle', 'clicks'],
  ['clickRank', 'clicks', 'NUMBER'],
  ['eventType', 'custom_events'],
  ['eventValue', 'custom_events'],
].map(([name, eventTypes, type = 'TEXT']) => ({
  apiNames: [name],
  returnName: name,
  displayName: spaced(name),
  type,
  eventTypes: eventTypes?.split(' ') ?? DIMENSION_EVENT_TYPES,
  custom: false,
  status: 'AVAILABLE',
  availableInVisit: true,
}));

/** The organization's custom dimensions, keyed by API name (`c_...`): the engine lists, reads and deletes them. */
export const customDimensionsOf = (store: OrganizationStore) =>
  collectionIn<DimensionRecord & { id: string }>(store, '/rest/ua/v15/dimensions/custom');

/** Every dimension of the organization, built-in first. */
export const dimensionsOf = (store: OrganizationStore): DimensionRecord[] => [
  ...BUILT_IN_DIMENSIONS,
  ...customDimensionsOf(store).list(),
];

/** A dimension by any of its API names (case-insensitive), or undefined. */
export const findDimension = (store: OrganizationStore, name: string): DimensionRecord | undefined =>
  dimensionsOf(store).find((d) => d.apiNames.some((n) => n.toLowerCase() === name.toLowerCase()));

/** @throws HttpError 400 for an unknown dimension. */
export function requireDimension(store: OrganizationStore, name: string): DimensionRecord {
  const dimension = findDimension(store, name);
  if (!dimension) throw badRequest(`Unknown dimension '${name}'.`, 'INVALID_DIMENSION');
  return dimension;
}

/** The key of the custom data a custom dimension reads: its `path`, else its name without `c_`. */
export const customKeyOf = (d: DimensionRecord) =>
  d.path?.length ? d.path.join('.') : d.returnName.replace(/^c_/, '');

/** The value an event has for a dimension (undefined when it has none). */
export function dimensionValue(event: UaEvent, dimension: DimensionRecord): string | number | undefined {
  if (!dimension.eventTypes.includes(EVENT_TYPES[event.table])) return undefined;
  if (!dimension.custom) {
    const value = event[dimension.returnName as keyof UaEvent];
    return typeof value === 'string' || typeof value === 'number' ? value : undefined;
  }
  if (!dimension.backfilled && event.timestamp < (dimension.createdDate ?? 0)) return undefined;
  return own(event.customData, customKeyOf(dimension));
}

const only = (events: UaEvent[], table: EventTable) => events.filter((e) => e.table === table);

/** How many of the searches a click among the same events names. */
function searchesWithClick(events: UaEvent[]): number {
  const clicked = new Set(only(events, 'CLICKS').map((c) => c.searchId));
  return only(events, 'SEARCHES').filter((s) => clicked.has(s.searchId)).length;
}
/** `part / whole` rounded to `digits` decimals; 0 when there is no whole. */
const ratio = (part: number, whole: number, digits: number) =>
  whole ? Math.round((part / whole) * 10 ** digits) / 10 ** digits : 0;

interface Metric {
  /** The event types it counts; every type when absent. */
  eventTypes?: string[];
  of(events: UaEvent[]): number;
}

/** A metric that counts the events of one table. */
const count = (table: EventTable): Metric => ({
  eventTypes: [EVENT_TYPES[table]],
  of: (e) => only(e, table).length,
});
const SEARCHES_AND_CLICKS = ['searches', 'clicks'];
const clickRanks = (e: UaEvent[]) => only(e, 'CLICKS').reduce((sum, c) => sum + (c.clickRank ?? 0), 0);

/** The metrics the emulator computes, by name. */
export const METRICS: Record<string, Metric> = {
  PerformSearch: count('SEARCHES'),
  Click: count('CLICKS'),
  CustomEvent: count('CUSTOM_EVENTS'),
  SearchWithClick: { eventTypes: SEARCHES_AND_CLICKS, of: searchesWithClick },
  ClickThroughRate: {
    eventTypes: SEARCHES_AND_CLICKS,
    of: (e) => ratio(searchesWithClick(e), only(e, 'SEARCHES').length, 4),
  },
  AverageClickRank: { eventTypes: ['clicks'], of: (e) => ratio(clickRanks(e), only(e, 'CLICKS').length, 2) },
  UniqueVisitor: { of: (e) => new Set(e.map((event) => event.userId)).size },
  UniqueVisit: { of: (e) => new Set(e.map((event) => event.visitId)).size },
};

/** One metric (a name {@link requireMetric} gave) over a set of events. */
export const metric = (events: UaEvent[], name: string): number => METRICS[name].of(events);

/** What the metrics API says of a metric the emulator computes: its kind, the events it counts, how to read it. */
export function metricInfo(name: string, v14 = false) {
  const average = name === 'ClickThroughRate' || name === 'AverageClickRank';
  return {
    metricName: name,
    displayName: spaced(name),
    type: average ? 'DOUBLE' : 'LONG',
    // A lower average click rank is better: the clicked result came first.
    higherIsBetter: name !== 'AverageClickRank',
    percentage: name === 'ClickThroughRate',
    eventTypes: METRICS[name].eventTypes ?? DIMENSION_EVENT_TYPES,
    ...(v14 ? {} : { summable: !average && !name.startsWith('Unique'), availableInVisit: true }),
  };
}

/** A metric by its exact name. @throws HttpError 404 for one the emulator does not compute. */
export function metricByName(name: string, v14 = false) {
  if (!own(METRICS, name)) throw new HttpError(404, 'METRIC_NOT_FOUND', `Unknown metric '${name}'.`);
  return metricInfo(name, v14);
}

/** A metric by its name in any case. @throws HttpError 400 for one the emulator does not compute. */
export const requireMetric = (name: string) =>
  oneOf(name, Object.keys(METRICS), 'metric', 'INVALID_METRIC', true);

export type { Range } from './events';
/** The range two ISO 8601 bounds give (`names` name them), `fallback`'s bound for one left out. @throws HttpError 400. */
export function rangeBetween(bounds: (string | undefined)[], fallback: Range, names = ['from', 'to']): Range {
  const [from, to] = bounds.map((raw, i) => (raw ? instant(raw, names[i]) : i ? fallback.to : fallback.from));
  if (from > to) throw badRequest(`'${names[0]}' must not be after '${names[1]}'.`);
  return { from, to };
}

/** The range the call's `from`/`to` (or other `names`) give, by default the event window; `tz` checked. @throws HttpError 400. */
export function rangeOf(
  ctx: EmulatorContext,
  store: OrganizationStore,
  names = ['from', 'to'],
  fallback?: Range,
) {
  checkTimeZone(ctx.query('tz'));
  const bounds = names.map((name) => ctx.query(name));
  return rangeBetween(bounds, fallback ?? windowOf(store), names);
}

/** The organization's events in a range, oldest first. */
export const eventsIn = (store: OrganizationStore, { from, to }: Range) =>
  eventsOf(store).filter((e) => e.timestamp >= from && e.timestamp <= to);

type Predicate = (event: UaEvent) => boolean;

/**
 * Parses one filter: `dimension=='value'`, `dimension!='value'`, `dimension=@'part'` (contains),
 * quotes optional, parentheses allowed. @throws HttpError 400 when malformed or the dimension is unknown.
 */
export function parseFilter(store: OrganizationStore, raw: string): Predicate {
  const match = /^\(?\s*([\w.]+)\s*(==|!=|=@)\s*(?:'([^']*)'|"([^"]*)"|([^)]*?))\s*\)?$/.exec(raw.trim());
  const usage = "use dimension=='value' or dimension!='value'";
  if (!match) throw badRequest(`Malformed filter '${raw}': ${usage}.`, 'INVALID_FILTER');
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

/** Parsed filters of a list (blank ones left out). */
export const filtersOf = (store: OrganizationStore, raw: string[]) =>
  raw.filter(Boolean).map((filter) => parseFilter(store, filter));

/** Events in the range that pass every filter of `f` (and `fs` for searches and clicks, `fc` for custom events). */
export function selectEvents(
  ctx: EmulatorContext,
  store: OrganizationStore,
  range: Range,
  filters: { f?: string[]; fs?: string[]; fc?: string[] } = {},
  tables?: EventTable[],
): UaEvent[] {
  const [common, searches, custom] = (['f', 'fs', 'fc'] as const).map((name) =>
    filtersOf(store, filters[name] ?? ctx.queries(name)),
  );
  return eventsIn(store, range).filter(
    (e) =>
      (!tables || tables.includes(e.table)) &&
      common.every((p) => p(e)) &&
      (e.table === 'CUSTOM_EVENTS' ? custom : searches).every((p) => p(e)),
  );
}

/** The tables exports and estimates read. */
export const EXPORTED_TABLES: EventTable[] = ['SEARCHES', 'CLICKS', 'CUSTOM_EVENTS'];
/** Table names: SEARCHES, CLICKS, CUSTOM_EVENTS (case-insensitive). @throws HttpError 400 for others. */
export function parseTables(raw: string[]): EventTable[] | undefined {
  const names = raw.flatMap((t) => t.split(',')).filter(Boolean);
  if (!names.length) return undefined;
  return names.map((name) => oneOf(name, EXPORTED_TABLES, 'table', 'INVALID_TABLE', true) as EventTable);
}

/**
 * The events of the range grouped into visits, by three lists of filters: those with an event each
 * `keep` filter takes and none a `drop` filter takes, their events narrowed to those the `keep` filters
 * take and no `hide` filter takes; a visit left with no event to show is left out.
 */
export function visitsIn(store: OrganizationStore, range: Range, lists: string[][]) {
  const [keep, drop, hide] = lists.map((list) => filtersOf(store, list));
  const shown = (e: UaEvent) => keep.every((p) => p(e)) && !hide.some((p) => p(e));
  return [...groupBy(eventsIn(store, range), (e) => e.visitId).values()]
    .filter((events) => keep.every((p) => events.some(p)) && !drop.some((p) => events.some(p)))
    .map((events) => events.filter(shown))
    .filter((events) => events.length > 0);
}

/** A CSV cell: quoted when it holds a quote, a comma or a line break. */
export function csvCell(value: unknown): string {
  const written = value === undefined ? '' : text(value);
  return /[",\n]/.test(written) ? `"${written.replace(/"/g, '""')}"` : written;
}

/** Metric names of `m` (repeated or comma-separated), checked; `fallback` when none. */
export function metricsOf(ctx: EmulatorContext, fallback = ['PerformSearch']): string[] {
  const names = listQuery(ctx, 'm');
  return (names.length ? names : fallback).map(requireMetric);
}

/** Dimensions of `d` (repeated or comma-separated), checked. */
export const dimensionsOfQuery = (ctx: EmulatorContext, store: OrganizationStore): DimensionRecord[] =>
  listQuery(ctx, 'd').map((d) => requireDimension(store, d));

/** The length of the intervals of a fixed length, ms; the most data points a graph answers. */
const STEP_MS: Record<string, number> = { MINUTE: 60_000, HOUR: 3_600_000, DAY: DAY_MS, WEEK: 7 * DAY_MS };
const MAX_POINTS = 50_000;

/** Interval `i`: MINUTE, HOUR, DAY (default), WEEK or MONTH. @throws HttpError 400 otherwise. */
export const intervalOf = (ctx: EmulatorContext) =>
  oneOf(ctx.query('i') || 'DAY', [...Object.keys(STEP_MS), 'MONTH'], 'interval');

/** The start (ms, UTC) of the interval that holds `time`. */
export function bucketStart(time: number, interval: string): number {
  if (interval === 'MONTH') {
    const d = new Date(time);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  const day = Math.floor(time / DAY_MS) * DAY_MS;
  if (interval === 'WEEK') return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  return Math.floor(time / STEP_MS[interval]) * STEP_MS[interval];
}

/** Every interval start from the range's start to its end. @throws HttpError 400 beyond {@link MAX_POINTS}. */
export function buckets(range: Range, interval: string): number[] {
  if (interval !== 'MONTH' && (range.to - range.from) / STEP_MS[interval] > MAX_POINTS)
    throw badRequest(
      `The range holds more than ${MAX_POINTS} ${interval} intervals: use a shorter range or a longer interval.`,
    );
  const starts: number[] = [];
  for (let t = bucketStart(range.from, interval); t <= range.to; ) {
    starts.push(t);
    if (interval === 'MONTH') {
      const d = new Date(t);
      t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    } else t += STEP_MS[interval];
  }
  return starts;
}

/** Groups events by the values of dimensions: one row per distinct tuple, with each metric's figure. */
export function combinations(
  events: UaEvent[],
  dimensions: DimensionRecord[],
  metrics: string[],
): Array<Record<string, string | number>> {
  const values = (event: UaEvent) => dimensions.map((d) => dimensionValue(event, d));
  const valued = events.filter((event) => !values(event).includes(undefined));
  return [...groupBy(valued, (event) => JSON.stringify(values(event))).values()].map((group) => ({
    ...Object.fromEntries(dimensions.map((d, i) => [d.returnName, values(group[0])[i] as string | number])),
    ...Object.fromEntries(metrics.map((m) => [m, metric(group, m)])),
  }));
}

/** Sorts by `s` (default: `fallbackSort`), descending unless `asc=true`; the page `p` of `n` (pageOf). */
export function sortAndPage<T extends Record<string, unknown>>(
  ctx: EmulatorContext,
  rows: T[],
  fallback: string,
) {
  const [field, sign] = [ctx.query('s') || fallback, ctx.query('asc') === 'true' ? 1 : -1];
  return pageOf(
    ctx,
    [...rows].sort((a, b) => sign * compareValues(a[field], b[field])),
  );
}
