import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import type { CatalogPage } from '../catalogs/models';
import { catalogConfigurationEndpoints } from './endpoints';
import type { CatalogConfigurationsCalls } from './endpoints.generated';
import type {
  CatalogConfigurationModel,
  ListCatalogConfigurationsQuery,
  NewCatalogConfigurationModel,
} from './models';

/**
 * Catalog configurations of the organization (`/rest/organizations/{org}/catalogconfigurations`).
 * Every method rejects with `PlatformError` for a non-success answer (404 for an unknown
 * configuration, 400 for malformed input, 409 when deleting one that catalogs still follow).
 */
export class CatalogConfigurations extends Resource<typeof catalogConfigurationEndpoints> {
  get endpoints() {
    return catalogConfigurationEndpoints;
  }
}

// The calls of CatalogConfigurations that follow the argument convention: Resource makes them from the endpoint table.
export interface CatalogConfigurations extends CatalogConfigurationsCalls {
  /**
   * Lists one page of catalog configurations. `GET /rest/organizations/{org}/catalogconfigurations`.
   * @param query `catalogIds`, `sourceIds`, `enrichWithFields`, `page` (0-based), `pageSize` (or `perPage`).
   * @returns `{ items: CatalogConfigurationModel[], totalEntries, totalPages }`.
   */
  list<S extends RequestSettings = {}>(
    query?: ListCatalogConfigurationsQuery,
    settings?: S,
  ): Promise<GetResult<CatalogPage<CatalogConfigurationModel>, S>>;

  /**
   * Creates a catalog configuration. `POST /rest/organizations/{org}/catalogconfigurations`.
   * @returns the new configuration, with its `id`. @throws PlatformError 400 without `name` or `product`.
   */
  create(
    configuration: NewCatalogConfigurationModel,
    settings?: RequestSettings,
  ): Promise<CatalogConfigurationModel>;

  /**
   * Reads a catalog configuration, with the catalogs that follow it.
   * `GET /rest/organizations/{org}/catalogconfigurations/{configurationId}`. @throws PlatformError 404 if unknown.
   */
  get<S extends RequestSettings = {}>(
    configurationId: string,
    settings?: S,
  ): Promise<GetResult<CatalogConfigurationModel, S>>;

  /**
   * Replaces a catalog configuration. `PUT /rest/organizations/{org}/catalogconfigurations/{configurationId}`.
   * @throws PlatformError 404 if unknown, 400 for malformed input.
   */
  update(
    configurationId: string,
    configuration: NewCatalogConfigurationModel,
    settings?: RequestSettings,
  ): Promise<CatalogConfigurationModel>;

  /**
   * Deletes a catalog configuration. `DELETE /rest/organizations/{org}/catalogconfigurations/{configurationId}`.
   * @returns `{}` (204). @throws PlatformError 404 if unknown, 409 while catalogs follow it.
   */
  delete(configurationId: string, settings?: RequestSettings): Promise<Record<string, never>>;
}
