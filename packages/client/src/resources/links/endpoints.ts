import { type Endpoint, endpoints } from '../../core/endpoint';

export const linkEndpoints = endpoints('links', {
  delete: { method: 'DELETE', path: '/rest/organizations/{org}/links' },
});

export const linksCatalog: readonly Endpoint[] = Object.values(linkEndpoints);
