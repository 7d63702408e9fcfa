import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const catalogConfigurationEndpoints = /* @__PURE__ */ endpoints(
  'catalogConfigurations',
  published.catalogConfigurations,
);

export const catalogConfigurationsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  catalogConfigurationEndpoints,
);
