import { noContent } from '../http';
import type { Handlers } from './types';

export const linksHandlers: Handlers = {
  'links.delete': (ctx) => {
    ctx.store.documents.delete('links');
    return noContent();
  },
};
