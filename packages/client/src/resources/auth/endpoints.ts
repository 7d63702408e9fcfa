import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const authEndpoints = /* @__PURE__ */ endpoints('auth', () => ({
  ...published.auth,
  checkToken: { method: 'POST', path: '/oauth/check_token', body: 'form', bodyFields: ['token'] },
}));

export const authCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(authEndpoints);
