import type { GetResult, RequestSettings } from '../../core/options';
import type { QueryOf } from '../../core/published';
import { Resource } from '../../core/resource';
import type { paths as customerServiceApi } from '../../generated/customer-service';
import { insightConfigEndpoints } from './endpoints';
import type { InsightConfigsCalls } from './endpoints.generated';
import type {
  InsightPanelConfigInput,
  InsightPanelConfigModel,
  InsightPanelConfigPage,
  InsightPanelConfigReplacement,
  ListInsightPanelConfigsQuery,
} from './models';

type Empty = Record<string, never>;

/**
 * Insight panel configurations (`/rest/organizations/{org}/insightconfig/v1/configs`): which query
 * pipeline and context fields an agent's insight panel uses. Every method rejects with `PlatformError`
 * (400 for invalid input, 404 for an unknown configuration, 409 for a name in use).
 */
export class InsightConfigs extends Resource<typeof insightConfigEndpoints> {
  get endpoints() {
    return insightConfigEndpoints;
  }
}

// The calls of InsightConfigs that follow the argument convention: Resource makes them from the endpoint table.
export interface InsightConfigs extends InsightConfigsCalls {
  /**
   * Lists configurations. `GET /rest/organizations/{org}/insightconfig/v1/configs`.
   * @param query `page` (0-based), `perPage`, `filter` (name substring), `order` (`asc`/`desc` by name).
   * @returns `{ items: InsightPanelConfigModel[], totalEntries, totalPages }`.
   * @throws PlatformError 400 for an invalid page value or order.
   */
  list<S extends RequestSettings = {}>(
    query?: ListInsightPanelConfigsQuery,
    settings?: S,
  ): Promise<GetResult<InsightPanelConfigPage, S>>;

  /**
   * Creates a configuration. `POST /rest/organizations/{org}/insightconfig/v1/configs`.
   * @param config `name` and `pipeline` (a pipeline id) are required; `contextFields` maps context keys to CRM fields.
   * @returns the `InsightPanelConfigModel` (201).
   * @throws PlatformError 400 when `name` or `pipeline` is missing, 409 for a name or id in use.
   */
  create(config: InsightPanelConfigInput, settings?: RequestSettings): Promise<InsightPanelConfigModel>;

  /**
   * Reads a configuration. `GET /rest/organizations/{org}/insightconfig/v1/configs/{configId}`.
   * @throws PlatformError 404 for an unknown configuration.
   */
  get<S extends RequestSettings = {}>(
    configId: string,
    settings?: S,
  ): Promise<GetResult<InsightPanelConfigModel, S>>;

  /**
   * Replaces a configuration. `PUT /rest/organizations/{org}/insightconfig/v1/configs/{configId}`.
   * @returns the updated `InsightPanelConfigModel`.
   * @throws PlatformError 404 for an unknown configuration, 400 for a missing name or pipeline, 409 for a name in use.
   */
  update(
    configId: string,
    config: InsightPanelConfigReplacement,
    settings?: RequestSettings,
  ): Promise<InsightPanelConfigModel>;

  /**
   * Deletes a configuration. `DELETE /rest/organizations/{org}/insightconfig/v1/configs/{configId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown configuration.
   */
  delete(configId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Copies a configuration under a new name. `POST /rest/organizations/{org}/insightconfig/v1/configs/{duplicationParamsId}`
   * with the JSON body `{ name }`.
   * @param duplicationParamsId the configuration to copy.
   * @returns the copy (201), with a new id.
   * @throws PlatformError 404 for an unknown configuration, 400 when `name` is missing, 409 for a name in use.
   */
  duplicate(
    duplicationParamsId: string,
    name: string,
    settings?: RequestSettings,
  ): Promise<InsightPanelConfigModel>;

  /**
   * Renders an item as HTML for an Insight Panel's quickview, the query's terms highlighted.
   * `GET /rest/organizations/{org}/insight/v1/configs/{configId}/quickview`.
   * @param query `uniqueId` (the item, required), `q` (the terms to highlight), `enableNavigation`,
   *   `requestedOutputSize` (bytes; 0 for the whole item).
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown configuration or item, 400 without `uniqueId`.
   */
  getQuickview<S extends RequestSettings = {}>(
    configId: string,
    query: QueryOf<
      customerServiceApi['/rest/organizations/{organizationId}/insight/v1/configs/{configId}/quickview']['get']
    >,
    settings?: S,
  ): Promise<GetResult<string, S>>;
}
