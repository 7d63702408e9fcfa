// Writes of several records of an engine collection at once (migration links, commerce listing pages
// and facet fields), which the collection's own listing then shows. A replacement names each record by
// the fields `match` lists (its id, or fields unique in the collection); one it does not find is a 404
// before anything changes.
import { type EmulatorContext, paged } from '../context';
import { collectionIn } from '../engine';
import { noContent, notFound } from '../http';
import { text } from '../safe';

type Rec = Record<string, any>;

/** The handlers that create, replace and delete records of the collection at `path` (its parameters' values: `scope`). */
export function batchOf(path: string, match = ['id'], scope = (_ctx: EmulatorContext) => '') {
  const records = (ctx: EmulatorContext) => collectionIn(ctx.store, path, scope(ctx));
  return {
    /** One page of the records: those of the query's tracking id, with its `filter` in their name. */
    list: (ctx: EmulatorContext) => {
      const [trackingId, filter] = [ctx.query('trackingId'), (ctx.query('filter') ?? '').toLowerCase()];
      const shown = (r: Rec) =>
        (!trackingId || r.trackingId === trackingId) &&
        text(r.name ?? '')
          .toLowerCase()
          .includes(filter);
      return paged(ctx, records(ctx).list().filter(shown));
    },
    create: async (ctx: EmulatorContext) =>
      ((await ctx.json()) as Rec[]).map((item) => records(ctx).insert({ ...item })),
    update: async (ctx: EmulatorContext) => {
      const collection = records(ctx);
      const items = (await ctx.json()) as Rec[];
      const found = (item: Rec) => collection.list().find((r) => match.every((k) => r[k] === item[k]));
      const missing = items.find((item) => !found(item));
      if (missing) throw notFound(collection.label, text(missing[match.at(-1) as string]));
      return items.map((item) => collection.update(String(found(item)?.[collection.key]), item));
    },
    /** Deletes the records whose ids `ids` reads from the request (those it lacks are no longer there). */
    delete: (ids: (ctx: EmulatorContext) => Promise<string[]> | string[]) => async (ctx: EmulatorContext) => {
      for (const id of await ids(ctx)) records(ctx).records.delete(id);
      return noContent();
    },
  };
}
