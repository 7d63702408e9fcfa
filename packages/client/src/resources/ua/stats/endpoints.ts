import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';

const base = '/rest/ua/v15/stats';
const range = ['from', 'to', 'tz'];

export const uaStatsEndpoints = /* @__PURE__ */ endpoints('ua.stats', () => ({
  status: { method: 'GET', path: `${base}/status`, query: ['org'] },
  health: { method: 'GET', path: `${base}/monitoring/health`, query: ['org'] },
  incoherentEvents: {
    method: 'GET',
    path: `${base}/incoherentEvents`,
    query: ['org', 'errorCodes', 'seen', 'from', 'to', 'p', 'n', 'asc', 'includeMetadata'],
    organizationQuery: 'org',
  },
  graphDataPoints: {
    method: 'GET',
    path: `${base}/graphDataPoints`,
    query: ['org', ...range, 'm', 'i', 'f', 'bindOnLastSearch'],
    organizationQuery: 'org',
  },
  globalData: {
    method: 'GET',
    path: `${base}/globalData`,
    query: ['org', 'd', 'bindOnLastSearch', 'm', 'i', ...range, 'f'],
    organizationQuery: 'org',
  },
  trends: {
    method: 'GET',
    path: `${base}/trends`,
    query: [
      'org',
      't',
      'previousFrom',
      'previousTo',
      'format',
      ...range,
      'm',
      'fm',
      'd',
      'f',
      'p',
      'n',
      's',
      'asc',
      'includeMetadata',
      'bindOnLastSearch',
    ],
    organizationQuery: 'org',
  },
  visitsMetrics: {
    method: 'GET',
    path: `${base}/visitsMetrics`,
    query: ['org', ...range, 'm', 'f', 'hideEventFilters', 'fm'],
    organizationQuery: 'org',
  },
  visitsGraphDataPoints: {
    method: 'GET',
    path: `${base}/visitsGraphDataPoints`,
    query: ['org', ...range, 'm', 'i', 'f', 'fn', 'hideEventFilters'],
    organizationQuery: 'org',
  },
  combinedData: {
    method: 'GET',
    path: `${base}/combinedData`,
    query: [
      'org',
      'format',
      ...range,
      'm',
      'fm',
      'd',
      'f',
      'p',
      'n',
      's',
      'asc',
      'includeMetadata',
      'bindOnLastSearch',
    ],
    organizationQuery: 'org',
  },
  topQueries: { method: 'GET', path: `${base}/topQueries`, query: ['org'], organizationQuery: 'org' },
  cancelQuery: {
    method: 'DELETE',
    path: `${base}/query/{queryId}`,
    query: ['org'],
    organizationQuery: 'org',
  },
  visits: {
    method: 'GET',
    path: `${base}/visits`,
    query: ['org', ...range, 'd', 'f', 'fn', 'hideEventFilters', 'p', 'n', 's', 'asc', 'includeMetadata'],
    organizationQuery: 'org',
  },
  queryVisits: {
    method: 'POST',
    path: `${base}/visits`,
    query: ['org'],
    body: 'json',
    organizationQuery: 'org',
  },
}));

export const uaStatsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaStatsEndpoints);
