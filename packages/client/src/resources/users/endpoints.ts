import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/users/{username}';

export const userEndpoints = /* @__PURE__ */ endpoints('users', () => ({
  get: { method: 'GET', path: base },
  update: { method: 'PUT', path: base, body: 'json' },
  listRealms: { method: 'GET', path: `${base}/realms` },
}));

export const usersCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(userEndpoints);
