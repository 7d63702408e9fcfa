import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/limits';

export const limitEndpoints = /* @__PURE__ */ endpoints('limits', () => ({
  get: { method: 'GET', path: base, query: ['limitType'] },
  getSection: { method: 'GET', path: `${base}/{section}` },
  getLimitStatus: { method: 'GET', path: `${base}/{sectionName}/{limitKey}` },
  getHistory: { method: 'GET', path: `${base}/{section}/{limitType}/history`, query: ['from', 'to'] },
}));

export const limitsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(limitEndpoints);
