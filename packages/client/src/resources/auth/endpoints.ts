import { type Endpoint, endpoints } from '../../core/endpoint';

export const authEndpoints = endpoints('auth', {
  checkToken: { method: 'POST', path: '/oauth/check_token', body: 'form', bodyFields: ['token'] },
});

export const authCatalog: readonly Endpoint[] = Object.values(authEndpoints);
