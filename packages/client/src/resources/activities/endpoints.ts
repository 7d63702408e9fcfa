import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

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
  ...published.activities,
  listAll: /* @__PURE__ */ listing('/rest/activities'),
  list: /* @__PURE__ */ listing(base),
  listFacets: /* @__PURE__ */ facets(`${base}/facets`),
  getAllOperationTypes: { method: 'GET', path: `${base}/operationtypes/all` },
  abort: { method: 'POST', path: `${base}/{activityId}/abort`, body: 'json' },
}));

export const activitiesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(activityEndpoints);
