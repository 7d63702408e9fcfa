import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const limitEndpoints = /* @__PURE__ */ endpoints('limits', published.limits);

export const limitsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(limitEndpoints);
