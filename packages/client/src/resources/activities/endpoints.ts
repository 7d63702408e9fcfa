import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/activities';
const FILTER = [
  'facet',
  'operations',
  'organizationIds',
  'resourceIds',
  'resourceTypes',
  'resultTypes',
  'sections',
  'states',
];
const listing = (path: string) =>
  ({
    method: 'POST',
    path,
    query: ['from', 'to', 'page', 'perPage'],
    body: 'json',
    bodyFields: FILTER,
  }) as const;
const facets = (path: string) =>
  ({ method: 'POST', path, query: ['from', 'to'], body: 'json', bodyFields: FILTER }) as const;

export const activityEndpoints = /* @__PURE__ */ endpoints('activities', () => ({
  listAll: /* @__PURE__ */ listing('/rest/activities'),
  list: /* @__PURE__ */ listing(base),
  listPublic: /* @__PURE__ */ listing(`${base}/public`),
  listFacets: /* @__PURE__ */ facets(`${base}/facets`),
  listPublicFacets: /* @__PURE__ */ facets(`${base}/facets/public`),
  getOperationTypes: { method: 'GET', path: `${base}/operationtypes` },
  getAllOperationTypes: { method: 'GET', path: `${base}/operationtypes/all` },
  getResourcesAndOperations: { method: 'GET', path: `${base}/resourcesandoperations` },
  getResourceTypes: { method: 'GET', path: `${base}/resourcetypes` },
  get: { method: 'GET', path: `${base}/{activityId}` },
  abort: { method: 'POST', path: `${base}/{activityId}/abort`, body: 'json' },
}));

export const activitiesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(activityEndpoints);
