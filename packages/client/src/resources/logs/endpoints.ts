import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/logs/v1/organizations/{org}';
const period = ['from', 'to', 'documentId'] as const;

/** Indexing logs, on the serverless host. */
export const logEndpoints = /* @__PURE__ */ endpoints('logs', () => ({
  list: {
    method: 'POST',
    path: base,
    host: 'serverless',
    query: [...period, 'page', 'perPage'],
    body: 'json',
  },
  listFacets: { method: 'POST', path: `${base}/facets`, host: 'serverless', query: period, body: 'json' },
  getFacetsStats: {
    method: 'POST',
    path: `${base}/facetsStats`,
    host: 'serverless',
    query: period,
    body: 'json',
  },
}));

export const logsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(logEndpoints);
