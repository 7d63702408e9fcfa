import { createHash } from 'node:crypto';
import { type EmulatorContext, intQuery } from '../context';
import { badRequest } from '../http';
import { sourcesOf } from '../provision';
import { dictionary } from '../safe';
import type { Handlers } from './types';

/*
 * Indexing logs (serverless host), derived from the organization's sources: each item a source holds
 * (up to 20 per source) has one entry per indexing stage, at the time of the source's last operation.
 * Listing, facets and facet statistics read the same entries, so their figures agree.
 */

type Entry = Record<string, any>;

const TASKS = ['CRAWLING', 'CONVERTING', 'MAPPING', 'INDEXING'];
/** Body filter (the published GetLogsOrFacetsRequestBodyModel) → the entry's property it narrows. */
const FILTERS: Record<string, string> = {
  tasks: 'task',
  operations: 'operation',
  results: 'result',
  sourcesIds: 'sourceId',
  resourceIds: 'resourceId',
};
/** Body exclusion → the entry's property whose values it leaves out. */
const EXCLUSIONS: Record<string, string> = {
  excludeTasks: 'task',
  excludeOperations: 'operation',
  excludeResults: 'result',
  excludeSourceIds: 'sourceId',
  excludeResourceIds: 'resourceId',
};
/** Facet (in the facet answers) → the entry's property it counts. */
const FACETS: Record<string, string> = {
  tasks: 'task',
  operations: 'operation',
  results: 'result',
  sourceIds: 'sourceId',
  resourceIds: 'resourceId',
};
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
  if (task === 'CONVERTING' && h % 7 === 0) return 'WARNING';
  if (task === 'INDEXING' && h % 11 === 0) return 'REJECTED';
  return 'COMPLETED';
}

function entries(ctx: EmulatorContext): Entry[] {
  return sourcesOf(ctx.store)
    .list()
    .flatMap((source) => {
      const info = source.information ?? {};
      const count = Math.min(PER_SOURCE, Number(info.numberOfDocuments) || 0);
      const at = Number(info.lastOperation?.timestamp ?? source.createdDate ?? 0);
      return Array.from({ length: count }, (_, i) => {
        const id = `https://${String(source.id).toLowerCase()}.emulator.local/item-${i}`;
        return TASKS.map((task, step) => ({
          id,
          guid: guidOf(`${id}/${task}`),
          datetime: new Date(at - (count - i) * 1000 + step * 10).toISOString(),
          task,
          operation: 'ADD',
          result: resultOf(id, task),
          sourceId: source.id,
          resourceId: source.id,
          organizationId: ctx.org,
          meta: { sourceName: source.name },
        }));
      }).flat();
    });
}

function timeQuery(ctx: EmulatorContext, name: string): number {
  const raw = ctx.query(name);
  if (!raw) return name === 'from' ? -Infinity : Infinity;
  const value = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || !Number.isFinite(value)) {
    throw badRequest(`The query parameter '${name}' must be an ISO-8601 date; got '${raw}'.`);
  }
  return value;
}

/**
 * The entries the query and body filters keep, newest first. The body's lists are arrays of strings
 * (the published schema checks them before this runs): each narrows when not empty, each `exclude…`
 * leaves its values out.
 */
async function selected(ctx: EmulatorContext): Promise<Entry[]> {
  const body = (await ctx.json(false)) ?? {};
  const holds = (list: unknown, value: unknown) => Array.isArray(list) && list.includes(value);
  const from = timeQuery(ctx, 'from');
  const to = timeQuery(ctx, 'to');
  const documentId = ctx.query('documentId');
  return entries(ctx)
    .filter((e) => Date.parse(e.datetime) >= from && Date.parse(e.datetime) <= to)
    .filter((e) => !documentId || e.id === documentId)
    .filter((e) =>
      Object.entries(FILTERS).every(([name, key]) => !body[name]?.length || holds(body[name], e[key])),
    )
    .filter((e) => Object.entries(EXCLUSIONS).every(([name, key]) => !holds(body[name], e[key])))
    .sort((a, b) => b.datetime.localeCompare(a.datetime));
}

function counts(items: Entry[], key: string) {
  const byValue = new Map<string, number>();
  for (const item of items) byValue.set(item[key], (byValue.get(item[key]) ?? 0) + 1);
  return [...byValue].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

export const logsHandlers: Handlers = {
  // One page of entries (`page` 0-based, `perPage` 100 by default), and whether another follows.
  'logs.list': async (ctx) => {
    const entries = await selected(ctx);
    const page = intQuery(ctx, 'page', 0);
    const perPage = intQuery(ctx, 'perPage', 100);
    return {
      documentLogEntries: entries.slice(page * perPage, (page + 1) * perPage),
      hasNextPage: (page + 1) * perPage < entries.length,
    };
  },
  // The values each facet takes among the entries, the most frequent first.
  'logs.listFacets': async (ctx) => {
    const items = await selected(ctx);
    return Object.fromEntries(
      Object.entries(FACETS).map(([name, key]) => [name, counts(items, key).map(({ value }) => value)]),
    );
  },
  // How many entries hold each value of each facet.
  'logs.getFacetsStats': async (ctx) => {
    const items = await selected(ctx);
    return Object.fromEntries(
      Object.entries(FACETS).map(([name, key]) => [
        name,
        counts(items, key).reduce((byValue, { value, count }) => {
          byValue[value] = count;
          return byValue;
        }, dictionary<number>()),
      ]),
    );
  },
};
