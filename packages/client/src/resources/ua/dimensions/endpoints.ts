import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

export const uaDimensionEndpoints = /* @__PURE__ */ endpoints('ua.dimensions', published.uaDimensions);

export const uaCustomDimensionEndpoints = /* @__PURE__ */ endpoints(
  'ua.dimensions.custom',
  published.uaDimensionsCustom,
);

export const uaDimensionsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  uaDimensionEndpoints,
  uaCustomDimensionEndpoints,
);
