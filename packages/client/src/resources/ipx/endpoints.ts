import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}';

export const ipxEndpoints = /* @__PURE__ */ endpoints('ipx', () => ({
  create: { method: 'POST', path: `${base}/pages/inappwidget`, body: 'json' },
  update: { method: 'PUT', path: `${base}/pages/inappwidget/{ipxId}`, body: 'json' },
  list: { method: 'GET', path: `${base}/pages/inappwidgets`, query: ['name'] },
  getLoader: { method: 'GET', path: `${base}/{ipxId}/inappwidget/loader`, query: ['access_token'] },
}));

export const ipxCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(ipxEndpoints);
