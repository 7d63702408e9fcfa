import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const hostedPageEndpoints = /* @__PURE__ */ endpoints('hostedPages', published.hostedPages);

export const hostedPagesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(hostedPageEndpoints);
