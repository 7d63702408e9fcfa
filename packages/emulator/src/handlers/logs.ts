import { createHash } from 'node:crypto';
import { type EmulatorContext, paged } from '../context';
import { badRequest } from '../http';
import { sourcesOf } from '../provision';
import { dictionary } from '../safe';
import { requireObject } from './rest';
import type { Handlers } from './types';

/*
 * Indexing logs (serverless host), derived from the organization's sources: each item a source holds
 * (up to 20 per source) has one entry per indexing stage, at the time of the source's last operation.
 * Listing, facets and facet statistics read the same entries, so their figures agree.
 */

type Rec = Record<string, any>;

const TASKS = ['CRAWLING', 'CONVERTING', 'MAPPING', 'INDEXING'];
const FILTERS = ['tasks', 'operations', 'results', 'sourcesIds', 'resourcesIds'];
const PER_SOURCE = 20;

const hash = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0);

function resultOf(documentId: string, task: string): string {
  const h = hash(`${documentId}/${task}`);
  if (task === 'CONVERTING' && h % 7 === 0) return 'WARNING';
  if (task === 'INDEXING' && h % 11 === 0) return 'REJECTED';
  return 'COMPLETED';
}

function entries(ctx: EmulatorContext): Rec[] {
  const all: Rec[] = [];
  for (const source of sourcesOf(ctx.store).list()) {
    const info = source.information ?? {};
    const count = Math.min(PER_SOURCE, Number(info.numberOfDocuments) || 0);
    const at = Number(info.lastOperation?.timestamp ?? source.createdDate ?? 0);
    for (let i = 0; i < count; i++) {
      const documentId = `https://${String(source.id).toLowerCase()}.emulator.local/item-${i}`;
      TASKS.forEach((task, step) => {
        all.push({
          documentId,
          datetime: new Date(at - (count - i) * 1000 + step * 10).toISOString(),
          task,
          operation: 'ADD',
          result: resultOf(documentId, task),
          sourceId: source.id,
          resourceId: source.id,
          organizationId: ctx.org,
          meta: { sourceName: source.name },
        });
      });
    }
  }
  return all;
}

function timeQuery(ctx: EmulatorContext, name: string): number | undefined {
  const raw = ctx.query(name);
  if (raw === undefined || raw === '') return undefined;
  const value = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || !Number.isFinite(value)) {
    throw badRequest(`The query parameter '${name}' must be an ISO-8601 date; got '${raw}'.`);
  }
  return value;
}

/** The entries the query and body filters keep, newest first. */
async function selected(ctx: EmulatorContext): Promise<Rec[]> {
  const body = requireObject((await ctx.json(false)) ?? {}, 'The body');
  const filters = body.filters === undefined ? {} : requireObject(body.filters, "The field 'filters'");
  for (const name of FILTERS) {
    const value = filters[name];
    if (value !== undefined && (!Array.isArray(value) || value.some((v: unknown) => typeof v !== 'string'))) {
      throw badRequest(`The filter '${name}' must be an array of strings.`);
    }
  }
  const from = timeQuery(ctx, 'from');
  const to = timeQuery(ctx, 'to');
  if (from !== undefined && to !== undefined && from > to) {
    throw badRequest("The query parameter 'from' must not be after 'to'.");
  }
  const documentId = ctx.query('documentId');
  const keep = (list: string[] | undefined, value: string) => !list?.length || list.includes(value);
  return entries(ctx)
    .filter(
      (e) =>
        (from === undefined || Date.parse(e.datetime) >= from) &&
        (to === undefined || Date.parse(e.datetime) <= to),
    )
    .filter((e) => !documentId || e.documentId === documentId)
    .filter(
      (e) =>
        keep(filters.tasks, e.task) &&
        keep(filters.operations, e.operation) &&
        keep(filters.results, e.result) &&
        keep(filters.sourcesIds, e.sourceId) &&
        keep(filters.resourcesIds, e.resourceId),
    )
    .sort((a, b) => b.datetime.localeCompare(a.datetime));
}

function counts(items: Rec[], key: string) {
  const byValue = new Map<string, number>();
  for (const item of items) byValue.set(item[key], (byValue.get(item[key]) ?? 0) + 1);
  return [...byValue].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

export const logsHandlers: Handlers = {
  'logs.list': async (ctx) => paged(ctx, await selected(ctx)),
  'logs.listFacets': async (ctx) => {
    const items = await selected(ctx);
    return {
      tasks: counts(items, 'task'),
      operations: counts(items, 'operation'),
      results: counts(items, 'result'),
      sourcesIds: counts(items, 'sourceId'),
    };
  },
  'logs.getFacetsStats': async (ctx) => {
    const items = await selected(ctx);
    const tasks = dictionary<Record<string, number>>();
    for (const item of items) {
      tasks[item.task] ??= dictionary<number>();
      const results = tasks[item.task];
      results[item.result] = (results[item.result] ?? 0) + 1;
    }
    return { total: items.length, tasks };
  },
};
