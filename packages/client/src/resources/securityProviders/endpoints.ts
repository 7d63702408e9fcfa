import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

const base = '/rest/organizations/{org}/securityproviders';

export const securityProviderEndpoints = /* @__PURE__ */ endpoints('securityProviders', () => ({
  ...published.securityProviders,
  cancelRefresh: { method: 'POST', path: `${base}/{providerId}/refresh/cancel` },
}));

export const securityProvidersCatalog: readonly Endpoint[] =
  /* @__PURE__ */ catalogOf(securityProviderEndpoints);
