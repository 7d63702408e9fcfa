import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

export const uaEventEndpoints = /* @__PURE__ */ endpoints('ua.events', published.uaEvents);

export const uaEventsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaEventEndpoints);
