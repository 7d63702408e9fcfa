import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { tableauEndpoints } from './endpoints';
import type { TableauContentModel, TableauContentType, TableauDashboardModel } from './models';

/**
 * Tableau dashboards of the organization's analytics (`/rest/organizations/{org}/tableau`).
 * Deprecated on the platform, kept because the spec names these calls.
 */
export class Tableau extends Resource<typeof tableauEndpoints> {
  readonly endpoints = tableauEndpoints;

  /**
   * Lists the Tableau content of a type. `GET /rest/organizations/{org}/tableau/{contentType}`.
   * @param contentType `dashboards` or `views`.
   * @returns `TableauDashboardModel[]` (for `views`, one entry per view, named after it).
   * @throws PlatformError for a non-success response (404 for an unknown content type).
   */
  list(contentType: TableauContentType, settings?: RequestSettings) {
    return this.call<TableauDashboardModel[]>('list', { path: { contentType } }, settings);
  }

  /**
   * Opens a dashboard. `GET /rest/organizations/{org}/tableau/{contentType}/{dashboardContentUrl}`.
   * @returns `TableauContentModel`, with an `authenticatedUrl`.
   * @throws PlatformError for a non-success response (404 for an unknown content type or dashboard).
   */
  getDashboard(contentType: TableauContentType, dashboardContentUrl: string, settings?: RequestSettings) {
    return this.call<TableauContentModel>(
      'getDashboard',
      { path: { contentType, dashboardContentUrl } },
      settings,
    );
  }

  /**
   * Opens one view of a dashboard.
   * `GET /rest/organizations/{org}/tableau/{contentType}/{dashboardContentUrl}/{viewContentUrl}`.
   * @returns `TableauContentModel`, with an `authenticatedUrl`.
   * @throws PlatformError for a non-success response (404 for an unknown content type, dashboard or view).
   */
  getView(
    contentType: TableauContentType,
    dashboardContentUrl: string,
    viewContentUrl: string,
    settings?: RequestSettings,
  ) {
    return this.call<TableauContentModel>(
      'getView',
      { path: { contentType, dashboardContentUrl, viewContentUrl } },
      settings,
    );
  }
}
