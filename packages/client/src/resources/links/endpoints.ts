import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

export const linkEndpoints = /* @__PURE__ */ endpoints('links', () => ({
  delete: { method: 'DELETE', path: '/rest/organizations/{org}/links' },
}));

export const linksCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(linkEndpoints);
