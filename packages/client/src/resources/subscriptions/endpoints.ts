import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

/** The organization's notification subscriptions. */
export const subscriptionEndpoints = /* @__PURE__ */ endpoints('subscriptions', published.subscriptions);

/** The calling user's notification subscriptions: the same eight calls under `/subscriptions/me`. */
export const mySubscriptionEndpoints = /* @__PURE__ */ endpoints(
  'subscriptions.me',
  published.subscriptionsMe,
);

export const subscriptionsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  subscriptionEndpoints,
  mySubscriptionEndpoints,
);

/** The type of either table. */
export type SubscriptionEndpoints = typeof subscriptionEndpoints | typeof mySubscriptionEndpoints;
