import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

const base = '/rest/organizations/{org}';

export const ipxEndpoints = /* @__PURE__ */ endpoints('ipx', () => ({
  ...published.ipx,
  getLoader: { method: 'GET', path: `${base}/{ipxId}/inappwidget/loader`, query: ['access_token'] },
}));

export const ipxCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(ipxEndpoints);
