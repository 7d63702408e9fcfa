import type { GetResult, RequestSettings } from '../../../core/options';
import { type Areas, Resource } from '../../../core/resource';
import type { UaServiceHealthModel, UaServiceStatusModel } from '../serviceModels';
import { uaFilterEndpoints } from './endpoints';
import { UaPermissionFilters } from './UaPermissionFilters';
import { UaReportingFilters } from './UaReportingFilters';

/**
 * Usage-analytics filters (`/rest/ua/v15/filters`): {@link uaFiltersAreas.reporting | reporting} filters applied by reports,
 * {@link uaFiltersAreas.permissions | permissions} filters applied to users and groups, and the service's health and status.
 */
export class UaFilters extends Resource<typeof uaFilterEndpoints> {
  get endpoints() {
    return uaFilterEndpoints;
  }
}

// The calls of UaFilters that follow the argument convention: Resource makes them from the endpoint table.
export interface UaFilters {
  /**
   * The filters service's health. `GET /rest/ua/v15/filters/monitoring/health`; no organization is
   * sent unless the query names one.
   * @returns `UaServiceHealthModel`, e.g. `{ status: 'UP', … }`.
   * @throws PlatformError for a non-success response.
   */
  health<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceHealthModel, S>>;

  /**
   * The filters service's status. `GET /rest/ua/v15/filters/status`; it names no organization.
   * @returns `UaServiceStatusModel`, e.g. `{ status: 'online', service: 'filters', … }`.
   * @throws PlatformError for a non-success response.
   */
  status<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceStatusModel, S>>;
}

/** The areas of calls under {@link UaFilters}, each a class of its own: `PlatformClient` nests them. */
export const uaFiltersAreas = {
  /** Reporting filters. */
  reporting: UaReportingFilters,
  /** Permission filters, with the users and groups they target. */
  permissions: UaPermissionFilters,
} as const satisfies Areas;
