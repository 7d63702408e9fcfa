import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/catalogconfigurations';

export const catalogConfigurationEndpoints = /* @__PURE__ */ endpoints('catalogConfigurations', () => ({
  list: {
    method: 'GET',
    path: base,
    query: ['page', 'pageSize', 'catalogIds', 'sourceIds', 'enrichWithFields'],
  },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: `${base}/{configurationId}` },
  update: { method: 'PUT', path: `${base}/{configurationId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{configurationId}` },
}));

export const catalogConfigurationsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  catalogConfigurationEndpoints,
);
