import {
  catalogOf,
  type Endpoint,
  type EndpointDefinition,
  endpoints,
  type HttpMethod,
} from '../../core/endpoint';

/**
 * The same eight calls for the organization's subscriptions and for the calling user's. Paths are
 * typed `string`, so that both tables have one type and one resource class serves both.
 */
const calls = (base: string) =>
  ({
    list: { method: 'GET', path: base },
    create: { method: 'POST', path: base, body: 'json' },
    get: { method: 'GET', path: `${base}/{subscriptionId}` },
    update: { method: 'PUT', path: `${base}/{subscriptionId}`, body: 'json' },
    delete: { method: 'DELETE', path: `${base}/{subscriptionId}` },
    enable: { method: 'PUT', path: `${base}/{subscriptionId}/enable` },
    disable: { method: 'PUT', path: `${base}/{subscriptionId}/disable` },
    test: { method: 'POST', path: `${base}/{subscriptionId}/test` },
  }) satisfies Record<string, EndpointDefinition & { method: HttpMethod }>;

export const subscriptionEndpoints = /* @__PURE__ */ endpoints(
  'subscriptions',
  /* @__PURE__ */ calls('/rest/organizations/{org}/subscriptions'),
);

export const mySubscriptionEndpoints = /* @__PURE__ */ endpoints(
  'subscriptions.me',
  /* @__PURE__ */ calls('/rest/organizations/{org}/subscriptions/me'),
);

export const subscriptionsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  subscriptionEndpoints,
  mySubscriptionEndpoints,
);

/** The type of either table. */
export type SubscriptionEndpoints = typeof subscriptionEndpoints;
