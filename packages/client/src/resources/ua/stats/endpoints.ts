import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

const base = '/rest/ua/v15/stats';

export const uaStatsEndpoints = /* @__PURE__ */ endpoints('ua.stats', () => ({
  ...published.uaStats,
  incoherentEvents: {
    method: 'GET',
    path: `${base}/incoherentEvents`,
    query: ['org', 'errorCodes', 'seen', 'from', 'to', 'p', 'n', 'asc', 'includeMetadata'],
    organizationQuery: 'org',
  },
  topQueries: { method: 'GET', path: `${base}/topQueries`, query: ['org'], organizationQuery: 'org' },
}));

export const uaStatsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaStatsEndpoints);
