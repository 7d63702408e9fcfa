import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';

const base = '/rest/ua/v15/dimensions';
const values = ['org', 'f', 'from', 'to', 'tz', 'p', 'n'];

export const uaDimensionEndpoints = /* @__PURE__ */ endpoints('ua.dimensions', () => ({
  list: {
    method: 'GET',
    path: base,
    query: ['org', 'includeOnlyParents', 'includeCustom'],
    organizationQuery: 'org',
  },
  listExportables: {
    method: 'GET',
    path: `${base}/exportables`,
    query: ['org', 'includeOnlyParents', 'includeCustom'],
    organizationQuery: 'org',
  },
  get: { method: 'GET', path: `${base}/{dimensionId}`, query: ['org'], organizationQuery: 'org' },
  values: { method: 'GET', path: `${base}/{dimensionId}/values`, query: values, organizationQuery: 'org' },
  status: { method: 'GET', path: `${base}/status`, query: ['org'] },
  health: { method: 'GET', path: `${base}/monitoring/health`, query: ['org'] },
}));

export const uaCustomDimensionEndpoints = /* @__PURE__ */ endpoints('ua.dimensions.custom', () => ({
  list: {
    method: 'GET',
    path: `${base}/custom`,
    query: ['includeOnlyParents', 'org'],
    organizationQuery: 'org',
  },
  create: {
    method: 'POST',
    path: `${base}/custom`,
    query: ['org', 'name', 'event', 'updatePastEvents'],
    body: 'json',
    organizationQuery: 'org',
  },
  get: { method: 'GET', path: `${base}/custom/{apiName}`, query: ['org'], organizationQuery: 'org' },
  update: {
    method: 'PUT',
    path: `${base}/custom/{dimensionId}`,
    query: ['org', 'updatePastEvents'],
    body: 'json',
    organizationQuery: 'org',
  },
  delete: {
    method: 'DELETE',
    path: `${base}/custom/{dimensionId}`,
    query: ['org'],
    organizationQuery: 'org',
  },
  values: {
    method: 'GET',
    path: `${base}/custom/{dimensionId}/values`,
    query: values,
    organizationQuery: 'org',
  },
  status: { method: 'GET', path: `${base}/custom/status`, query: ['org'] },
  health: { method: 'GET', path: `${base}/custom/monitoring/health`, query: ['org'] },
  suggestions: {
    method: 'GET',
    path: `${base}/custom/{event}/suggestions`,
    query: ['org', 'includeValueSamples', 'depth', 'from', 'to'],
    organizationQuery: 'org',
  },
}));

export const uaDimensionsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  uaDimensionEndpoints,
  uaCustomDimensionEndpoints,
);
