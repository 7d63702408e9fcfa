import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/logrequests';

export const logRequestEndpoints = /* @__PURE__ */ endpoints('logRequests', () => ({
  create: { method: 'POST', path: base, query: ['resourceType'], body: 'json' },
  get: { method: 'GET', path: `${base}/{logRequestId}` },
}));

export const logRequestsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(logRequestEndpoints);
