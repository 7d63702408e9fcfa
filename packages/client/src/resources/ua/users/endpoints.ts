import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';

const base = '/rest/ua/v15/users';
const user = '/rest/ua/v15/users/{userId}';
const org = { query: ['org'], organizationQuery: 'org' } as const;

export const uaUserEndpoints = /* @__PURE__ */ endpoints('ua.users', () => ({
  get: { method: 'GET', path: user, ...org },
  getFilters: {
    method: 'GET',
    path: `${user}/filters`,
    query: ['org', 'includeGroups'],
    organizationQuery: 'org',
  },
  setFilters: { method: 'PUT', path: `${user}/filters`, body: 'json', ...org },
  getReports: {
    method: 'GET',
    path: `${user}/reports`,
    query: ['org', 'includeConfig', 'includeGroups'],
    organizationQuery: 'org',
  },
  setReports: { method: 'PUT', path: `${user}/reports`, body: 'json', ...org },
  health: { method: 'GET', path: `${base}/monitoring/health`, query: ['org'] },
  status: { method: 'GET', path: `${base}/status`, query: ['org'] },
}));

export const uaUsersCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaUserEndpoints);
