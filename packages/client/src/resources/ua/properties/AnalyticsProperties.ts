import type { GetResult, RequestSettings } from '../../../core/options';
import { Resource } from '../../../core/resource';
import type { UaOrganizationQuery } from '../serviceModels';
import { analyticsPropertyEndpoints } from './endpoints';
import type {
  AnalyticsPropertyMessageModel,
  AnalyticsPropertyModel,
  AnalyticsPropertyPageModel,
  ListAnalyticsPropertiesParams,
  ListAnalyticsPropertiesQuery,
  SaveAnalyticsPropertyQuery,
} from './models';

/**
 * Analytics properties (`/rest/organizations/{org}/analyticsadmin/v1/properties`): the tracking ids
 * the organization's analytics events are recorded under. Every call also sends the organization as
 * the `org` query parameter.
 */
export class AnalyticsProperties extends Resource<typeof analyticsPropertyEndpoints> {
  get endpoints() {
    return analyticsPropertyEndpoints;
  }

  /**
   * Lists properties with the criteria in the body rather than the query string (for long
   * `trackingIds` lists). `POST /rest/organizations/{org}/analyticsadmin/v1/properties?org=…` with
   * `{ filter, includeDefault, includeProjectIds, page, perPage, projectId, trackingIds }` as JSON.
   * @returns `AnalyticsPropertyPageModel`.
   * @throws PlatformError for a non-success response (400 for malformed criteria).
   */
  async query(
    params: ListAnalyticsPropertiesParams,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ) {
    const { filter, includeDefault, includeProjectIds, page, perPage, projectId, trackingIds } = params;
    const body = { filter, includeDefault, includeProjectIds, page, perPage, projectId, trackingIds };
    return this.call<AnalyticsPropertyPageModel>('query', { body, query }, settings);
  }
}

// The calls of AnalyticsProperties that follow the argument convention: Resource makes them from the endpoint table.
export interface AnalyticsProperties {
  /**
   * Lists properties, one page at a time.
   * `GET /rest/organizations/{org}/analyticsadmin/v1/properties?org=…&filter=…&page=…&perPage=…&…`.
   * `trackingIds` go comma-separated with `{ arrayFormat: 'comma' }` in the request settings, or repeated by default.
   * @returns `AnalyticsPropertyPageModel`: `items`, `totalEntries`, `totalPages`.
   * @throws PlatformError for a non-success response (400 for a malformed page or page size).
   */
  list<S extends RequestSettings = {}>(
    query?: ListAnalyticsPropertiesQuery,
    settings?: S,
  ): Promise<GetResult<AnalyticsPropertyPageModel, S>>;

  /**
   * Reads one property. `GET /rest/organizations/{org}/analyticsadmin/v1/properties/{trackingId}`.
   * @returns `AnalyticsPropertyModel`.
   * @throws PlatformError for a non-success response (404 for an unknown tracking id).
   */
  get<S extends RequestSettings = {}>(
    trackingId: string,
    settings?: S,
  ): Promise<GetResult<AnalyticsPropertyModel, S>>;

  /**
   * Creates a property. `POST /rest/organizations/{org}/analyticsadmin/v1/properties/{trackingId}?org=…&displayName=…&defaultCurrency=…&defaultTimeZone=…`, no body.
   * @param trackingId lowercase letters, digits and hyphens, 2 to 100 characters.
   * @returns `{ message, property }`.
   * @throws PlatformError for a non-success response (400 for a malformed tracking id, currency or
   * time zone, or without `displayName`; 409 when the tracking id exists).
   */
  create(
    trackingId: string,
    query: SaveAnalyticsPropertyQuery,
    settings?: RequestSettings,
  ): Promise<AnalyticsPropertyMessageModel>;

  /**
   * Changes a property's display name and defaults.
   * `PUT /rest/organizations/{org}/analyticsadmin/v1/properties/{trackingId}?org=…&displayName=…&…`, no body.
   * @returns `{ message, property }`.
   * @throws PlatformError for a non-success response (400 for a malformed value, 404 for an unknown tracking id).
   */
  update(
    trackingId: string,
    query: SaveAnalyticsPropertyQuery,
    settings?: RequestSettings,
  ): Promise<AnalyticsPropertyMessageModel>;

  /**
   * Deletes a property. `DELETE /rest/organizations/{org}/analyticsadmin/v1/properties/{trackingId}`.
   * @returns `{ message }`.
   * @throws PlatformError for a non-success response (400 for the default property, 404 for an unknown tracking id).
   */
  delete(trackingId: string, settings?: RequestSettings): Promise<AnalyticsPropertyMessageModel>;
}
