import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

export const analyticsPropertyEndpoints = /* @__PURE__ */ endpoints('ua.properties', published.uaProperties);

export const analyticsPropertiesCatalog: readonly Endpoint[] =
  /* @__PURE__ */ catalogOf(analyticsPropertyEndpoints);
