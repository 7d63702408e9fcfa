import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const securityCacheEndpoints = /* @__PURE__ */ endpoints('securityCache', published.securityCache);

export const securityCacheCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(securityCacheEndpoints);
