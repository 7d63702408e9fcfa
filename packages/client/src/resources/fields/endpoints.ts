import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

const base = '/rest/organizations/{org}/indexes';

export const fieldEndpoints = /* @__PURE__ */ endpoints('fields', () => ({
  ...published.fields,
  synchronize: { method: 'POST', path: `${base}/fields/synchronize` },
  list: {
    method: 'GET',
    path: `${base}/page/fields`,
    query: ['facetsOnly', 'filter', 'order', 'origin', 'sortBy', 'type', 'page', 'perPage'],
  },
}));

export const fieldsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(fieldEndpoints);
