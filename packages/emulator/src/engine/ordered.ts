// Ordered sub-collections: the items a parent record holds in a list (an item's position is its index
// + 1). One description per list gives its calls: read, create (at a position), replace, delete, move,
// bulk read and delete, and listings that filter, sort and page.
import { randomUUID } from 'node:crypto';
import { catalog } from '@platform-admin/client';
import { type EmulatorContext, paged } from '../context';
import type { Handler, Handlers } from '../handlers/types';
import { badRequest, noContent, notFound } from '../http';
import { flag } from '../model/rest';
import { publishedDefault } from '../openapi';
import { assignOwn, own, text } from '../safe';
import { compareValues, holdsText } from './listing';

type Rec = Record<string, any>;
const CALLS = new Set(catalog.map((endpoint) => endpoint.name));

/** How a listing filters, sorts and shows its items. */
export interface Listing<T> {
  /** The texts the `filter` query parameter is looked for in (any case). */
  texts: (item: T) => unknown[];
  /** The keys `sortBy` may name, beside `position` (the list's own order). */
  sort?: Record<string, (item: T) => unknown>;
  view: (item: T) => unknown;
  /** Which items the list shows (its other query parameters). */
  keep?: (item: T) => boolean;
}

/**
 * One page of a list, `{ [key], totalCount, totalEntries, totalPages }`: the items kept whose texts hold
 * `filter`, sorted by `sortBy` (the call's published default without one) and `isOrderAscending`, as the
 * view gives them; every item with `everything`.
 */
export function sortedPage<T>(
  ctx: EmulatorContext,
  key: string,
  items: T[],
  how: Listing<T>,
  everything = false,
) {
  const filter = ctx.query('filter');
  const kept = items.filter((item) => (how.keep?.(item) ?? true) && holdsText(how.texts(item), filter));
  // Without a `sortBy`, the one the call publishes as its default, if any.
  const sortBy = ctx.query('sortBy') ?? publishedDefault(ctx.endpoint.name, 'sortBy') ?? '';
  const sortKey = how.sort && own(how.sort, sortBy);
  if (sortKey) kept.sort((a, b) => compareValues(sortKey(a), sortKey(b)));
  if (!flag(ctx, 'isOrderAscending', true)) kept.reverse();
  const page = everything ? { [key]: kept, totalEntries: kept.length } : paged(ctx, kept, key);
  return { ...page, [key]: (page[key] as T[]).map(how.view), totalCount: kept.length };
}

/** Finds an item of a list by id. @throws HttpError 404 when absent. */
export function findIn<T extends { id: string }>(list: T[], id: string, label: string): T {
  const item = list.find((entry) => entry.id === id);
  if (!item) throw notFound(label, id);
  return item;
}

/** Moves an item of a list to a 1-based position. @throws HttpError 400 for a position out of range. */
export function moveTo<T>(list: T[], item: T, position: unknown): void {
  const n = Number(position);
  if (!Number.isInteger(n) || n < 1 || n > list.length) {
    throw badRequest(
      `The position must be an integer from 1 to ${list.length}; got '${text(position, 100)}'.`,
    );
  }
  list.splice(list.indexOf(item), 1);
  list.splice(n - 1, 0, item);
}

/** The 1-based position a body asks for (at most `last`), if any. @throws HttpError 400 for a bad one. */
function placeIn(body: Rec, last: number): number | undefined {
  const { position } = body;
  if (position === undefined || position === null) return undefined;
  if (!Number.isInteger(position) || position < 1) throw badRequest("'position' must be an integer from 1.");
  return Math.min(position, last);
}

/** One ordered list: where a call finds it, and what the platform does with its items. */
export interface OrderedList<S, T extends { id: string }> {
  /** The parent the call names (`scope`) and its list. @throws HttpError 404 for an unknown parent. */
  at(ctx: EmulatorContext): { scope: S; list: T[] };
  /** What a 404 calls an item (the call's last path parameter names it). */
  label: string;
  /** The stored fields of an item from a body; `current` is the item it replaces. @throws HttpError 400. */
  accept(ctx: EmulatorContext, scope: S, body: Rec, current?: T): Rec;
  /** An item as the platform answers it. */
  view(scope: S, item: T): unknown;
  /** What create answers, when not the new item's view; update answers nothing (204) when said so. */
  created?(scope: S, item: T): unknown;
  updateAnswersNothing?: boolean;
  /** A body's `position` (1-based, not past the end) places the item on create and update. */
  placed?: boolean;
  /** The key of a listing's items, and how it filters and sorts them (`view` defaults to the item's). */
  key: string;
  listing(ctx: EmulatorContext, scope: S, list: T[]): Omit<Listing<T>, 'view'> & Partial<Listing<T>>;
  /** Fields a listing answers beside its page. */
  extra?(scope: S): Rec;
  /** As the engine's hooks of the same names (engine/hooks.ts). */
  deleting?(scope: S, item: T): void;
  removed?(scope: S, item: T): void;
}

/** The calls `{prefix}.get|create|update|delete|list|bulkGet|bulkDelete|setPosition` the catalog has. */
export function orderedHandlers<S, T extends { id: string }>(
  prefix: string,
  spec: OrderedList<S, T>,
): Handlers {
  const itemOf = (ctx: EmulatorContext) => {
    const found = spec.at(ctx);
    const param = [...ctx.endpoint.path.matchAll(/\{(\w+)\}/g)].at(-1)?.[1] ?? '';
    return { ...found, item: findIn(found.list, ctx.params[param], spec.label) };
  };
  const listed = (ctx: EmulatorContext, ids?: string[]) => {
    const { scope, list } = spec.at(ctx);
    const how = spec.listing(ctx, scope, list);
    const keep = (item: T) => (!ids || ids.includes(item.id)) && (how.keep?.(item) ?? true);
    const view = how.view ?? ((item: T) => spec.view(scope, item));
    return { ...sortedPage(ctx, spec.key, list, { ...how, keep, view }), ...spec.extra?.(scope) };
  };
  const calls: Record<string, Handler> = {
    get: (ctx) => {
      const { scope, item } = itemOf(ctx);
      return spec.view(scope, item);
    },
    create: async (ctx) => {
      const { scope, list } = spec.at(ctx);
      const body = await ctx.json();
      const item = { id: randomUUID(), ...spec.accept(ctx, scope, body) } as unknown as T;
      const end = list.length + 1;
      list.splice(((spec.placed && placeIn(body, end)) || end) - 1, 0, item);
      return spec.created ? spec.created(scope, item) : spec.view(scope, item);
    },
    update: async (ctx) => {
      const { scope, list, item } = itemOf(ctx);
      const body = await ctx.json();
      const fields = spec.accept(ctx, scope, body, item);
      const position = spec.placed ? placeIn(body, list.length) : undefined;
      if (position) moveTo(list, item, position);
      assignOwn(item, fields, { id: item.id });
      return spec.updateAnswersNothing ? noContent() : spec.view(scope, item);
    },
    delete: (ctx) => {
      const { scope, list, item } = itemOf(ctx);
      spec.deleting?.(scope, item);
      list.splice(list.indexOf(item), 1);
      spec.removed?.(scope, item);
      return noContent();
    },
    list: (ctx) => listed(ctx),
    bulkGet: async (ctx) => listed(ctx, (await ctx.json()).ids),
    // Every id must name an item that may be deleted, or nothing is deleted.
    bulkDelete: async (ctx) => {
      const { scope, list } = spec.at(ctx);
      const { ids } = await ctx.json();
      for (const id of ids) spec.deleting?.(scope, findIn(list, id, spec.label));
      list.splice(0, list.length, ...list.filter((item) => !ids.includes(item.id)));
      // The platform answers an object it does not describe.
      return {};
    },
    setPosition: async (ctx) => {
      const { list, item } = itemOf(ctx);
      // The body's `position`, or the query's when the call takes no body.
      const position = ctx.endpoint.body ? (await ctx.json())?.position : ctx.query('position');
      moveTo(list, item, position);
      return noContent();
    },
  };
  return Object.fromEntries(
    Object.entries(calls)
      .map(([name, handler]) => [`${prefix}.${name}`, handler] as const)
      .filter(([name]) => CALLS.has(name)),
  );
}
