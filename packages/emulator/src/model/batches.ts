// Several records of an engine collection written at once (links, listing pages, facet fields), which its
// listing then shows. A replacement finds each record by the fields `match` names (its id, or fields
// unique in the collection); one the collection lacks is a 404 before anything changes.
import { type EmulatorContext, paged } from '../context';
import { collectionIn } from '../engine';
import { noContent, notFound } from '../http';

type Rec = Record<string, any>;

/** Handlers on the collection at `path` (`scope`: its parameters' values, as the engine names them). */
export function batchOf(path: string, match = ['id'], scope = (_ctx: EmulatorContext) => '') {
  const records = (ctx: EmulatorContext) => collectionIn(ctx.store, path, scope(ctx));
  return {
    /** A page of the records of the query's tracking id (any without one), with its `filter` in their name. */
    list: (ctx: EmulatorContext) => {
      const [trackingId, filter] = [ctx.query('trackingId'), ctx.query('filter')?.toLowerCase() ?? ''];
      const shown = (r: Rec) =>
        (trackingId ?? r.trackingId) === r.trackingId && `${r.name}`.toLowerCase().includes(filter);
      return paged(ctx, records(ctx).list().filter(shown));
    },
    create: async (ctx: EmulatorContext) =>
      ((await ctx.json()) as Rec[]).map((item) => records(ctx).insert(item)),
    update: async (ctx: EmulatorContext) => {
      const collection = records(ctx);
      const find = (item: Rec) => collection.list().find((r) => match.every((k) => r[k] === item[k]));
      const items: Rec[] = await ctx.json();
      const missing = items.find((item) => !find(item));
      if (missing) throw notFound(collection.label, `${missing[match[match.length - 1]]}`);
      return items.map((item) => collection.update(find(item)?.[collection.key], item));
    },
    /** Deletes the records whose ids `ids` reads from the request (those it lacks are gone already). */
    delete: (ids: (ctx: EmulatorContext) => Promise<string[]> | string[]) => async (ctx: EmulatorContext) => {
      for (const id of await ids(ctx)) records(ctx).records.delete(id);
      return noContent();
    },
  };
}
