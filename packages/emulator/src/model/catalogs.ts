import type { EmulatorContext } from '../context';
import { badRequest } from '../http';
import { notIsoDateTime } from '../openapi';
import { own } from '../safe';
import type { OrganizationStore } from '../state';

/*
 * Query readers the catalog, security, index and extension families share (kept here until a shared
 * module of query readers takes them).
 */

/** Every value of a list query parameter, repeated or comma-separated (`a, b` as `a,b`). */
export const listQuery = (ctx: EmulatorContext, name: string) =>
  ctx
    .queries(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

/** The ids of the projects that hold the resource `id` of `type` (`CATALOG`). */
export const projectsHolding = (store: OrganizationStore, type: string, id: string): string[] =>
  store
    .collection<Record<string, any>>('projects')
    .list()
    .filter((project) => own<string[]>(project.resources, type)?.includes(id))
    .map((project) => project.id);

/** The ids of the resources of `type` (`CATALOG`) in the query's project (`projectId`, `projectid`), if any. */
export function projectQuery(ctx: EmulatorContext, type: string): string[] {
  const id = ctx.query('projectId') ?? ctx.query('projectid') ?? '';
  const project = ctx.store.collection('projects').records.get(id);
  return own<string[]>(project?.resources, type) ?? [];
}

/**
 * A time query parameter, in ms since the epoch; `fallback` when absent. It is ISO 8601 text, as the
 * published calls' `date-time` parameters are (ms since the epoch are refused, as the platform refuses
 * them), or, where an unpublished call takes them (`ms`), ms since the epoch too.
 * @throws HttpError 400 for another value.
 */
export function timeQuery(ctx: EmulatorContext, name: string, fallback: number, { ms = false } = {}): number {
  const raw = ctx.query(name);
  if (!raw) return fallback;
  if (ms && /^\d+$/.test(raw)) return Number(raw);
  const refused = notIsoDateTime(name, raw);
  if (refused && ms)
    throw badRequest(
      `The query parameter '${name}' must be a time in ms since the epoch or an ISO 8601 date; got '${raw.slice(0, 60)}'.`,
    );
  if (refused) throw badRequest(`${refused[0].toUpperCase()}${refused.slice(1)}.`);
  return Date.parse(raw);
}
