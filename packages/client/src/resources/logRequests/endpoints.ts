import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const logRequestEndpoints = /* @__PURE__ */ endpoints('logRequests', published.logRequests);

export const logRequestsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(logRequestEndpoints);
