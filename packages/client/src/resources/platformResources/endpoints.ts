import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const platformResourceEndpoints = /* @__PURE__ */ endpoints(
  'platformResources',
  published.platformResources,
);

export const platformResourcesCatalog: readonly Endpoint[] =
  /* @__PURE__ */ catalogOf(platformResourceEndpoints);
