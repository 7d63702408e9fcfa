import { apiKeysHandlers } from './apiKeys';
import { authHandlers } from './auth';
import type { Handlers } from './types';

/** Every family's handlers, by catalog entry name. */
export function allHandlers(): Handlers {
  return {
    ...authHandlers,
    ...apiKeysHandlers,
  };
}
