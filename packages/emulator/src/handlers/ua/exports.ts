import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../../context';
import { collectionIn } from '../../engine';
import type { Behaviours } from '../../engine/hooks';
import { badRequest, created } from '../../http';
import { listQuery } from '../../model/catalogs';
import { flag } from '../../model/rest';
import {
  csvCell,
  type DimensionRecord,
  dimensionValue,
  EXPORTED_TABLES,
  filtersOf,
  parseTables,
  rangeBetween,
  requireDimension,
  selectEvents,
  visitsIn,
} from '../../model/ua/analytics';
import { type UaEvent, uaStore, windowOf } from '../../model/ua/events';
import { checkTimeZone, served, withV14, withV14Behaviours } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

// Exports: CSV files of events (one row per event) with the requested dimensions as columns, over the
// requested range, tables and filters. The file is computed when the export is requested (later changes
// do not alter it), and an estimate of the same request equals its row count. The engine lists, reads
// and deletes exports (their state computed here), and keeps export schedules.
//
// Lifecycle, from timestamps (no timers): PENDING for `refreshDurationMs` after `startDate`, then
// AVAILABLE, downloadable at its `downloadLink`: the emulator's `/_files/{id}` route, a link that needs
// no token, as the platform's pre-signed storage links.

type Rec = Record<string, any>;

export const ROW_LIMIT = 10_000_000;
const DEFAULT_DIMENSIONS = ['searchHub', 'queryExpression', 'country', 'deviceCategory', 'userId', 'visitId'];

/** Everything an export (or an estimate) is asked for, read from a JSON body or the query string. */
type ExportRequest = ReturnType<typeof fromBody>;

/** The filters of an export or a schedule as the platform shows them: each list given, joined with AND. */
const filterSummary = (lists: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(lists).flatMap(([name, list]) => (list.length ? [[name, list.join(' AND ')]] : [])),
  );

const exportsOf = (store: OrganizationStore) => collectionIn(store, '/rest/ua/v15/exports');

/** The filter lists of an export by event (`f`, `fs`, `fc` in the query), or of a visit export (`f`, `fn`, `hideEventFilters`). */
const FILTER_LISTS = {
  events: { commonFilters: 'f', searchesFilters: 'fs', customEventsFilters: 'fc' },
  visits: { inclusionFilters: 'f', exclusionFilters: 'fn', hideEventFilters: 'hideEventFilters' },
};

/** An export asked for in a body (the published schema types its fields), by event or whole visits. */
function fromBody(body: Rec, store: OrganizationStore, visits: boolean) {
  const lists = Object.keys(FILTER_LISTS[visits ? 'visits' : 'events']);
  return {
    range: rangeBetween([body.from, body.to], windowOf(store)),
    tables: visits ? EXPORTED_TABLES : (parseTables(body.tables ?? []) ?? EXPORTED_TABLES),
    filters: Object.fromEntries(lists.map((name) => [name, (body[name] ?? []) as string[]])),
    dimensions: (body.dimensions ?? []) as string[],
    useDisplayNames: body.useDisplayNames === true,
    format: (body.exportFormat ?? 'EXCEL') as string,
    filename: body.filename as string | undefined,
    description: typeof body.description === 'string' ? body.description : '',
    ordered: body.ordered === true,
  };
}

/** An export asked for in the query string, as the body would ask for it. */
function fromQuery(ctx: EmulatorContext, store: OrganizationStore, visits: boolean): ExportRequest {
  const lists = Object.entries(FILTER_LISTS[visits ? 'visits' : 'events']);
  const body = {
    ...Object.fromEntries(['from', 'to', 'filename'].map((name) => [name, ctx.query(name) || undefined])),
    ...Object.fromEntries(lists.map(([name, short]) => [name, ctx.queries(short).filter(Boolean)])),
    tables: ctx.queries('tables'),
    dimensions: listQuery(ctx, 'dimensions'),
    exportFormat: ctx.query('format') || undefined,
    description: ctx.query('d'),
    ...Object.fromEntries(['useDisplayNames', 'ordered'].map((name) => [name, flag(ctx, name)])),
  };
  return fromBody(body, store, visits);
}

/** The events an export request selects: by event (tables and filters), or whole visits. */
function rowsOf(ctx: EmulatorContext, store: OrganizationStore, request: ExportRequest, visits: boolean) {
  const { range, filters, tables } = request;
  if (!visits) {
    const lists = { f: filters.commonFilters, fs: filters.searchesFilters, fc: filters.customEventsFilters };
    return selectEvents(ctx, store, range, lists, tables);
  }
  const lists = [filters.inclusionFilters, filters.exclusionFilters, filters.hideEventFilters];
  const rows = visitsIn(store, range, lists).flat();
  if (request.ordered) rows.sort((a, b) => a.visitId.localeCompare(b.visitId) || a.timestamp - b.timestamp);
  return rows;
}

function csvOf(rows: UaEvent[], dimensions: DimensionRecord[], request: ExportRequest): string {
  const { format, tables, useDisplayNames } = request;
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

/** Starts an export: its file is made now, and is ready after the set-up time. */
async function startExport(ctx: EmulatorContext, visits: boolean, body?: 'body') {
  const store = uaStore(ctx);
  const request = body ? fromBody(await ctx.json(), store, visits) : fromQuery(ctx, store, visits);
  if (request.filename !== undefined && !/^[\x20-\x7e]+$/.test(request.filename)) {
    throw badRequest('The filename may hold US-ASCII characters only.');
  }
  const dimensions = (request.dimensions.length ? request.dimensions : DEFAULT_DIMENSIONS).map((d) =>
    requireDimension(store, d),
  );
  const rows = rowsOf(ctx, store, request, visits);
  const record = exportsOf(store).insert({
    author: ctx.token?.username ?? 'unknown',
    startDate: Date.now(),
    ...request.range,
    filters: filterSummary(request.filters),
    description: request.description,
    tables: request.tables,
    dimensions: dimensions.map((d) => d.returnName),
    usingDisplayNames: request.useDisplayNames,
    filename: request.filename ?? '',
    rowCount: rows.length,
    csv: csvOf(rows, dimensions, request),
    fileId: randomUUID(),
  });
  return created(view(ctx, record));
}

const isDone = (ctx: EmulatorContext, record: Rec) =>
  Date.now() - record.startDate >= ctx.settings.refreshDurationMs;

/** What the platform shows of an export, its state computed from the time elapsed. */
function view(ctx: EmulatorContext, record: Rec) {
  const { csv, fileId: _f, filename, ...shown } = record;
  const done = isDone(ctx, record);
  return {
    ...shown,
    status: done ? 'AVAILABLE' : 'PENDING',
    downloadable: done,
    ...(done ? { downloadLink: served(ctx, record.csv, record.fileId) } : {}),
    size: done ? Buffer.byteLength(csv) : 0,
    filename: filename || `${record.id}.csv`,
  };
}

export const uaExportsBehaviours: Behaviours = withV14Behaviours({
  // The platform publishes one answer to a read, the export as JSON, whatever `redirect` says: the file
  // is at its downloadLink once AVAILABLE.
  'ua.exports.get': { view: (ctx, record) => view(ctx, record) },
  'ua.exports.schedules.get': {
    /** A schedule's fields: its dimensions and filters must be known; the author is the platform's. */
    accept(ctx, body, before) {
      const store = uaStore(ctx);
      if (body.frequency === 'WEEKLY' && body.dayOfWeek === undefined)
        throw badRequest("A weekly schedule needs 'dayOfWeek'.");
      checkTimeZone(body.timezone, false);
      for (const d of body.dimensions ?? []) requireDimension(store, d);
      parseTables(body.tables ?? []);
      const { commonFilters = [], searchesFilters = [], customEventsFilters = [], id: _id, ...rest } = body;
      const lists = { commonFilters, searchesFilters, customEventsFilters };
      for (const list of Object.values(lists)) filtersOf(store, list);
      return {
        ...rest,
        // The platform always answers a description, empty unless given.
        description: typeof body.description === 'string' ? body.description : '',
        filters: filterSummary(lists),
        author: before?.author ?? ctx.token?.username ?? 'unknown',
      };
    },
  },
});

export const uaExportsHandlers: Handlers = withV14({
  'ua.exports.rowLimit': (ctx) => {
    uaStore(ctx);
    return { exportRowCountLimit: ROW_LIMIT };
  },
  'ua.exports.generate': (ctx) => startExport(ctx, false),
  'ua.exports.generateVisits': (ctx) => startExport(ctx, true),
  'ua.exports.create': (ctx) => startExport(ctx, false, 'body'),
  'ua.exports.createVisits': (ctx) => startExport(ctx, true, 'body'),
  'ua.exports.getDownloadLink': (ctx) => {
    const record = exportsOf(uaStore(ctx)).get(ctx.params.exportId);
    return { id: record.id, downloadLink: view(ctx, record).downloadLink };
  },
  'ua.exports.estimate': (ctx) => {
    const store = uaStore(ctx);
    const request = fromQuery(ctx, store, false);
    const rows = rowsOf(ctx, store, request, false);
    return {
      estimates: Object.fromEntries(request.tables.map((t) => [t, rows.filter((e) => e.table === t).length])),
    };
  },
  'ua.exports.estimateVisits': (ctx) => {
    const store = uaStore(ctx);
    return { estimates: { VISITS_EVENTS: rowsOf(ctx, store, fromQuery(ctx, store, true), true).length } };
  },
});
