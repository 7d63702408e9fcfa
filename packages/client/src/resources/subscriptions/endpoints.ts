import { type Endpoint, endpoints } from '../../core/endpoint';

export const subscriptionEndpoints = endpoints('subscriptions', {});

export const subscriptionsCatalog: readonly Endpoint[] = Object.values(subscriptionEndpoints);
