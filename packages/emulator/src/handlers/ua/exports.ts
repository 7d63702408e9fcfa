import { randomUUID } from 'node:crypto';
import { boolQuery, type EmulatorContext } from '../../context';
import { badRequest, created, noContent } from '../../http';
import { text as written } from '../../safe';
import type { OrganizationStore } from '../../state';
import { requireObject } from '../rest';
import type { Handlers } from '../types';
import {
  type DimensionRecord,
  dimensionValue,
  parseFilter,
  parseInstant,
  parseTables,
  type Range,
  rangeOf,
  requireDimension,
  selectEvents,
} from './analytics';
import { type EventTable, eventsOf, type UaEvent, uaStore, windowOf } from './events';
import { serviceHealth, serviceStatus } from './serviceStatus';

/*
 * Exports: CSV files of events (one row per event) with the requested dimensions as columns, over the
 * requested range, tables and filters. The file is computed when the export is requested (so later
 * changes do not alter it) and an estimate of the same request equals its row count.
 *
 * Lifecycle, lazily from timestamps (no timers): PENDING for `refreshDurationMs` (the emulator
 * setting) after `startDate`, then AVAILABLE, downloadable, with a `downloadLink`: the emulator's
 * `/_files/{id}` route, a link that needs no token, as the platform's pre-signed storage links.
 * `GET /exports/{id}` answers the export as JSON, `redirect=true` or not, as the platform publishes it.
 */

export const ROW_LIMIT = 10_000_000;
const TABLES: EventTable[] = ['SEARCHES', 'CLICKS', 'CUSTOM_EVENTS'];
const DEFAULT_DIMENSIONS = ['searchHub', 'queryExpression', 'country', 'deviceCategory', 'userId', 'visitId'];
const FORMATS = ['EXCEL', 'NO_NEWLINE'];

interface ExportRecord {
  id: string;
  /** The id of its file at `/_files/{id}`, once a link was given. */
  fileId?: string;
  author: string;
  startDate: number;
  from: number;
  to: number;
  filters: Record<string, string>;
  description: string;
  tables: EventTable[];
  dimensions: string[];
  usingDisplayNames: boolean;
  format: string;
  filename: string;
  visits: boolean;
  rowCount: number;
  csv: string;
  scheduleId?: string;
}

const exportsOf = (store: OrganizationStore) => store.collection<ExportRecord>('ua.exports', 'Export');

/** Everything an export (or an estimate) is asked for, read from the query string or a JSON body. */
interface ExportRequest {
  range: Range;
  tables: EventTable[];
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

const list = (v: unknown, name: string): string[] => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
    throw badRequest(`'${name}' must be an array of strings.`);
  return v;
};
const text = (v: unknown, name: string): string | undefined => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw badRequest(`'${name}' must be a string.`);
  return v;
};
const flag = (v: unknown, name: string): boolean => {
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') throw badRequest(`'${name}' must be true or false.`);
  return v;
};

function fromQuery(ctx: EmulatorContext, store: OrganizationStore): ExportRequest {
  const all = (name: string) =>
    ctx
      .queries(name)
      .flatMap((v) => v.split(','))
      .filter(Boolean);
  return {
    range: rangeOf(ctx, store),
    tables: parseTables(ctx.queries('tables')) ?? TABLES,
    f: ctx.queries('f').filter(Boolean),
    fs: ctx.queries('fs').filter(Boolean),
    fc: ctx.queries('fc').filter(Boolean),
    fn: ctx.queries('fn').filter(Boolean),
    hideEventFilters: boolQuery(ctx, 'hideEventFilters', false),
    dimensions: all('dimensions'),
    useDisplayNames: boolQuery(ctx, 'useDisplayNames', false),
    format: ctx.query('format') || 'EXCEL',
    filename: ctx.query('filename') || undefined,
    description: ctx.query('d') ?? '',
    ordered: boolQuery(ctx, 'ordered', false),
  };
}

function fromBody(body: Record<string, any>, store: OrganizationStore, visits: boolean): ExportRequest {
  const window = windowOf(store);
  const from = text(body.from, 'from');
  const to = text(body.to, 'to');
  const range = {
    from: from ? parseInstant(from, 'from') : window.from,
    to: to ? parseInstant(to, 'to') : window.to,
  };
  if (range.from > range.to) throw badRequest("'from' must not be after 'to'.");
  return {
    range,
    tables: visits ? TABLES : (parseTables(list(body.tables, 'tables')) ?? TABLES),
    f: list(
      visits ? body.inclusionFilters : body.commonFilters,
      visits ? 'inclusionFilters' : 'commonFilters',
    ),
    fs: visits ? [] : list(body.searchesFilters, 'searchesFilters'),
    fc: visits ? [] : list(body.customEventsFilters, 'customEventsFilters'),
    fn: visits ? list(body.exclusionFilters, 'exclusionFilters') : [],
    hideEventFilters: flag(body.hideEventFilters, 'hideEventFilters'),
    dimensions: list(body.dimensions, 'dimensions'),
    useDisplayNames: flag(body.useDisplayNames, 'useDisplayNames'),
    format: text(body.exportFormat, 'exportFormat') ?? 'EXCEL',
    filename: text(body.filename, 'filename'),
    description: text(body.description, 'description') ?? '',
    ordered: flag(body.ordered, 'ordered'),
  };
}

/** The events an export request selects: by event (tables and filters), or whole visits. */
function rowsOf(
  ctx: EmulatorContext,
  store: OrganizationStore,
  request: ExportRequest,
  visits: boolean,
): UaEvent[] {
  if (!visits) {
    return selectEvents(
      ctx,
      store,
      request.range,
      { f: request.f, fs: request.fs, fc: request.fc },
      request.tables,
    );
  }
  const keep = request.f.map((f) => parseFilter(store, f));
  const drop = request.fn.map((f) => parseFilter(store, f));
  const byVisit = new Map<string, UaEvent[]>();
  for (const e of eventsOf(store)) {
    if (e.timestamp < request.range.from || e.timestamp > request.range.to) continue;
    byVisit.set(e.visitId, [...(byVisit.get(e.visitId) ?? []), e]);
  }
  const rows: UaEvent[] = [];
  for (const events of byVisit.values()) {
    if (!keep.every((p) => events.some(p)) || drop.some((p) => events.some(p))) continue;
    rows.push(
      ...(request.hideEventFilters || !keep.length ? events : events.filter((e) => keep.every((p) => p(e)))),
    );
  }
  if (request.ordered) rows.sort((a, b) => a.visitId.localeCompare(b.visitId) || a.timestamp - b.timestamp);
  return rows;
}

function csvOf(rows: UaEvent[], dimensions: DimensionRecord[], request: ExportRequest): string {
  const cell = (v: unknown) => {
    let value = v === undefined ? '' : written(v);
    if (request.format === 'NO_NEWLINE') value = value.replace(/[\r\n]+/g, ' ');
    return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  };
  const several = request.tables.length > 1;
  const header = [
    request.useDisplayNames ? 'Date/Time' : 'datetime',
    ...(several ? [request.useDisplayNames ? 'Event Type' : 'eventType'] : []),
    ...dimensions.map((d) => (request.useDisplayNames ? d.displayName : d.returnName)),
  ];
  const lines = rows.map((e) =>
    [e.datetime, ...(several ? [e.table] : []), ...dimensions.map((d) => dimensionValue(e, d))]
      .map(cell)
      .join(','),
  );
  return `${[header.map(cell).join(','), ...lines].join('\n')}\n`;
}

function checkRequest(store: OrganizationStore, request: ExportRequest): DimensionRecord[] {
  if (!FORMATS.includes(request.format))
    throw badRequest(`Unknown format '${request.format}'. Use EXCEL or NO_NEWLINE.`);
  if (request.filename !== undefined && !/^[\x20-\x7e]+$/.test(request.filename)) {
    throw badRequest('The filename may hold US-ASCII characters only.');
  }
  return (request.dimensions.length ? request.dimensions : DEFAULT_DIMENSIONS).map((d) =>
    requireDimension(store, d),
  );
}

function startExport(
  ctx: EmulatorContext,
  store: OrganizationStore,
  request: ExportRequest,
  visits: boolean,
) {
  const dimensions = checkRequest(store, request);
  const rows = rowsOf(ctx, store, request, visits);
  if (rows.length > ROW_LIMIT)
    throw badRequest(`The export would hold ${rows.length} rows; the limit is ${ROW_LIMIT}.`);
  const filters: Record<string, string> = {};
  if (request.f.length) filters[visits ? 'inclusionFilters' : 'commonFilters'] = request.f.join(' AND ');
  if (request.fs.length) filters.searchesFilters = request.fs.join(' AND ');
  if (request.fc.length) filters.customEventsFilters = request.fc.join(' AND ');
  if (request.fn.length) filters.exclusionFilters = request.fn.join(' AND ');
  const csv = csvOf(rows, dimensions, request);
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
    format: request.format,
    filename: request.filename ?? '',
    visits,
    rowCount: rows.length,
    csv,
  });
  return created(view(ctx, record));
}

const isDone = (ctx: EmulatorContext, record: ExportRecord) =>
  Date.now() - record.startDate >= ctx.settings.refreshDurationMs;

/** The export's file, served by the emulator at `/_files/{id}`. */
function linkOf(ctx: EmulatorContext, record: ExportRecord): string {
  record.fileId ??= randomUUID();
  if (!ctx.state.files.has(record.fileId)) {
    ctx.state.files.set(record.fileId, { body: record.csv, contentType: 'text/csv; charset=utf-8' });
  }
  return `${new URL(ctx.c.req.url).origin}/_files/${record.fileId}`;
}

/** What the platform shows of an export, its state computed from the time elapsed. */
function view(ctx: EmulatorContext, record: ExportRecord) {
  const done = isDone(ctx, record);
  return {
    id: record.id,
    author: record.author,
    status: done ? 'AVAILABLE' : 'PENDING',
    downloadable: done,
    ...(done ? { downloadLink: linkOf(ctx, record) } : {}),
    startDate: record.startDate,
    from: record.from,
    to: record.to,
    filters: record.filters,
    description: record.description,
    size: done ? Buffer.byteLength(record.csv) : 0,
    tables: record.tables,
    dimensions: record.dimensions,
    usingDisplayNames: record.usingDisplayNames,
    filename: record.filename || `${record.id}.csv`,
    rowCount: record.rowCount,
    ...(record.scheduleId ? { scheduleId: record.scheduleId } : {}),
  };
}

function estimate(ctx: EmulatorContext, store: OrganizationStore, request: ExportRequest) {
  const rows = rowsOf(ctx, store, request, false);
  return {
    estimates: Object.fromEntries(request.tables.map((t) => [t, rows.filter((e) => e.table === t).length])),
  };
}

const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'];
const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

function checkSchedule(store: OrganizationStore, raw: unknown) {
  const body = requireObject(raw);
  if (!FREQUENCIES.includes(body.frequency)) {
    throw badRequest(`'frequency' must be one of ${FREQUENCIES.join(', ')}.`);
  }
  if (body.dayOfWeek !== undefined && !DAYS.includes(body.dayOfWeek)) {
    throw badRequest(`'dayOfWeek' must be one of ${DAYS.join(', ')}.`);
  }
  if (body.frequency === 'WEEKLY' && body.dayOfWeek === undefined)
    throw badRequest("A weekly schedule needs 'dayOfWeek'.");
  if (typeof body.timezone !== 'string') throw badRequest("'timezone' (an IANA time zone) is required.");
  try {
    new Intl.DateTimeFormat('en', { timeZone: body.timezone });
  } catch {
    throw badRequest(`Unknown time zone '${body.timezone}'.`);
  }
  for (const d of list(body.dimensions, 'dimensions')) requireDimension(store, d);
  parseTables(list(body.tables, 'tables'));
  for (const key of ['commonFilters', 'searchesFilters', 'customEventsFilters']) {
    for (const f of list(body[key], key)) parseFilter(store, f);
  }
  list(body.notificationsEmails, 'notificationsEmails');
  if (body.description !== undefined && typeof body.description !== 'string') {
    throw badRequest("'description' must be a string.");
  }
  // The id and author are the platform's to set.
  const { commonFilters, searchesFilters, customEventsFilters, id: _id, author: _author, ...rest } = body;
  const filters: Record<string, string> = {};
  if (commonFilters?.length) filters.commonFilters = commonFilters.join(' AND ');
  if (searchesFilters?.length) filters.searchesFilters = searchesFilters.join(' AND ');
  if (customEventsFilters?.length) filters.customEventsFilters = customEventsFilters.join(' AND ');
  // The platform always answers a description, empty unless given.
  return { ...rest, description: body.description ?? '', filters };
}

const schedulesOf = (store: OrganizationStore) => store.collection('ua.exportSchedules', 'Export schedule');

export const uaExportsHandlers: Handlers = {
  'ua.exports.status': serviceStatus('exports'),
  'ua.exports.health': serviceHealth('exports'),
  'ua.exports.rowLimit': (ctx) => {
    uaStore(ctx);
    return { exportRowCountLimit: ROW_LIMIT };
  },
  'ua.exports.list': (ctx) => {
    const store = uaStore(ctx);
    return exportsOf(store)
      .list()
      .map((r) => view(ctx, r));
  },
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
    return startExport(ctx, store, fromBody(requireObject(await ctx.json()), store, false), false);
  },
  'ua.exports.createVisits': async (ctx) => {
    const store = uaStore(ctx);
    return startExport(ctx, store, fromBody(requireObject(await ctx.json()), store, true), true);
  },
  'ua.exports.get': (ctx) => {
    const store = uaStore(ctx);
    const record = exportsOf(store).get(ctx.params.exportId);
    // The platform publishes one answer, the export as JSON, whatever `redirect` says: the file is at
    // its downloadLink once AVAILABLE.
    boolQuery(ctx, 'redirect', false);
    return view(ctx, record);
  },
  'ua.exports.getDownloadLink': (ctx) => {
    const store = uaStore(ctx);
    const record = exportsOf(store).get(ctx.params.exportId);
    return { id: record.id, ...(isDone(ctx, record) ? { downloadLink: linkOf(ctx, record) } : {}) };
  },
  'ua.exports.delete': (ctx) => {
    exportsOf(uaStore(ctx)).delete(ctx.params.exportId);
    return noContent();
  },
  'ua.exports.estimate': (ctx) => {
    const store = uaStore(ctx);
    return estimate(ctx, store, fromQuery(ctx, store));
  },
  'ua.exports.estimateVisits': (ctx) => {
    const store = uaStore(ctx);
    const request = fromQuery(ctx, store);
    return { estimates: { VISITS_EVENTS: rowsOf(ctx, store, request, true).length } };
  },

  'ua.exports.schedules.list': (ctx) => schedulesOf(uaStore(ctx)).list(),
  'ua.exports.schedules.create': async (ctx) => {
    const store = uaStore(ctx);
    const schedule = checkSchedule(store, await ctx.json());
    return created(schedulesOf(store).insert({ ...schedule, author: ctx.token?.username ?? 'unknown' }));
  },
  'ua.exports.schedules.get': (ctx) => schedulesOf(uaStore(ctx)).get(ctx.params.exportScheduleId),
  'ua.exports.schedules.update': async (ctx) => {
    const store = uaStore(ctx);
    const existing = schedulesOf(store).get(ctx.params.exportScheduleId);
    const schedule = checkSchedule(store, await ctx.json());
    const replaced = { ...schedule, id: existing.id, author: existing.author };
    schedulesOf(store).records.set(existing.id, replaced);
    return replaced;
  },
  'ua.exports.schedules.delete': (ctx) => {
    schedulesOf(uaStore(ctx)).delete(ctx.params.exportScheduleId);
    return noContent();
  },
};
