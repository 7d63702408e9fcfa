import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const usageLicenseEndpoints = /* @__PURE__ */ endpoints(
  'searchUsageMetrics.license',
  published.searchUsageMetricsLicense,
);

export const usageRawEndpoints = /* @__PURE__ */ endpoints(
  'searchUsageMetrics.raw',
  published.searchUsageMetricsRaw,
);

export const usageHubEndpoints = /* @__PURE__ */ endpoints(
  'searchUsageMetrics.hubs',
  published.searchUsageMetricsHubs,
);

export const searchUsageMetricsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  usageLicenseEndpoints,
  usageRawEndpoints,
  usageHubEndpoints,
);
