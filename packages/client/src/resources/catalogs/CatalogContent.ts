import type { RequestSettings } from '../../core/options';
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
  getMetadata(
    sourceId: string,
    query?: CatalogMetadataQuery,
    settings?: RequestSettings,
  ): Promise<CatalogPage<CatalogMetadataModel> | undefined>;

  /**
   * Lists, per metadata key, the values seen on a source's items.
   * `GET /rest/organizations/{org}/catalogcontent/source/{sourceId}/metadatavalues`.
   * @param query `objectType`: only items of that type.
   * @returns `{ [metadataKey]: string[] }`.
   * @throws PlatformError 404 for an unknown source.
   */
  getMetadataValues(
    sourceId: string,
    query?: { objectType?: string },
    settings?: RequestSettings,
  ): Promise<Record<string, string[]> | undefined>;

  /**
   * Lists the object types (`Product`, `Variant`, `Availability`, ...) of a source's items.
   * `GET /rest/organizations/{org}/catalogcontent/source/{sourceId}/objecttypes`.
   * @returns `string[]`.
   * @throws PlatformError 404 for an unknown source.
   */
  getObjectTypes(sourceId: string, settings?: RequestSettings): Promise<string[] | undefined>;
}
