import { type Endpoint, type EndpointDefinition, endpoints } from '../../core/endpoint';

/** The same eight calls for the organization's subscriptions and for the calling user's. */
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
  }) as const satisfies Record<string, EndpointDefinition>;

export const subscriptionEndpoints = endpoints(
  'subscriptions',
  calls('/rest/organizations/{org}/subscriptions'),
);

export const mySubscriptionEndpoints = endpoints(
  'subscriptions.me',
  calls('/rest/organizations/{org}/subscriptions/me'),
);

export const subscriptionsCatalog: readonly Endpoint[] = [
  ...Object.values(subscriptionEndpoints),
  ...Object.values(mySubscriptionEndpoints),
];
