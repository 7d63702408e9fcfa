import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

export const authEndpoints = /* @__PURE__ */ endpoints('auth', () => ({
  checkToken: { method: 'POST', path: '/oauth/check_token', body: 'form', bodyFields: ['token'] },
}));

export const authCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(authEndpoints);
