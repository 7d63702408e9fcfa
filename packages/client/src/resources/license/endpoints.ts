import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

const base = '/rest/organizations/{org}/license';

export const licenseEndpoints = /* @__PURE__ */ endpoints('license', () => ({
  ...published.license,
  update: { method: 'PUT', path: base, body: 'json' },
  updateSection: { method: 'PUT', path: `${base}/{section}`, body: 'json' },
  updateExpiration: { method: 'PUT', path: `${base}/expiration`, query: ['expirationDate'] },
  listSourceTypes: { method: 'GET', path: `${base}/sourcetypes` },
}));

export const licenseCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(licenseEndpoints);
