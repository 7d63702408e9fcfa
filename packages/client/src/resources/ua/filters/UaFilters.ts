import type { GetResult, RequestSettings } from '../../../core/options';
import { Resource } from '../../../core/resource';
import type { UaServiceHealthModel, UaServiceStatusModel } from '../serviceModels';
import { uaFilterEndpoints } from './endpoints';
import { UaPermissionFilters } from './UaPermissionFilters';
import { UaReportingFilters } from './UaReportingFilters';

/**
 * Usage-analytics filters (`/rest/ua/v15/filters`): {@link reporting} filters applied by reports,
 * {@link permissions} filters applied to users and groups, and the service's health and status.
 */
export class UaFilters extends Resource<typeof uaFilterEndpoints> {
  get endpoints() {
    return uaFilterEndpoints;
  }
  /** Reporting filters. */
  readonly reporting = new UaReportingFilters(this.transport);
  /** Permission filters, with the users and groups they target. */
  readonly permissions = new UaPermissionFilters(this.transport);
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
