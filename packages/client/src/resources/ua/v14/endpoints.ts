import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

// The usage-analytics v14 calls, every one deprecated by the platform in favour of its v15 counterpart.

export const uaV14DimensionEndpoints = /* @__PURE__ */ endpoints(
  'ua.v14.dimensions',
  published.uaV14Dimensions,
);

export const uaV14CustomDimensionEndpoints = /* @__PURE__ */ endpoints(
  'ua.v14.dimensions.custom',
  published.uaV14DimensionsCustom,
);

export const uaV14EventEndpoints = /* @__PURE__ */ endpoints('ua.v14.events', published.uaV14Events);

export const uaV14ExportEndpoints = /* @__PURE__ */ endpoints('ua.v14.exports', published.uaV14Exports);

export const uaV14FilterEndpoints = /* @__PURE__ */ endpoints('ua.v14.filters', published.uaV14Filters);

export const uaV14PermissionFilterEndpoints = /* @__PURE__ */ endpoints(
  'ua.v14.filters.permissions',
  published.uaV14FiltersPermissions,
);

export const uaV14ReportingFilterEndpoints = /* @__PURE__ */ endpoints(
  'ua.v14.filters.reporting',
  published.uaV14FiltersReporting,
);

export const uaV14MetricEndpoints = /* @__PURE__ */ endpoints('ua.v14.metrics', published.uaV14Metrics);

export const uaV14ReportEndpoints = /* @__PURE__ */ endpoints('ua.v14.reports', published.uaV14Reports);

export const uaV14StatsEndpoints = /* @__PURE__ */ endpoints('ua.v14.stats', published.uaV14Stats);

export const uaV14UserEndpoints = /* @__PURE__ */ endpoints('ua.v14.users', published.uaV14Users);

export const uaV14Catalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  uaV14StatsEndpoints,
  uaV14ExportEndpoints,
  uaV14DimensionEndpoints,
  uaV14CustomDimensionEndpoints,
  uaV14MetricEndpoints,
  uaV14ReportEndpoints,
  uaV14FilterEndpoints,
  uaV14ReportingFilterEndpoints,
  uaV14PermissionFilterEndpoints,
  uaV14UserEndpoints,
  uaV14EventEndpoints,
);
