import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/insightconfig/v1/configs';

export const insightConfigEndpoints = /* @__PURE__ */ endpoints('insightConfigs', () => ({
  list: { method: 'GET', path: base, query: ['page', 'perPage', 'filter', 'order'] },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: `${base}/{configId}` },
  update: { method: 'PUT', path: `${base}/{configId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{configId}` },
  duplicate: { method: 'POST', path: `${base}/{duplicationParamsId}`, body: 'json', bodyFields: ['name'] },
}));

export const insightConfigsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(insightConfigEndpoints);
