import type { GetResult, RequestSettings } from '../../../core/options';
import { Resource } from '../../../core/resource';
import type { UaUserModel } from '../reports/models';
import type { UaOrganizationQuery } from '../serviceModels';
import { uaPermissionFilterEndpoints } from './endpoints';
import type {
  NewUaFilterModel,
  UaFilterIdModel,
  UaFilterListModel,
  UaFilterModel,
  UaFilterTargetsModel,
  UaFilterTargetsRequest,
} from './models';

/**
 * Permission filters (`/rest/ua/v15/filters/permissions`): filter expressions that restrict the
 * analytics data of the users and groups they target. A filter's users are its targeted users;
 * a user's filters (`ua.users.getFilters`) are the filters that target the user.
 */
export class UaPermissionFilters extends Resource<typeof uaPermissionFilterEndpoints> {
  get endpoints() {
    return uaPermissionFilterEndpoints;
  }
}

// The calls of UaPermissionFilters that follow the argument convention: Resource makes them from the endpoint table.
export interface UaPermissionFilters {
  /**
   * Lists the organization's permission filters. `GET /rest/ua/v15/filters/permissions?org=…`.
   * @returns `{ filters: UaFilterModel[] }` (each `type: 'permissions'`).
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<UaFilterListModel, S>>;

  /**
   * Creates a permission filter, targeting no one yet.
   * `POST /rest/ua/v15/filters/permissions?org=…` with `{ displayName, value }`.
   * @returns `{ id }`.
   * @throws PlatformError for a non-success response (400 without a `displayName` or `value`).
   */
  create(
    filter: NewUaFilterModel,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<UaFilterIdModel>;

  /**
   * Reads one permission filter. `GET /rest/ua/v15/filters/permissions/{filterId}?org=…`.
   * @returns `UaFilterModel`.
   * @throws PlatformError for a non-success response (404 for an unknown filter).
   */
  get<S extends RequestSettings = {}>(
    filterId: string,
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<UaFilterModel, S>>;

  /**
   * Replaces a permission filter's name and expression; its targets stay.
   * `PUT /rest/ua/v15/filters/permissions/{filterId}?org=…` with `{ displayName, value }`.
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
   * Deletes a permission filter; the users and groups it targeted are no longer restricted by it.
   * `DELETE /rest/ua/v15/filters/permissions/{filterId}?org=…`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown filter).
   */
  delete(
    filterId: string,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Lists the users a permission filter targets. `GET /rest/ua/v15/filters/permissions/{filterId}/users?org=…`.
   * @returns `UaUserModel[]`, each with the ids of all its filters and reports.
   * @throws PlatformError for a non-success response (404 for an unknown filter).
   */
  getUsers<S extends RequestSettings = {}>(
    filterId: string,
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<UaUserModel[], S>>;

  /**
   * Sets the users a permission filter targets (user ids, replacing the targeted users; targeted
   * groups stay). `PUT /rest/ua/v15/filters/permissions/{filterId}/users?org=…` with the ids as a JSON array.
   * @returns `{}` (204); read the users with {@link getUsers}.
   * @throws PlatformError for a non-success response (400 when the body is not an array of ids, 404 for an unknown filter).
   */
  setUsers(
    filterId: string,
    userIds: string[],
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Reads the users and groups a permission filter targets.
   * `GET /rest/ua/v15/filters/permissions/{filterId}/targets?org=…`.
   * @returns `UaFilterTargetsModel[]`, as the platform answers: a list holding the filter's targets
   *   (`targetedUsers` and `targetedGroups`).
   * @throws PlatformError for a non-success response (404 for an unknown filter).
   */
  getTargets<S extends RequestSettings = {}>(
    filterId: string,
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<UaFilterTargetsModel[], S>>;

  /**
   * Sets the users and groups a permission filter targets (ids, replacing both lists).
   * `PUT /rest/ua/v15/filters/permissions/{filterId}/targets?org=…` with `{ targetedUsers, targetedGroups }`.
   * @returns `{}` (204); read the targets with {@link getTargets}.
   * @throws PlatformError for a non-success response (400 for a malformed body or an unknown group, 404 for an unknown filter).
   */
  setTargets(
    filterId: string,
    targets: UaFilterTargetsRequest,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;
}
