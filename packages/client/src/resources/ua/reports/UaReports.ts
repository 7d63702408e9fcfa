import type { GetResult, RequestSettings } from '../../../core/options';
import { Resource } from '../../../core/resource';
import type { UaOrganizationQuery, UaServiceHealthModel, UaServiceStatusModel } from '../serviceModels';
import { uaReportEndpoints } from './endpoints';
import type {
  GetUaReportQuery,
  ListUaReportsQuery,
  ListUaReportTemplatesQuery,
  NewUaReportModel,
  UaReportAccessModel,
  UaReportAccessRequest,
  UaReportIdModel,
  UaReportModel,
  UaReportTemplateMetadataModel,
  UaReportTemplateModel,
  UaReportTemplateQuery,
  UaReportUsersModel,
} from './models';

/**
 * Usage-analytics reports (`/rest/ua/v15/reports`): dashboards and explorer views, who may view them,
 * and the templates to start one from. Every call but `health` and `status` sends the organization
 * as the `org` query parameter (the client's, unless the query gives one).
 */
export class UaReports extends Resource<typeof uaReportEndpoints> {
  get endpoints() {
    return uaReportEndpoints;
  }
}

// The calls of UaReports that follow the argument convention: Resource makes them from the endpoint table.
export interface UaReports {
  /**
   * Lists the organization's reports. `GET /rest/ua/v15/reports?org=…&type=…&includeConfig=…`.
   * @returns `{ reports: UaReportModel[] }`; each report has its `configuration` unless `includeConfig: false`.
   * @throws PlatformError for a non-success response (400 for an unknown `type`).
   */
  list<S extends RequestSettings = {}>(
    query?: ListUaReportsQuery,
    settings?: S,
  ): Promise<GetResult<{ reports: UaReportModel[] }, S>>;

  /**
   * Creates a report. `POST /rest/ua/v15/reports?org=…` with the report as JSON (`displayName` and
   * `type` required; `filters` are ids of reporting filters).
   * @returns `{ id }`, the new report's id.
   * @throws PlatformError for a non-success response (400 for a malformed report or an unknown filter id).
   */
  create(
    report: NewUaReportModel,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<UaReportIdModel>;

  /**
   * Reads one report, with its configuration. `GET /rest/ua/v15/reports/{reportId}?org=…&tz=…`.
   * @param query `tz`: the time zone for date calculations (IANA name or offset; default UTC).
   * @returns `UaReportModel`.
   * @throws PlatformError for a non-success response (400 for an unknown time zone, 404 for an unknown report).
   */
  get<S extends RequestSettings = {}>(
    reportId: string,
    query?: GetUaReportQuery,
    settings?: S,
  ): Promise<GetResult<UaReportModel, S>>;

  /**
   * Replaces a report. `PUT /rest/ua/v15/reports/{reportId}?org=…` with the report as JSON.
   * @returns `{ id }`.
   * @throws PlatformError for a non-success response (400 for a malformed report, 404 for an unknown one).
   */
  update(
    reportId: string,
    report: NewUaReportModel,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<UaReportIdModel>;

  /**
   * Deletes a report; it leaves the report lists of every user and group.
   * `DELETE /rest/ua/v15/reports/{reportId}?org=…`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown report).
   */
  delete(
    reportId: string,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Reads who may view a report. `GET /rest/ua/v15/reports/{reportId}/access?org=…`.
   * @returns `UaReportAccessModel`: `accessType` (`PUBLIC` or `PRIVATE`), the allowed users and groups.
   * @throws PlatformError for a non-success response (404 for an unknown report).
   */
  getAccess<S extends RequestSettings = {}>(
    reportId: string,
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<UaReportAccessModel, S>>;

  /**
   * Sets who may view a report: the access type and the ids of the allowed users and groups, which
   * replace the current ones (a list left out is emptied; the access type left out stays). `PUT /rest/ua/v15/reports/{reportId}/access?org=…` with
   * `{ accessType, allowedUsers, allowedGroups }` as JSON.
   * @returns `{}` (204); read the access with {@link getAccess}.
   * @throws PlatformError for a non-success response (400 for an unknown access type or group, 404 for an unknown report).
   */
  setAccess(
    reportId: string,
    access: UaReportAccessRequest,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Reads the users who may view a report. `GET /rest/ua/v15/reports/{reportId}/users?org=…`.
   * @returns `UaReportUsersModel`: `access` and `allowedUsers`.
   * @throws PlatformError for a non-success response (404 for an unknown report).
   */
  getUsers<S extends RequestSettings = {}>(
    reportId: string,
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<UaReportUsersModel, S>>;

  /**
   * Sets the users who may view a report (user ids, replacing the current ones).
   * `PUT /rest/ua/v15/reports/{reportId}/users?org=…` with the ids as a JSON array.
   * @returns `{}` (204); read the users with {@link getUsers}.
   * @throws PlatformError for a non-success response (400 when the body is not an array of ids, 404 for an unknown report).
   */
  setUsers(
    reportId: string,
    userIds: string[],
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Lists the report templates. `GET /rest/ua/v15/reports/templates?org=…&type=…&includeMetadata=…`.
   * @returns `UaReportTemplateMetadataModel[]` (`description` and `category` with `includeMetadata: true`).
   * @throws PlatformError for a non-success response (400 for an unknown `type`).
   */
  listTemplates<S extends RequestSettings = {}>(
    query?: ListUaReportTemplatesQuery,
    settings?: S,
  ): Promise<GetResult<UaReportTemplateMetadataModel[], S>>;

  /**
   * Reads one report template with its configuration.
   * `GET /rest/ua/v15/reports/templates/{templateId}?org=…&includeMetadata=…`.
   * @returns `UaReportTemplateModel[]`, as the platform answers: a list holding the template; its
   *   `configuration` can be a new report's.
   * @throws PlatformError for a non-success response (404 for an unknown template).
   */
  getTemplate<S extends RequestSettings = {}>(
    templateId: string,
    query?: UaReportTemplateQuery,
    settings?: S,
  ): Promise<GetResult<UaReportTemplateModel[], S>>;

  /**
   * The reports service's health. `GET /rest/ua/v15/reports/monitoring/health`; no organization is sent
   * unless the query names one.
   * @returns `UaServiceHealthModel`, e.g. `{ status: 'UP', components: { … } }`.
   * @throws PlatformError for a non-success response.
   */
  health<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceHealthModel, S>>;

  /**
   * The reports service's status. `GET /rest/ua/v15/reports/status`; it names no organization.
   * @returns `UaServiceStatusModel`, e.g. `{ status: 'online', service: 'reports', version: 'v15' }`.
   * @throws PlatformError for a non-success response.
   */
  status<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<UaServiceStatusModel, S>>;
}
