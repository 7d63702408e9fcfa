import type { GetResult, RequestSettings } from '../../../core/options';
import { Resource } from '../../../core/resource';
import type { UaOrganizationQuery } from '../serviceModels';
import { uaReportingFilterEndpoints } from './endpoints';
import type { NewUaFilterModel, UaFilterIdModel, UaFilterListModel, UaFilterModel } from './models';

/**
 * Reporting filters (`/rest/ua/v15/filters/reporting`): named filter expressions that reports apply
 * to their data (a report's `filters` holds their ids).
 */
export class UaReportingFilters extends Resource<typeof uaReportingFilterEndpoints> {
  get endpoints() {
    return uaReportingFilterEndpoints;
  }
}

// The calls of UaReportingFilters that follow the argument convention: Resource makes them from the endpoint table.
export interface UaReportingFilters {
  /**
   * Lists the organization's reporting filters. `GET /rest/ua/v15/filters/reporting?org=…`.
   * @returns `{ filters: UaFilterModel[] }` (each `type: 'reporting'`).
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<UaFilterListModel, S>>;

  /**
   * Creates a reporting filter. `POST /rest/ua/v15/filters/reporting?org=…` with `{ displayName, value }`.
   * @returns `{ id }`.
   * @throws PlatformError for a non-success response (400 without a `displayName` or `value`).
   */
  create(
    filter: NewUaFilterModel,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<UaFilterIdModel>;

  /**
   * Reads one reporting filter. `GET /rest/ua/v15/filters/reporting/{filterId}?org=…`.
   * @returns `UaFilterModel`.
   * @throws PlatformError for a non-success response (404 for an unknown filter).
   */
  get<S extends RequestSettings = {}>(
    filterId: string,
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<UaFilterModel, S>>;

  /**
   * Replaces a reporting filter. `PUT /rest/ua/v15/filters/reporting/{filterId}?org=…` with
   * `{ displayName, value }`.
   * @returns `{ id }`.
   * @throws PlatformError for a non-success response (400 for a malformed filter, 404 for an unknown one).
   */
  update(
    filterId: string,
    filter: NewUaFilterModel,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<UaFilterIdModel>;

  /**
   * Deletes a reporting filter; reports that applied it no longer do.
   * `DELETE /rest/ua/v15/filters/reporting/{filterId}?org=…`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown filter).
   */
  delete(
    filterId: string,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;
}
