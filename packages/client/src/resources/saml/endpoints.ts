import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/saml';

export const samlEndpoints = /* @__PURE__ */ endpoints('saml', () => ({
  isEnabled: { method: 'GET', path: `${base}/enabled` },
  listAvailableProviders: { method: 'GET', path: `${base}/availables` },
  getProvider: { method: 'GET', path: `${base}/identityprovider` },
  createProvider: { method: 'POST', path: `${base}/identityprovider`, body: 'json' },
  updateProvider: { method: 'PUT', path: `${base}/identityprovider`, body: 'json' },
  deleteProvider: { method: 'DELETE', path: `${base}/identityprovider` },
  listRealms: { method: 'GET', path: `${base}/identityprovider/realms` },
}));

export const samlCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(samlEndpoints);
