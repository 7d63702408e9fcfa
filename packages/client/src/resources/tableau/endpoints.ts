import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/tableau/{contentType}';

export const tableauEndpoints = /* @__PURE__ */ endpoints('tableau', () => ({
  list: { method: 'GET', path: base },
  getDashboard: { method: 'GET', path: `${base}/{dashboardContentUrl}` },
  getView: { method: 'GET', path: `${base}/{dashboardContentUrl}/{viewContentUrl}` },
}));

export const tableauCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(tableauEndpoints);
