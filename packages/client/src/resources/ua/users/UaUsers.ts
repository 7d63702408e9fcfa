import type { GetResult, RequestSettings } from '../../../core/options';
import { Resource } from '../../../core/resource';
import type { UaUserModel } from '../reports/models';
import type { UaOrganizationQuery, UaServiceHealthModel, UaServiceStatusModel } from '../serviceModels';
import { uaUserEndpoints } from './endpoints';
import type { UaUsersCalls } from './endpoints.generated';
import type {
  GetUaUserFiltersQuery,
  GetUaUserReportsQuery,
  UaUserFilterParam,
  UaUserFiltersModel,
  UaUserReportsModel,
} from './models';

/**
 * Users as usage analytics sees them (`/rest/ua/v15/users`): the permission filters applied to each
 * and the reports each may view. These are the same relations as a filter's targets and a report's
 * allowed users, read and written from the user's side.
 */
export class UaUsers extends Resource<typeof uaUserEndpoints> {
  get endpoints() {
    return uaUserEndpoints;
  }
}

// The calls of UaUsers that follow the argument convention: Resource makes them from the endpoint table.
export interface UaUsers extends UaUsersCalls {
  /**
   * Reads a user: the ids of its permission filters and of the reports it may view (directly, not
   * through groups). `GET /rest/ua/v15/users/{userId}?org=…`.
   * @returns `UaUserModel`.
   * @throws PlatformError for a non-success response.
   */
  get<S extends RequestSettings = {}>(
    userId: string,
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<UaUserModel, S>>;

  /**
   * Lists the permission filters applied to a user. `GET /rest/ua/v15/users/{userId}/filters?org=…&includeGroups=…`.
   * @returns `{ filters: UaFilterModel[] }`; with `includeGroups: true`, also those its groups get.
   * @throws PlatformError for a non-success response.
   */
  getFilters<S extends RequestSettings = {}>(
    userId: string,
    query?: GetUaUserFiltersQuery,
    settings?: S,
  ): Promise<GetResult<UaUserFiltersModel, S>>;

  /**
   * Sets the permission filters applied to a user, replacing its direct ones: the user becomes a
   * target of each listed filter and stops being one of the others.
   * `PUT /rest/ua/v15/users/{userId}/filters?org=…` with `[{ value, id }]` as JSON: a filter's id with
   * `id: true`, or an expression to keep as a new filter with `id: false`.
   * @returns `{}` (204); read the filters with {@link getFilters}.
   * @throws PlatformError for a non-success response (400 for a malformed list or an unknown filter id).
   */
  setFilters(
    userId: string,
    filters: UaUserFilterParam[],
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Lists the reports a user may view.
   * `GET /rest/ua/v15/users/{userId}/reports?org=…&includeConfig=…&includeGroups=…`.
   * @returns `{ reports: UaReportModel[] }`; with `includeGroups: true`, also those its groups may view.
   * @throws PlatformError for a non-success response.
   */
  getReports<S extends RequestSettings = {}>(
    userId: string,
    query?: GetUaUserReportsQuery,
    settings?: S,
  ): Promise<GetResult<UaUserReportsModel, S>>;

  /**
   * Sets the reports a user may view (report ids, replacing its direct ones): the user joins the
   * allowed users of each listed report and leaves those of the others.
   * `PUT /rest/ua/v15/users/{userId}/reports?org=…` with the ids as a JSON array.
   * @returns `{}` (204); read the reports with {@link getReports}.
   * @throws PlatformError for a non-success response (400 for a malformed list or an unknown report id).
   */
  setReports(
    userId: string,
    reportIds: string[],
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * The users service's health. `GET /rest/ua/v15/users/monitoring/health`; no organization is sent
   * unless the query names one.
   * @returns `UaServiceHealthModel`.
   * @throws PlatformError for a non-success response.
   */
  health<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceHealthModel, S>>;

  /**
   * The users service's status. `GET /rest/ua/v15/users/status`; no organization is sent unless the
   * query names one.
   * @returns `UaServiceStatusModel`.
   * @throws PlatformError for a non-success response.
   */
  status<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceStatusModel, S>>;
}
