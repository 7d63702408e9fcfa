import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

export const uaMetricEndpoints = /* @__PURE__ */ endpoints('ua.metrics', published.uaMetrics);

export const uaMetricsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaMetricEndpoints);
