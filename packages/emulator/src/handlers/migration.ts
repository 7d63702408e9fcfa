import { collectionIn } from '../engine';
import { batchOf } from '../model/batches';
import type { Handlers } from './types';

const LINKS = '/rest/organizations/{org}/links';

/** Links written several at a time: those `links.list` shows (the engine keeps them one by one too). */
const links = batchOf(LINKS);

export const migrationHandlers: Handlers = {
  'links.createBatch': links.create,
  'links.updateBatch': links.update,
  'links.deleteBatch': links.delete((ctx) => ctx.queries('linkIds')),
  /** Every link of the organization goes. */
  'links.delete': links.delete((ctx) => [...collectionIn(ctx.store, LINKS).records.keys()]),
};
