import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { catalogContentEndpoints } from './endpoints';
import type { CatalogMetadataNamesModel, CatalogMetadataQuery, CatalogObjectTypesModel } from './models';

/** What a catalog source holds (`/rest/organizations/{org}/catalogcontent/source/{sourceId}`): object types and metadata. */
export class CatalogContent extends Resource<typeof catalogContentEndpoints> {
  get endpoints() {
    return catalogContentEndpoints;
  }
}

// The calls of CatalogContent that follow the argument convention: Resource makes them from the endpoint table.
export interface CatalogContent {
  /**
   * Lists the names of the metadata that a source's items hold, by name.
   * `GET /rest/organizations/{org}/catalogcontent/source/{sourceId}/metadata`.
   * @param query `objectType` (only items of that type), `filter` (text in the name), `version` (2 for
   * the paged answer), `page` (0-based) and `perPage` (with `version` 2).
   * @returns with `version` 2, a page `{ items: string[], totalEntries, totalPages }`; otherwise
   * `{ metadataNames: string[] }`, every name. Tell them apart with `'items' in answer`.
   * @throws PlatformError 404 for an unknown source.
   */
  getMetadata<S extends RequestSettings = {}>(
    sourceId: string,
    query?: CatalogMetadataQuery,
    settings?: S,
  ): Promise<GetResult<CatalogMetadataNamesModel, S>>;

  /**
   * Lists, per metadata key, the values seen on a source's items.
   * `GET /rest/organizations/{org}/catalogcontent/source/{sourceId}/metadatavalues`.
   * @param query `objectType`: only items of that type.
   * @returns `{ metadataValuesByName: { [name]: string[] } }`.
   * @throws PlatformError 404 for an unknown source.
   */
  getMetadataValues<S extends RequestSettings = {}>(
    sourceId: string,
    query?: { objectType?: string },
    settings?: S,
  ): Promise<GetResult<{ metadataValuesByName: Record<string, string[]> }, S>>;

  /**
   * Lists the object types (`Product`, `Variant`, `Availability`, ...) of a source's items.
   * `GET /rest/organizations/{org}/catalogcontent/source/{sourceId}/objecttypes`.
   * @returns `{ objectTypeValues, hasIndexedCatalogContent, hasIndexedIngestionContent }`: the types its
   *   catalogs name (a catalog source without catalogs: `Product`, `Variant`, `Availability`), and whether
   *   it holds items, indexed as a catalog source's or otherwise.
   * @throws PlatformError 404 for an unknown source.
   */
  getObjectTypes<S extends RequestSettings = {}>(
    sourceId: string,
    settings?: S,
  ): Promise<GetResult<CatalogObjectTypesModel, S>>;
}
