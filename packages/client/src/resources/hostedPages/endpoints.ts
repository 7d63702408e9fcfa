import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/hostedpages';

export const hostedPageEndpoints = /* @__PURE__ */ endpoints('hostedPages', () => ({
  list: { method: 'GET', path: base, query: ['filter', 'order', 'page', 'perPage'] },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: `${base}/{hostedPageId}` },
  update: { method: 'PUT', path: `${base}/{hostedPageId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{hostedPageId}` },
}));

export const hostedPagesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(hostedPageEndpoints);
