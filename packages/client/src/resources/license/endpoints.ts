import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/license';

export const licenseEndpoints = /* @__PURE__ */ endpoints('license', () => ({
  get: { method: 'GET', path: base },
  update: { method: 'PUT', path: base, body: 'json' },
  getSection: { method: 'GET', path: `${base}/{section}` },
  updateSection: { method: 'PUT', path: `${base}/{section}`, body: 'json' },
  updateExpiration: { method: 'PUT', path: `${base}/expiration`, query: ['expirationDate'] },
  listSourceTypes: { method: 'GET', path: `${base}/sourcetypes` },
}));

export const licenseCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(licenseEndpoints);
