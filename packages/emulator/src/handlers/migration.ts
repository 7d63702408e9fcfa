import { paged } from '../context';
import { batchOf } from '../model/batches';
import { LINKS, linksOf } from '../model/snapshots';
import type { Handlers } from './types';

/** Links written several at a time: those `links.list` shows (the engine keeps them one by one too). */
const links = batchOf(LINKS);

export const migrationHandlers: Handlers = {
  // A page (1000 links by default) of the links of the `ResourceType` the query names, else of all.
  'links.list': (ctx) => {
    const type = ctx.query('ResourceType');
    const shown = linksOf(ctx.store)
      .list()
      .filter((link) => type === undefined || link.resourceType === type);
    return paged(ctx, shown, 'items', 1000);
  },
  'links.createBatch': links.create,
  'links.updateBatch': links.update,
  'links.deleteBatch': links.delete((ctx) => ctx.queries('linkIds')),
  /** Every link of the organization goes. */
  'links.delete': links.delete((ctx) => [...linksOf(ctx.store).records.keys()]),
};
