import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { catalogContentEndpoints } from './endpoints';
import type { CatalogMetadataModel, CatalogMetadataQuery, CatalogPage } from './models';

/** What a catalog source holds (`/rest/organizations/{org}/catalogcontent/source/{sourceId}`): object types and metadata. */
export class CatalogContent extends Resource<typeof catalogContentEndpoints> {
  get endpoints() {
    return catalogContentEndpoints;
  }
}

// The calls of CatalogContent that follow the argument convention: Resource makes them from the endpoint table.
export interface CatalogContent {
  /**
   * Lists the metadata keys seen on a source's items, with how many items hold each.
   * `GET /rest/organizations/{org}/catalogcontent/source/{sourceId}/metadata`.
   * @param query `objectType` (only items of that type), `filter` (text in the key), `page` (0-based), `perPage`.
   * @returns `{ items: CatalogMetadataModel[], totalEntries, totalPages }`.
   * @throws PlatformError 404 for an unknown source.
   */
  getMetadata<S extends RequestSettings = {}>(
    sourceId: string,
    query?: CatalogMetadataQuery,
    settings?: S,
  ): Promise<GetResult<CatalogPage<CatalogMetadataModel>, S>>;

  /**
   * Lists, per metadata key, the values seen on a source's items.
   * `GET /rest/organizations/{org}/catalogcontent/source/{sourceId}/metadatavalues`.
   * @param query `objectType`: only items of that type.
   * @returns `{ [metadataKey]: string[] }`.
   * @throws PlatformError 404 for an unknown source.
   */
  getMetadataValues<S extends RequestSettings = {}>(
    sourceId: string,
    query?: { objectType?: string },
    settings?: S,
  ): Promise<GetResult<Record<string, string[]>, S>>;

  /**
   * Lists the object types (`Product`, `Variant`, `Availability`, ...) of a source's items.
   * `GET /rest/organizations/{org}/catalogcontent/source/{sourceId}/objecttypes`.
   * @returns `string[]`.
   * @throws PlatformError 404 for an unknown source.
   */
  getObjectTypes<S extends RequestSettings = {}>(
    sourceId: string,
    settings?: S,
  ): Promise<GetResult<string[], S>>;
}
