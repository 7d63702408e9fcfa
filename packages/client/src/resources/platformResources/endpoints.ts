import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

export const platformResourceEndpoints = /* @__PURE__ */ endpoints('platformResources', () => ({
  list: {
    method: 'GET',
    path: '/rest/organizations/{org}/resources/{resourceType}',
    query: ['filter', 'page', 'perPage'],
  },
}));

export const platformResourcesCatalog: readonly Endpoint[] =
  /* @__PURE__ */ catalogOf(platformResourceEndpoints);
