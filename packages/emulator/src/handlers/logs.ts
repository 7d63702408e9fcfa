import { createHash } from 'node:crypto';
import { type EmulatorContext, intQuery } from '../context';
import { timeQuery } from '../model/catalogs';
import { type PushedDocument, pushedIn } from '../model/pushed';
import { sourcesOf } from '../provision';
import type { Handlers } from './types';

/*
 * Indexing logs (serverless host), derived from the organization's sources: each item a source holds
 * (up to 20 per source) has one entry per indexing stage, at the time of the source's last operation.
 * The items pushed to a source (model/pushed.ts) are logged instead under their own URIs, every stage
 * COMPLETED (the index holds them). Listing, facets and facet statistics read the same entries, so their
 * figures agree.
 */

type Entry = Record<string, any>;

const TASKS = ['CRAWLING', 'PROCESSING', 'MAPPING', 'INDEXING'];
/**
 * Each property of an entry that the calls narrow and count: the body's filter on it (the published
 * GetLogsOrFacetsRequestBodyModel), the body's exclusion of values of it, and its facet in the answers.
 */
const PROPERTIES = [
  { key: 'task', filter: 'tasks', exclude: 'excludeTasks', facet: 'tasks' },
  { key: 'operation', filter: 'operations', exclude: 'excludeOperations', facet: 'operations' },
  { key: 'result', filter: 'results', exclude: 'excludeResults', facet: 'results' },
  { key: 'sourceId', filter: 'sourcesIds', exclude: 'excludeSourceIds', facet: 'sourceIds' },
  { key: 'resourceId', filter: 'resourceIds', exclude: 'excludeResourceIds', facet: 'resourceIds' },
];
const PER_SOURCE = 20;

const digest = (text: string) => createHash('sha1').update(text).digest();
const hash = (text: string) => digest(text).readUInt32BE(0);
/** A stable UUID for an entry (`guid`): the same item and stage always log the same one. */
function guidOf(text: string): string {
  const hex = digest(text).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function resultOf(documentId: string, task: string): string {
  const h = hash(`${documentId}/${task}`);
  if (task === 'PROCESSING' && h % 7 === 0) return 'WARNING';
  if (task === 'INDEXING' && h % 11 === 0) return 'REJECTED';
  return 'COMPLETED';
}

/**
 * When a pushed item was indexed: when it was pushed, its ordering id when that is a time of the
 * source's life (the Push API's default), else `at`, the source's last operation.
 */
function pushedAt({ orderingId }: PushedDocument, source: Entry, at: number): number {
  return orderingId >= Number(source.createdDate ?? 0) && orderingId <= Date.now() ? orderingId : at;
}

/** A source's logged items: its pushed items, else up to 20 made-up ones, by URI, with when each was indexed. */
function itemsOf(ctx: EmulatorContext, source: Entry): Array<{ id: string; at: number; pushed: boolean }> {
  const info = source.information ?? {};
  const at = Number(info.lastOperation?.timestamp ?? source.createdDate ?? 0);
  const pushed = pushedIn(ctx.store, String(source.id));
  if (pushed.length)
    return pushed.map((item) => ({ id: item.documentId, at: pushedAt(item, source, at), pushed: true }));
  const count = Math.min(PER_SOURCE, Number(info.numberOfDocuments) || 0);
  return Array.from({ length: count }, (_, i) => ({
    id: `https://${String(source.id).toLowerCase()}.emulator.local/item-${i}`,
    at: at - (count - i) * 1000,
    pushed: false,
  }));
}

function entries(ctx: EmulatorContext): Entry[] {
  return sourcesOf(ctx.store)
    .list()
    .flatMap((source) =>
      itemsOf(ctx, source).flatMap(({ id, at, pushed }) =>
        TASKS.map((task, step) => ({
          id,
          guid: guidOf(`${id}/${task}`),
          datetime: new Date(at + step * 10).toISOString(),
          task,
          operation: 'ADD',
          result: pushed ? 'COMPLETED' : resultOf(id, task),
          sourceId: source.id,
          resourceId: source.id,
          organizationId: ctx.org,
          meta: { sourceName: source.name },
        })),
      ),
    );
}

/**
 * Whether an item URI is the query's `documentId`, as `documentIdMatching` says: the whole URI (`EXACT`,
 * the default), a part of it (`PARTIAL`), or a pattern of it (`WILDCARD`: `*` stands for one or more
 * characters, `?` for one). Any URI without a `documentId`.
 */
function documentIdTest(ctx: EmulatorContext): (uri: string) => boolean {
  const documentId = ctx.query('documentId');
  if (!documentId) return () => true;
  const matching = ctx.query('documentIdMatching');
  if (matching === 'PARTIAL') return (uri) => uri.includes(documentId);
  if (matching !== 'WILDCARD') return (uri) => uri === documentId;
  const escaped = documentId.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${escaped.replace(/\*/g, '.+').replace(/\?/g, '.')}$`, 's');
  return (uri) => pattern.test(uri);
}

/**
 * The entries the query and body filters keep, newest first. The body's lists are arrays of strings
 * (the published schema checks them before this runs): each narrows when not empty, each `exclude…`
 * leaves its values out.
 */
async function selected(ctx: EmulatorContext, filters?: Entry): Promise<Entry[]> {
  const body = filters ?? (await ctx.json(false)) ?? {};
  const holds = (list: unknown, value: unknown) => Array.isArray(list) && list.includes(value);
  const from = timeQuery(ctx, 'from', -Infinity);
  const to = timeQuery(ctx, 'to', Infinity);
  const matchesDocument = documentIdTest(ctx);
  return entries(ctx)
    .filter((e) => Date.parse(e.datetime) >= from && Date.parse(e.datetime) <= to)
    .filter((e) => matchesDocument(e.id))
    .filter((e) =>
      PROPERTIES.every(
        ({ key, filter, exclude }) =>
          (!body[filter]?.length || holds(body[filter], e[key])) && !holds(body[exclude], e[key]),
      ),
    )
    .sort((a, b) => b.datetime.localeCompare(a.datetime));
}

/** How many of the entries hold each value of `key`, the most frequent first. */
function counts(items: Entry[], key: string) {
  const byValue = new Map<string, number>();
  for (const item of items) byValue.set(item[key], (byValue.get(item[key]) ?? 0) + 1);
  return [...byValue].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

/** Per facet, what `shown` makes of the counts of its values among the selected entries. */
async function facets(
  ctx: EmulatorContext,
  shown: (counts: Array<{ value: string; count: number }>) => unknown,
) {
  const items = await selected(ctx);
  return Object.fromEntries(PROPERTIES.map(({ key, facet }) => [facet, shown(counts(items, key))]));
}

/** One page of the entries (`page` 0-based, `perPage` 100 by default), and whether another follows. */
async function entriesPage(ctx: EmulatorContext, filters?: Entry) {
  const entries = await selected(ctx, filters);
  const page = intQuery(ctx, 'page', 0);
  const perPage = intQuery(ctx, 'perPage', 100);
  return {
    documentLogEntries: entries.slice(page * perPage, (page + 1) * perPage),
    hasNextPage: (page + 1) * perPage < entries.length,
  };
}

/** The values of a query parameter given once per value or comma-separated. */
const queryList = (ctx: EmulatorContext, name: string) =>
  ctx.queries(name).flatMap((value) => value.split(',').filter(Boolean));

export const logsHandlers: Handlers = {
  'logs.list': (ctx) => entriesPage(ctx),
  // The same entries, filtered by the query string (one source, tasks, operations, results).
  'logs.listByQuery': (ctx) =>
    entriesPage(ctx, {
      sourcesIds: queryList(ctx, 'sourceId'),
      tasks: queryList(ctx, 'tasks'),
      operations: queryList(ctx, 'operations'),
      results: queryList(ctx, 'results'),
    }),
  // The values each facet takes among the entries, the most frequent first.
  'logs.listFacets': (ctx) => facets(ctx, (counts) => counts.map(({ value }) => value)),
  // How many entries hold each value of each facet. Object.fromEntries makes every value an own key
  // (`__proto__` included).
  'logs.getFacetsStats': (ctx) =>
    facets(ctx, (counts) => Object.fromEntries(counts.map(({ value, count }) => [value, count]))),
};
