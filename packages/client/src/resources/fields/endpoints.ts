import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/indexes';

export const fieldEndpoints = /* @__PURE__ */ endpoints('fields', () => ({
  create: { method: 'POST', path: `${base}/fields`, body: 'json' },
  batchCreate: { method: 'POST', path: `${base}/fields/batch/create`, body: 'json' },
  batchDelete: { method: 'DELETE', path: `${base}/fields/batch/delete`, query: ['fields'] },
  batchUpdate: { method: 'PUT', path: `${base}/fields/batch/update`, body: 'json' },
  synchronize: { method: 'POST', path: `${base}/fields/synchronize` },
  get: { method: 'GET', path: `${base}/fields/{fieldId}` },
  update: { method: 'PUT', path: `${base}/fields/{fieldId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/fields/{fieldId}` },
  search: {
    method: 'POST',
    path: `${base}/fields/search`,
    body: 'json',
    bodyFields: ['filters', 'order', 'page', 'perPage', 'sortBy'],
  },
  list: {
    method: 'GET',
    path: `${base}/page/fields`,
    query: ['facetsOnly', 'filter', 'order', 'origin', 'sortBy', 'type', 'page', 'perPage'],
  },
}));

export const fieldsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(fieldEndpoints);
