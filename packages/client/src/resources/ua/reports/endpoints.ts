import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';

const base = '/rest/ua/v15/reports';
const report = '/rest/ua/v15/reports/{reportId}';
const org = { query: ['org'], organizationQuery: 'org' } as const;

export const uaReportEndpoints = /* @__PURE__ */ endpoints('ua.reports', () => ({
  list: { method: 'GET', path: base, query: ['org', 'type', 'includeConfig'], organizationQuery: 'org' },
  create: { method: 'POST', path: base, body: 'json', ...org },
  get: { method: 'GET', path: report, query: ['org', 'tz'], organizationQuery: 'org' },
  update: { method: 'PUT', path: report, body: 'json', ...org },
  delete: { method: 'DELETE', path: report, ...org },
  getAccess: { method: 'GET', path: `${report}/access`, ...org },
  setAccess: { method: 'PUT', path: `${report}/access`, body: 'json', ...org },
  getUsers: { method: 'GET', path: `${report}/users`, ...org },
  setUsers: { method: 'PUT', path: `${report}/users`, body: 'json', ...org },
  listTemplates: {
    method: 'GET',
    path: `${base}/templates`,
    query: ['org', 'type', 'includeMetadata'],
    organizationQuery: 'org',
  },
  getTemplate: {
    method: 'GET',
    path: `${base}/templates/{templateId}`,
    query: ['org', 'includeMetadata'],
    organizationQuery: 'org',
  },
  health: { method: 'GET', path: `${base}/monitoring/health`, query: ['org'] },
  status: { method: 'GET', path: `${base}/status`, query: ['org'] },
}));

export const uaReportsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaReportEndpoints);
