import { createHash } from 'node:crypto';
import { type EmulatorContext, paged } from '../context';
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
/** Body filter → the entry's property it keeps. */
const FILTERS: Record<string, string> = {
  tasks: 'task',
  operations: 'operation',
  results: 'result',
  sourcesIds: 'sourceId',
  resourcesIds: 'resourceId',
};
const PER_SOURCE = 20;

const hash = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0);

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
        const documentId = `https://${String(source.id).toLowerCase()}.emulator.local/item-${i}`;
        return TASKS.map((task, step) => ({
          documentId,
          datetime: new Date(at - (count - i) * 1000 + step * 10).toISOString(),
          task,
          operation: 'ADD',
          result: resultOf(documentId, task),
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

/** The entries the query and body filters keep, newest first. */
async function selected(ctx: EmulatorContext): Promise<Entry[]> {
  const filters = (await ctx.json(false))?.filters ?? {};
  for (const name of Object.keys(FILTERS)) {
    const value = filters[name];
    if (value !== undefined && (!Array.isArray(value) || value.some((v: unknown) => typeof v !== 'string'))) {
      throw badRequest(`The filter '${name}' must be an array of strings.`);
    }
  }
  const from = timeQuery(ctx, 'from');
  const to = timeQuery(ctx, 'to');
  const documentId = ctx.query('documentId');
  return entries(ctx)
    .filter((e) => Date.parse(e.datetime) >= from && Date.parse(e.datetime) <= to)
    .filter((e) => !documentId || e.documentId === documentId)
    .filter((e) =>
      Object.entries(FILTERS).every(
        ([name, key]) => !filters[name]?.length || filters[name].includes(e[key]),
      ),
    )
    .sort((a, b) => b.datetime.localeCompare(a.datetime));
}

function counts(items: Entry[], key: string) {
  const byValue = new Map<string, number>();
  for (const item of items) byValue.set(item[key], (byValue.get(item[key]) ?? 0) + 1);
  return [...byValue].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

export const logsHandlers: Handlers = {
  'logs.list': async (ctx) => paged(ctx, await selected(ctx)),
  // The values each facet takes among the entries, the most frequent first (the published answer: lists
  // of values; facetsStats gives the counts).
  'logs.listFacets': async (ctx) => {
    const items = await selected(ctx);
    const facets = {
      tasks: 'task',
      operations: 'operation',
      results: 'result',
      sourceIds: 'sourceId',
      resourceIds: 'resourceId',
    };
    return Object.fromEntries(
      Object.entries(facets).map(([name, key]) => [name, counts(items, key).map(({ value }) => value)]),
    );
  },
  'logs.getFacetsStats': async (ctx) => {
    const items = await selected(ctx);
    const tasks = dictionary<Record<string, number>>();
    for (const { task, result } of items) {
      tasks[task] ??= dictionary<number>();
      tasks[task][result] = (tasks[task][result] ?? 0) + 1;
    }
    return { total: items.length, tasks };
  },
};
