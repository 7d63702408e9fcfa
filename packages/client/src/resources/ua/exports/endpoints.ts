import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

export const uaExportEndpoints = /* @__PURE__ */ endpoints('ua.exports', published.uaExports);

export const uaExportScheduleEndpoints = /* @__PURE__ */ endpoints(
  'ua.exports.schedules',
  published.uaExportsSchedules,
);

export const uaExportsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  uaExportEndpoints,
  uaExportScheduleEndpoints,
);
