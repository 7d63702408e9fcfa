import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/searchpage/v1/interfaces';
const one = '/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}';

export const searchPageEndpoints = /* @__PURE__ */ endpoints('searchPages', () => ({
  list: { method: 'GET', path: base, query: ['filter', 'order', 'page', 'perPage'] },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: one },
  update: { method: 'PUT', path: one, body: 'json' },
  delete: { method: 'DELETE', path: one },
  getManifest: { method: 'POST', path: `${base}/{interfaceId}/manifest`, body: 'json' },
  getAccesses: { method: 'GET', path: `${one}/accesses` },
  updateAccesses: { method: 'PUT', path: `${one}/accesses`, body: 'json' },
  requestAccess: { method: 'POST', path: `${one}/accesses/request` },
  getAccessesUsers: { method: 'GET', path: `${one}/accesses/users` },
  addAccessesUsers: { method: 'POST', path: `${one}/accesses/users`, body: 'json', query: ['notify'] },
  updateAccessesUsers: { method: 'PUT', path: `${one}/accesses/users`, body: 'json' },
  getEditInterface: { method: 'GET', path: `${one}/edit` },
  getLoader: { method: 'GET', path: `${one}/loader` },
  getLoginPage: { method: 'GET', path: `${one}/login` },
  getView: { method: 'GET', path: `${one}/preview` },
  generatePreview: { method: 'POST', path: `${one}/preview`, body: 'json' },
  getToken: { method: 'GET', path: `${one}/token` },
}));

export const searchPagesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(searchPageEndpoints);
