import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/ipxinterface/v1/interfaces';
const one = '/rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}';

export const ipxInterfaceEndpoints = /* @__PURE__ */ endpoints('ipxInterfaces', () => ({
  list: { method: 'GET', path: base, query: ['filter', 'order', 'page', 'perPage'] },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: one },
  update: { method: 'PUT', path: one, body: 'json' },
  delete: { method: 'DELETE', path: one },
  generatePreview: { method: 'POST', path: `${base}/{ipxId}/preview`, body: 'json' },
  getEditInterface: { method: 'GET', path: `${one}/edit` },
  getLoader: { method: 'GET', path: `${one}/loader` },
  getLoginPage: { method: 'GET', path: `${one}/login` },
  getToken: { method: 'GET', path: `${one}/token` },
}));

export const ipxInterfacesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(ipxInterfaceEndpoints);
