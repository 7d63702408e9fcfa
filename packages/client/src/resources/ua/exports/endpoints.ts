import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';

const base = '/rest/ua/v15/exports';
const filters = ['tables', 'fs', 'fc', 'from', 'to', 'f'];
const generate = [
  'filename',
  'd',
  'dimensions',
  'format',
  'useDisplayNames',
  'tables',
  'fs',
  'fc',
  'from',
  'to',
  'f',
];

export const uaExportEndpoints = /* @__PURE__ */ endpoints('ua.exports', () => ({
  list: { method: 'GET', path: base, query: ['org'], organizationQuery: 'org' },
  generate: { method: 'POST', path: base, query: ['org', ...generate], organizationQuery: 'org' },
  create: { method: 'POST', path: `${base}/create`, query: ['org'], body: 'json', organizationQuery: 'org' },
  get: { method: 'GET', path: `${base}/{exportId}`, query: ['org', 'redirect'], organizationQuery: 'org' },
  getDownloadLink: {
    method: 'GET',
    path: `${base}/{exportId}/downloadlink`,
    query: ['org'],
    organizationQuery: 'org',
  },
  delete: { method: 'DELETE', path: `${base}/{exportId}`, query: ['org'], organizationQuery: 'org' },
  estimate: { method: 'GET', path: `${base}/estimate`, query: ['org', ...filters], organizationQuery: 'org' },
  rowLimit: { method: 'GET', path: `${base}/rowLimit`, query: ['org'], organizationQuery: 'org' },
  status: { method: 'GET', path: `${base}/status`, query: ['org'] },
  health: { method: 'GET', path: `${base}/monitoring/health`, query: ['org'] },
  generateVisits: {
    method: 'POST',
    path: `${base}/visits`,
    query: ['org', 'ordered', ...generate],
    organizationQuery: 'org',
  },
  createVisits: {
    method: 'POST',
    path: `${base}/visits/create`,
    query: ['org'],
    body: 'json',
    organizationQuery: 'org',
  },
  estimateVisits: {
    method: 'GET',
    path: `${base}/visits/estimate`,
    query: ['org', 'from', 'to', 'f', 'fn', 'hideEventFilters'],
    organizationQuery: 'org',
  },
}));

export const uaExportScheduleEndpoints = /* @__PURE__ */ endpoints('ua.exports.schedules', () => ({
  list: { method: 'GET', path: `${base}/schedules`, query: ['org'], organizationQuery: 'org' },
  create: {
    method: 'POST',
    path: `${base}/schedules`,
    query: ['org'],
    body: 'json',
    organizationQuery: 'org',
  },
  get: {
    method: 'GET',
    path: `${base}/schedules/{exportScheduleId}`,
    query: ['org'],
    organizationQuery: 'org',
  },
  update: {
    method: 'PUT',
    path: `${base}/schedules/{exportScheduleId}`,
    query: ['org'],
    body: 'json',
    organizationQuery: 'org',
  },
  delete: {
    method: 'DELETE',
    path: `${base}/schedules/{exportScheduleId}`,
    query: ['org'],
    organizationQuery: 'org',
  },
}));

export const uaExportsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  uaExportEndpoints,
  uaExportScheduleEndpoints,
);
