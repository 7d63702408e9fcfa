import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../../context';
import { collectionIn } from '../../engine';
import { badRequest, created } from '../../http';
import { flag } from '../../model/rest';
import {
  csvCell,
  type DimensionRecord,
  dimensionValue,
  parseFilter,
  parseInstant,
  parseTables,
  type Range,
  rangeOf,
  requireDimension,
  selectEvents,
  visitsIn,
} from '../../model/ua/analytics';
import { type EventTable, type UaEvent, uaStore, windowOf } from '../../model/ua/events';
import { serviceHealth, serviceStatus } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

/*
 * Exports: CSV files of events (one row per event) with the requested dimensions as columns, over the
 * requested range, tables and filters. The file is computed when the export is requested (later changes
 * do not alter it), and an estimate of the same request equals its row count. The engine deletes exports,
 * and lists, reads and deletes export schedules.
 *
 * Lifecycle, from timestamps (no timers): PENDING for `refreshDurationMs` after `startDate`, then
 * AVAILABLE, downloadable at its `downloadLink`: the emulator's `/_files/{id}` route, a link that needs
 * no token, as the platform's pre-signed storage links.
 */

type Rec = Record<string, any>;

export const ROW_LIMIT = 10_000_000;
const TABLES: EventTable[] = ['SEARCHES', 'CLICKS', 'CUSTOM_EVENTS'];
const DEFAULT_DIMENSIONS = ['searchHub', 'queryExpression', 'country', 'deviceCategory', 'userId', 'visitId'];

/** Everything an export (or an estimate) is asked for, read from the query string or a JSON body. */
interface ExportRequest {
  range: Range;
  tables: EventTable[];
  /** Filters: common (`f`, a visit export's inclusion filters), of searches and clicks, of custom events, exclusion. */
  f: string[];
  fs: string[];
  fc: string[];
  fn: string[];
  hideEventFilters: boolean;
  dimensions: string[];
  useDisplayNames: boolean;
  format: string;
  filename?: string;
  description: string;
  ordered: boolean;
}

const exportsOf = (store: OrganizationStore) => collectionIn(store, '/rest/ua/v15/exports');
const schedulesOf = (store: OrganizationStore) => collectionIn(store, '/rest/ua/v15/exports/schedules');

function fromQuery(ctx: EmulatorContext, store: OrganizationStore): ExportRequest {
  const all = (name: string) => ctx.queries(name).filter(Boolean);
  return {
    range: rangeOf(ctx, store),
    tables: parseTables(ctx.queries('tables')) ?? TABLES,
    f: all('f'),
    fs: all('fs'),
    fc: all('fc'),
    fn: all('fn'),
    hideEventFilters: flag(ctx, 'hideEventFilters'),
    dimensions: all('dimensions').flatMap((v) => v.split(',')),
    useDisplayNames: flag(ctx, 'useDisplayNames'),
    format: ctx.query('format') || 'EXCEL',
    filename: ctx.query('filename') || undefined,
    description: ctx.query('d') ?? '',
    ordered: flag(ctx, 'ordered'),
  };
}

/** An export asked for in a body (the published schema types its fields): by event, or whole visits. */
function fromBody(body: Rec, store: OrganizationStore, visits: boolean): ExportRequest {
  const window = windowOf(store);
  const range = {
    from: body.from ? parseInstant(body.from, 'from') : window.from,
    to: body.to ? parseInstant(body.to, 'to') : window.to,
  };
  if (range.from > range.to) throw badRequest("'from' must not be after 'to'.");
  return {
    range,
    tables: visits ? TABLES : (parseTables(body.tables ?? []) ?? TABLES),
    f: (visits ? body.inclusionFilters : body.commonFilters) ?? [],
    fs: (!visits && body.searchesFilters) || [],
    fc: (!visits && body.customEventsFilters) || [],
    fn: (visits && body.exclusionFilters) || [],
    hideEventFilters: body.hideEventFilters === true,
    dimensions: body.dimensions ?? [],
    useDisplayNames: body.useDisplayNames === true,
    format: body.exportFormat ?? 'EXCEL',
    filename: body.filename,
    description: typeof body.description === 'string' ? body.description : '',
    ordered: body.ordered === true,
  };
}

/** The events an export request selects: by event (tables and filters), or whole visits. */
function rowsOf(
  ctx: EmulatorContext,
  store: OrganizationStore,
  request: ExportRequest,
  visits: boolean,
): UaEvent[] {
  const { range, f, fs, fc, fn, tables } = request;
  if (!visits) return selectEvents(ctx, store, range, { f, fs, fc }, tables);
  const [keep, drop] = [f, fn].map((filters) => filters.map((filter) => parseFilter(store, filter)));
  const rows = visitsIn(store, range, keep, drop, request.hideEventFilters).flat();
  if (request.ordered) rows.sort((a, b) => a.visitId.localeCompare(b.visitId) || a.timestamp - b.timestamp);
  return rows;
}

function csvOf(
  rows: UaEvent[],
  dimensions: DimensionRecord[],
  { format, tables, useDisplayNames }: ExportRequest,
): string {
  const cell = (v: unknown) =>
    csvCell(format === 'NO_NEWLINE' && typeof v === 'string' ? v.replace(/[\r\n]+/g, ' ') : v);
  const several = tables.length > 1;
  const header = [
    useDisplayNames ? 'Date/Time' : 'datetime',
    ...(several ? [useDisplayNames ? 'Event Type' : 'eventType'] : []),
    ...dimensions.map((d) => (useDisplayNames ? d.displayName : d.returnName)),
  ];
  const line = (e: UaEvent) => [
    e.datetime,
    ...(several ? [e.table] : []),
    ...dimensions.map((d) => dimensionValue(e, d)),
  ];
  return `${[header, ...rows.map(line)].map((cells) => cells.map(cell).join(',')).join('\n')}\n`;
}

function startExport(
  ctx: EmulatorContext,
  store: OrganizationStore,
  request: ExportRequest,
  visits: boolean,
) {
  if (request.filename !== undefined && !/^[\x20-\x7e]+$/.test(request.filename)) {
    throw badRequest('The filename may hold US-ASCII characters only.');
  }
  const dimensions = (request.dimensions.length ? request.dimensions : DEFAULT_DIMENSIONS).map((d) =>
    requireDimension(store, d),
  );
  const rows = rowsOf(ctx, store, request, visits);
  if (rows.length > ROW_LIMIT)
    throw badRequest(`The export would hold ${rows.length} rows; the limit is ${ROW_LIMIT}.`);
  const filters: Record<string, string> = {};
  const named = { [visits ? 'inclusionFilters' : 'commonFilters']: request.f, searchesFilters: request.fs };
  for (const [name, list] of Object.entries({
    ...named,
    customEventsFilters: request.fc,
    exclusionFilters: request.fn,
  })) {
    if (list.length) filters[name] = list.join(' AND ');
  }
  const record = exportsOf(store).insert({
    author: ctx.token?.username ?? 'unknown',
    startDate: Date.now(),
    from: request.range.from,
    to: request.range.to,
    filters,
    description: request.description,
    tables: request.tables,
    dimensions: dimensions.map((d) => d.returnName),
    usingDisplayNames: request.useDisplayNames,
    filename: request.filename ?? '',
    rowCount: rows.length,
    csv: csvOf(rows, dimensions, request),
  });
  return created(view(ctx, record));
}

const isDone = (ctx: EmulatorContext, record: Rec) =>
  Date.now() - record.startDate >= ctx.settings.refreshDurationMs;

/** The export's file, served by the emulator at `/_files/{id}`. */
function linkOf(ctx: EmulatorContext, record: Rec): string {
  record.fileId ??= randomUUID();
  if (!ctx.state.files.has(record.fileId)) {
    ctx.state.files.set(record.fileId, { body: record.csv, contentType: 'text/csv; charset=utf-8' });
  }
  return `${new URL(ctx.c.req.url).origin}/_files/${record.fileId}`;
}

/** What the platform shows of an export, its state computed from the time elapsed. */
function view(ctx: EmulatorContext, record: Rec) {
  const { csv, fileId: _f, filename, ...shown } = record;
  const done = isDone(ctx, record);
  return {
    ...shown,
    status: done ? 'AVAILABLE' : 'PENDING',
    downloadable: done,
    ...(done ? { downloadLink: linkOf(ctx, record) } : {}),
    size: done ? Buffer.byteLength(csv) : 0,
    filename: filename || `${record.id}.csv`,
  };
}

/** A schedule's fields: its dimensions and filters must be known; the id and author are the platform's. */
function scheduleFields(store: OrganizationStore, body: Rec) {
  if (body.frequency === 'WEEKLY' && body.dayOfWeek === undefined)
    throw badRequest("A weekly schedule needs 'dayOfWeek'.");
  try {
    new Intl.DateTimeFormat('en', { timeZone: body.timezone });
  } catch {
    throw badRequest(`Unknown time zone '${body.timezone}'.`);
  }
  for (const d of body.dimensions ?? []) requireDimension(store, d);
  parseTables(body.tables ?? []);
  const {
    commonFilters = [],
    searchesFilters = [],
    customEventsFilters = [],
    id: _id,
    author: _author,
    ...rest
  } = body;
  const given = Object.entries({ commonFilters, searchesFilters, customEventsFilters }).filter(
    ([, list]) => list.length,
  );
  for (const [, list] of given) for (const f of list) parseFilter(store, f);
  // The platform always answers a description, empty unless given.
  const filters = Object.fromEntries(given.map(([name, list]) => [name, list.join(' AND ')]));
  return { ...rest, description: typeof body.description === 'string' ? body.description : '', filters };
}

export const uaExportsHandlers: Handlers = {
  'ua.exports.status': serviceStatus('exports'),
  'ua.exports.health': serviceHealth('exports'),
  'ua.exports.rowLimit': (ctx) => {
    uaStore(ctx);
    return { exportRowCountLimit: ROW_LIMIT };
  },
  'ua.exports.list': (ctx) =>
    exportsOf(uaStore(ctx))
      .list()
      .map((r) => view(ctx, r)),
  'ua.exports.generate': (ctx) => {
    const store = uaStore(ctx);
    return startExport(ctx, store, fromQuery(ctx, store), false);
  },
  'ua.exports.generateVisits': (ctx) => {
    const store = uaStore(ctx);
    return startExport(ctx, store, fromQuery(ctx, store), true);
  },
  'ua.exports.create': async (ctx) => {
    const store = uaStore(ctx);
    return startExport(ctx, store, fromBody(await ctx.json(), store, false), false);
  },
  'ua.exports.createVisits': async (ctx) => {
    const store = uaStore(ctx);
    return startExport(ctx, store, fromBody(await ctx.json(), store, true), true);
  },
  // The platform publishes one answer, the export as JSON, whatever `redirect` says: the file is at its
  // downloadLink once AVAILABLE.
  'ua.exports.get': (ctx) => view(ctx, exportsOf(uaStore(ctx)).get(ctx.params.exportId)),
  'ua.exports.getDownloadLink': (ctx) => {
    const record = exportsOf(uaStore(ctx)).get(ctx.params.exportId);
    return { id: record.id, ...(isDone(ctx, record) ? { downloadLink: linkOf(ctx, record) } : {}) };
  },
  'ua.exports.estimate': (ctx) => {
    const store = uaStore(ctx);
    const request = fromQuery(ctx, store);
    const rows = rowsOf(ctx, store, request, false);
    return {
      estimates: Object.fromEntries(request.tables.map((t) => [t, rows.filter((e) => e.table === t).length])),
    };
  },
  'ua.exports.estimateVisits': (ctx) => {
    const store = uaStore(ctx);
    return { estimates: { VISITS_EVENTS: rowsOf(ctx, store, fromQuery(ctx, store), true).length } };
  },
  'ua.exports.schedules.create': async (ctx) => {
    const store = uaStore(ctx);
    const schedule = scheduleFields(store, await ctx.json());
    return created(schedulesOf(store).insert({ ...schedule, author: ctx.token?.username ?? 'unknown' }));
  },
  'ua.exports.schedules.update': async (ctx) => {
    const store = uaStore(ctx);
    const { id, author } = schedulesOf(store).get(ctx.params.exportScheduleId);
    const replaced = { ...scheduleFields(store, await ctx.json()), id, author };
    schedulesOf(store).records.set(id, replaced);
    return replaced;
  },
};
