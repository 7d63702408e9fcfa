import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

export const uaFilterEndpoints = /* @__PURE__ */ endpoints('ua.filters', published.uaFilters);

export const uaReportingFilterEndpoints = /* @__PURE__ */ endpoints(
  'ua.filters.reporting',
  published.uaFiltersReporting,
);

export const uaPermissionFilterEndpoints = /* @__PURE__ */ endpoints(
  'ua.filters.permissions',
  published.uaFiltersPermissions,
);

export const uaFiltersCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  uaFilterEndpoints,
  uaReportingFilterEndpoints,
  uaPermissionFilterEndpoints,
);
