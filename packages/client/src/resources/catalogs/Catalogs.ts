import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { CatalogContent } from './CatalogContent';
import { catalogEndpoints } from './endpoints';
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
 * sources hold ({@link content}).
 * Every method rejects with `PlatformError` for a non-success answer (404 for an unknown catalog,
 * 400 for malformed input).
 */
export class Catalogs extends Resource<typeof catalogEndpoints> {
  readonly endpoints = catalogEndpoints;

  /** Object types and metadata of catalog sources. */
  readonly content = new CatalogContent(this.transport);

  /**
   * Lists one page of catalogs. `GET /rest/organizations/{org}/catalogs`.
   * @param query `filter` (text in the name), `catalogIds`, `sourceIds`, `enrichWithFields`,
   *   `page` (0-based) and `pageSize` (or `perPage`).
   * @returns `{ items: CatalogModel[], totalEntries, totalPages }`.
   */
  list(query?: ListCatalogsQuery, settings?: RequestSettings) {
    return this.call<CatalogPage>('list', { query }, settings);
  }

  /**
   * Creates a catalog. `POST /rest/organizations/{org}/catalogs`.
   * @param catalog `name`, `sourceId` (an existing source) and `product` (`objectType`, `idField`) are required.
   * @returns the new catalog, with its `id`.
   * @throws PlatformError 400 for a missing name or product, or an unknown source.
   */
  create(catalog: NewCatalogModel, settings?: RequestSettings) {
    return this.call<CatalogModel>('create', { body: catalog }, settings);
  }

  /** Reads a catalog. `GET /rest/organizations/{org}/catalogs/{catalogId}`. @throws PlatformError 404 if unknown. */
  get(catalogId: string, settings?: RequestSettings) {
    return this.call<CatalogModel>('get', { path: { catalogId } }, settings);
  }

  /**
   * Replaces a catalog. `PUT /rest/organizations/{org}/catalogs/{catalogId}`.
   * @returns the saved catalog. @throws PlatformError 404 if unknown, 400 for malformed input.
   */
  update(catalogId: string, catalog: NewCatalogModel, settings?: RequestSettings) {
    return this.call<CatalogModel>('update', { path: { catalogId }, body: catalog }, settings);
  }

  /** Deletes a catalog. `DELETE /rest/organizations/{org}/catalogs/{catalogId}`. @returns `{}` (204). */
  delete(catalogId: string, settings?: RequestSettings) {
    return this.call<Record<string, never>>('delete', { path: { catalogId } }, settings);
  }

  /**
   * Lists the fields the catalog's items fill, per kind of item.
   * `GET /rest/organizations/{org}/catalogs/{catalogId}/fields`.
   * @param query `bypassCache`: compute them again.
   * @returns `{ product, variant, availability }`, each `CatalogFieldModel[]`.
   * @throws PlatformError 404 for an unknown catalog.
   */
  getFields(catalogId: string, query?: { bypassCache?: boolean }, settings?: RequestSettings) {
    return this.call<CatalogFieldsModel>('getFields', { path: { catalogId }, query }, settings);
  }

  /**
   * Suggests the id fields of products, variants and availabilities for a source.
   * `POST /rest/organizations/{org}/catalogs/fieldsSuggestions`.
   * @returns `{ product, variant, availability }`, each a list of field names, best first.
   * @throws PlatformError 400 without `sourceId`, 404 for an unknown source.
   */
  getFieldsSuggestions(request: CatalogFieldsSuggestionsRequest, settings?: RequestSettings) {
    return this.call<CatalogFieldsSuggestionsModel>('getFieldsSuggestions', { body: request }, settings);
  }

  /**
   * How many of the catalog's items fill each of its fields.
   * `GET /rest/organizations/{org}/catalogs/{catalogId}/fieldStats`.
   * @param query `forceRefresh`: compute the figures again.
   * @returns `{ fields: [{ fieldName, objectType, count, total, ratio }], computedDate }`.
   * @throws PlatformError 404 for an unknown catalog.
   */
  getFieldStats(catalogId: string, query?: { forceRefresh?: boolean }, settings?: RequestSettings) {
    return this.call<CatalogFieldStatsModel>('getFieldStats', { path: { catalogId }, query }, settings);
  }
}
