import { apiKeysHandlers } from './apiKeys';
import { authHandlers } from './auth';
import { extensionsHandlers } from './extensions';
import { fieldsHandlers } from './fields';
import { groupsHandlers } from './groups';
import { indexesHandlers } from './indexes';
import { samlHandlers } from './saml';
import { subscriptionsHandlers } from './subscriptions';
import type { Handlers } from './types';

/** Every family's handlers, by catalog entry name. */
export function allHandlers(): Handlers {
  return {
    ...authHandlers,
    ...apiKeysHandlers,
    ...groupsHandlers,
    ...samlHandlers,
    ...subscriptionsHandlers,
    ...indexesHandlers,
    ...fieldsHandlers,
    ...extensionsHandlers,
  };
}
