import { batchOf } from '../model/batches';
import type { Handlers } from './types';

/** Links written several at a time: those `links.list` shows (the engine keeps them one by one too). */
const links = batchOf('/rest/organizations/{org}/links');

export const migrationHandlers: Handlers = {
  'links.createBatch': links.create,
  'links.updateBatch': links.update,
  'links.deleteBatch': links.delete((ctx) => ctx.queries('linkIds')),
};
