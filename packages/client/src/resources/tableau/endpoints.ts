import { type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/tableau/{contentType}';

export const tableauEndpoints = endpoints('tableau', {
  list: { method: 'GET', path: base },
  getDashboard: { method: 'GET', path: `${base}/{dashboardContentUrl}` },
  getView: { method: 'GET', path: `${base}/{dashboardContentUrl}/{viewContentUrl}` },
});

export const tableauCatalog: readonly Endpoint[] = Object.values(tableauEndpoints);
