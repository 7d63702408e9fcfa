import { type Endpoint, endpoints } from '../../core/endpoint';

export const platformResourceEndpoints = endpoints('platformResources', {
  list: {
    method: 'GET',
    path: '/rest/organizations/{org}/resources/{resourceType}',
    query: ['filter', 'page', 'perPage'],
  },
});

export const platformResourcesCatalog: readonly Endpoint[] = Object.values(platformResourceEndpoints);
