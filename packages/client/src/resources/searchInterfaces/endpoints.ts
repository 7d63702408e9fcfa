import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/searchinterfaces';
const one = '/rest/organizations/{org}/searchinterfaces/{interfaceId}';

export const searchInterfaceEndpoints = /* @__PURE__ */ endpoints('searchInterfaces', () => ({
  list: { method: 'GET', path: base, query: ['filter', 'order', 'page', 'perPage'] },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: one },
  update: { method: 'PUT', path: one, body: 'json' },
  delete: { method: 'DELETE', path: one },
  getAccesses: { method: 'GET', path: `${one}/accesses` },
  updateAccesses: { method: 'PUT', path: `${one}/accesses`, body: 'json' },
  getAccessesUsers: { method: 'GET', path: `${one}/accesses/users` },
  updateAccessesUsers: { method: 'PUT', path: `${one}/accesses/users`, body: 'json' },
  addAccessesUsers: {
    method: 'POST',
    path: `${one}/accesses/users`,
    query: ['notify'],
    body: 'json',
    bodyFields: ['users', 'message'],
  },
  getManifest: { method: 'POST', path: `${one}/manifest/v1`, body: 'json' },
}));

export const searchInterfacesCatalog: readonly Endpoint[] =
  /* @__PURE__ */ catalogOf(searchInterfaceEndpoints);
