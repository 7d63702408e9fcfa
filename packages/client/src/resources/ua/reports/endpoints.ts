import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

export const uaReportEndpoints = /* @__PURE__ */ endpoints('ua.reports', published.uaReports);

export const uaReportsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaReportEndpoints);
