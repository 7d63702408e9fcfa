import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import { CatalogContent } from './CatalogContent';
import { catalogEndpoints } from './endpoints';
import type { CatalogsCalls } from './endpoints.generated';
import type {
  CatalogFieldStatsModel,
  CatalogFieldsModel,
  CatalogFieldsSuggestionsModel,
  CatalogFieldsSuggestionsRequest,
  CatalogModel,
  CatalogPage,
  ListCatalogsQuery,
  NewCatalogModel,
} from './models';

/**
 * Commerce catalogs of the organization (`/rest/organizations/{org}/catalogs`), and what their
 * sources hold ({@link catalogsAreas.content | content}). A catalog's view definitions and filter are on the platform's preview
 * API (`/api/preview/organizations/{org}/catalog-management/catalogs/{catalogId}`).
 * Every method rejects with `PlatformError` for a non-success answer (404 for an unknown catalog,
 * 400 for malformed input).
 */
export class Catalogs extends Resource<typeof catalogEndpoints> {
  get endpoints() {
    return catalogEndpoints;
  }
}

// The calls of Catalogs that follow the argument convention: Resource makes them from the endpoint table.
export interface Catalogs extends CatalogsCalls {
  /**
   * Lists one page of catalogs. `GET /rest/organizations/{org}/catalogs`.
   * @param query `filter` (text in the name), `catalogIds`, `sourceIds`, `enrichWithFields`,
   *   `page` (0-based) and `pageSize` (or `perPage`).
   * @returns `{ items: CatalogModel[], totalEntries, totalPages }`, each with its `configuration`.
   */
  list<S extends RequestSettings = {}>(
    query?: ListCatalogsQuery,
    settings?: S,
  ): Promise<GetResult<CatalogPage, S>>;

  /**
   * Creates a catalog. `POST /rest/organizations/{org}/catalogs`.
   * @param catalog `name`, `sourceId` (an existing source), and either its own `configuration` (`name`,
   *   `product` with `objectType` and `idField`, `variant`, `availability` with `objectType` and
   *   `availableSkusField`) or the `catalogConfigurationId` of a catalog configuration.
   * @returns the new catalog (201), with its `id` and `configuration`.
   * @throws PlatformError 400 for a missing name or configuration (or both kinds given), an unknown source
   *   or catalog configuration.
   */
  create(catalog: NewCatalogModel, settings?: RequestSettings): Promise<CatalogModel>;

  /** Reads a catalog. `GET /rest/organizations/{org}/catalogs/{catalogId}`. @throws PlatformError 404 if unknown. */
  get<S extends RequestSettings = {}>(catalogId: string, settings?: S): Promise<GetResult<CatalogModel, S>>;

  /**
   * Replaces a catalog. `PUT /rest/organizations/{org}/catalogs/{catalogId}`.
   * @returns the saved catalog, with its `configuration`. @throws PlatformError 404 if unknown, 400 as for {@link create}.
   */
  update(catalogId: string, catalog: NewCatalogModel, settings?: RequestSettings): Promise<CatalogModel>;

  /** Deletes a catalog. `DELETE /rest/organizations/{org}/catalogs/{catalogId}`. @returns `{}` (204). */
  delete(catalogId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Lists the fields the catalog's items fill, per kind of item.
   * `GET /rest/organizations/{org}/catalogs/{catalogId}/fields`.
   * @param query `bypassCache`: compute them again.
   * @returns `{ product, variant, availability }`, each `CatalogFieldModel[]`.
   * @throws PlatformError 404 for an unknown catalog.
   */
  getFields<S extends RequestSettings = {}>(
    catalogId: string,
    query?: { bypassCache?: boolean },
    settings?: S,
  ): Promise<GetResult<CatalogFieldsModel, S>>;

  /**
   * Suggests fields for a catalog: those the items of the object types hold in the named sources.
   * `POST /rest/organizations/{org}/catalogs/fieldsSuggestions`.
   * @returns `{ fields: [{ name, examples, objectTypes }] }`.
   * @throws PlatformError 400 without `sourceNames` or `productObjectType`, 404 for an unknown source.
   */
  getFieldsSuggestions(
    request: CatalogFieldsSuggestionsRequest,
    settings?: RequestSettings,
  ): Promise<CatalogFieldsSuggestionsModel>;

  /**
   * How many of the catalog's items fill each of its fields.
   * `GET /rest/organizations/{org}/catalogs/{catalogId}/fieldStats`.
   * @param query `forceRefresh`: compute the figures again (else they are kept until `nextUpdate`).
   * @returns `{ fieldStats: [{ fieldName, product, variant, availability }], lastUpdated, nextUpdate }`:
   *   per kind of item, `{ objectsWithField, objectsWithType }`; times in ms since the epoch.
   * @throws PlatformError 404 for an unknown catalog.
   */
  getFieldStats<S extends RequestSettings = {}>(
    catalogId: string,
    query?: { forceRefresh?: boolean },
    settings?: S,
  ): Promise<GetResult<CatalogFieldStatsModel, S>>;
}

/** The areas of calls under {@link Catalogs}, each a class of its own: `PlatformClient` nests them. */
export const catalogsAreas = {
  /** Object types and metadata of catalog sources. */
  content: CatalogContent,
} as const satisfies Areas;
