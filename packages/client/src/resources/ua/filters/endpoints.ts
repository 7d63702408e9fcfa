import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';

const base = '/rest/ua/v15/filters';
const reporting = '/rest/ua/v15/filters/reporting';
const permissions = '/rest/ua/v15/filters/permissions';
const org = { query: ['org'], organizationQuery: 'org' } as const;

export const uaFilterEndpoints = /* @__PURE__ */ endpoints('ua.filters', () => ({
  health: { method: 'GET', path: `${base}/monitoring/health`, query: ['org'] },
  status: { method: 'GET', path: `${base}/status`, query: ['org'] },
}));

export const uaReportingFilterEndpoints = /* @__PURE__ */ endpoints('ua.filters.reporting', () => ({
  list: { method: 'GET', path: reporting, ...org },
  create: { method: 'POST', path: reporting, body: 'json', ...org },
  get: { method: 'GET', path: `${reporting}/{filterId}`, ...org },
  update: { method: 'PUT', path: `${reporting}/{filterId}`, body: 'json', ...org },
  delete: { method: 'DELETE', path: `${reporting}/{filterId}`, ...org },
}));

export const uaPermissionFilterEndpoints = /* @__PURE__ */ endpoints('ua.filters.permissions', () => ({
  list: { method: 'GET', path: permissions, ...org },
  create: { method: 'POST', path: permissions, body: 'json', ...org },
  get: { method: 'GET', path: `${permissions}/{filterId}`, ...org },
  update: { method: 'PUT', path: `${permissions}/{filterId}`, body: 'json', ...org },
  delete: { method: 'DELETE', path: `${permissions}/{filterId}`, ...org },
  getUsers: { method: 'GET', path: `${permissions}/{filterId}/users`, ...org },
  setUsers: { method: 'PUT', path: `${permissions}/{filterId}/users`, body: 'json', ...org },
  getTargets: { method: 'GET', path: `${permissions}/{filterId}/targets`, ...org },
  setTargets: { method: 'PUT', path: `${permissions}/{filterId}/targets`, body: 'json', ...org },
}));

export const uaFiltersCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  uaFilterEndpoints,
  uaReportingFilterEndpoints,
  uaPermissionFilterEndpoints,
);
