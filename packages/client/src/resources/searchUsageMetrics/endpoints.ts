import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/searchusagemetrics';

export const usageLicenseEndpoints = /* @__PURE__ */ endpoints('searchUsageMetrics.license', () => ({
  inUse: { method: 'GET', path: `${base}/license/inUse` },
  monthly: {
    method: 'GET',
    path: `${base}/license/monthly/{metric}`,
    query: ['slidingWindow', 'to', 'from'],
  },
  listAssignable: { method: 'GET', path: `${base}/license/assignable` },
}));

export const usageRawEndpoints = /* @__PURE__ */ endpoints('searchUsageMetrics.raw', () => ({
  all: { method: 'GET', path: `${base}/raw/all` },
  monthly: { method: 'GET', path: `${base}/raw/monthly`, query: ['month', 'minimumQueries'] },
  hubDaily: {
    method: 'GET',
    path: `${base}/raw/searchhubs/{searchHub}/daily/{metric}`,
    query: ['from', 'to'],
  },
  hubMonthly: {
    method: 'GET',
    path: `${base}/raw/searchhubs/{searchHub}/monthly/{metric}`,
    query: ['from', 'to'],
  },
}));

export const usageHubEndpoints = /* @__PURE__ */ endpoints('searchUsageMetrics.hubs', () => ({
  list: { method: 'GET', path: `${base}/hubs`, query: ['filter', 'pageSize', 'page'] },
  create: { method: 'POST', path: `${base}/hubs`, body: 'json' },
  get: { method: 'GET', path: `${base}/hubs/{hubName}` },
  update: { method: 'PUT', path: `${base}/hubs/{hubName}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/hubs/{hubName}` },
  updateBucket: { method: 'PUT', path: `${base}/hubs/{hubName}/bucket`, query: ['bucket'] },
}));

export const searchUsageMetricsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  usageLicenseEndpoints,
  usageRawEndpoints,
  usageHubEndpoints,
);
