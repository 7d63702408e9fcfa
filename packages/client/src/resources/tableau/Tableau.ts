import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { tableauEndpoints } from './endpoints';
import type { TableauContentModel, TableauContentType, TableauDashboardModel } from './models';

/**
 * Tableau dashboards of the organization's analytics (`/rest/organizations/{org}/tableau`).
 * Deprecated on the platform, kept because the spec names these calls.
 */
export class Tableau extends Resource<typeof tableauEndpoints> {
  get endpoints() {
    return tableauEndpoints;
  }
}

// The calls of Tableau that follow the argument convention: Resource makes them from the endpoint table.
export interface Tableau {
  /**
   * Lists the Tableau content of a type. `GET /rest/organizations/{org}/tableau/{contentType}`.
   * @param contentType `dashboards` or `views`.
   * @returns `TableauDashboardModel[]` (for `views`, one entry per view, named after it).
   * @throws PlatformError for a non-success response (404 for an unknown content type).
   */
  list<S extends RequestSettings = {}>(
    contentType: TableauContentType,
    settings?: S,
  ): Promise<GetResult<TableauDashboardModel[], S>>;

  /**
   * Opens a dashboard. `GET /rest/organizations/{org}/tableau/{contentType}/{dashboardContentUrl}`.
   * @returns `TableauContentModel`, with an `authenticatedUrl`.
   * @throws PlatformError for a non-success response (404 for an unknown content type or dashboard).
   */
  getDashboard<S extends RequestSettings = {}>(
    contentType: TableauContentType,
    dashboardContentUrl: string,
    settings?: S,
  ): Promise<GetResult<TableauContentModel, S>>;

  /**
   * Opens one view of a dashboard.
   * `GET /rest/organizations/{org}/tableau/{contentType}/{dashboardContentUrl}/{viewContentUrl}`.
   * @returns `TableauContentModel`, with an `authenticatedUrl`.
   * @throws PlatformError for a non-success response (404 for an unknown content type, dashboard or view).
   */
  getView<S extends RequestSettings = {}>(
    contentType: TableauContentType,
    dashboardContentUrl: string,
    viewContentUrl: string,
    settings?: S,
  ): Promise<GetResult<TableauContentModel, S>>;
}
