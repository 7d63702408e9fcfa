import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const searchEndpoints = /* @__PURE__ */ endpoints('search', published.search);

export const searchAnalysisEndpoints = /* @__PURE__ */ endpoints('search.analysis', published.searchAnalysis);

export const searchV3Endpoints = /* @__PURE__ */ endpoints('search.v3', published.searchV3);

export const searchAuthenticationEndpoints = /* @__PURE__ */ endpoints(
  'search.authentication',
  published.searchAuthentication,
);

export const searchSamlProviderEndpoints = /* @__PURE__ */ endpoints(
  'search.authentication.saml',
  published.searchAuthenticationSaml,
);

export const searchSharePointProviderEndpoints = /* @__PURE__ */ endpoints(
  'search.authentication.sharePoint',
  published.searchAuthenticationSharePoint,
);

export const searchTrustedUriEndpoints = /* @__PURE__ */ endpoints(
  'search.authentication.trustedUris',
  published.searchAuthenticationTrustedUris,
);

export const searchCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  searchEndpoints,
  searchAnalysisEndpoints,
  searchV3Endpoints,
  searchAuthenticationEndpoints,
  searchSamlProviderEndpoints,
  searchSharePointProviderEndpoints,
  searchTrustedUriEndpoints,
);
