import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { indexDocumentEndpoints } from './documentEndpoints';
import type {
  DocumentPermissionsModel,
  EffectivePermissionsOptions,
  EffectivePermissionsPage,
} from './documentModels';

/**
 * Permissions of an indexed document (`/rest/organizations/{org}/indexes/{indexId}/documents/{documentId}`):
 * the identities its permission model names, and, expanded through the security cache, who can see it.
 */
export class IndexDocuments extends Resource<typeof indexDocumentEndpoints> {
  get endpoints() {
    return indexDocumentEndpoints;
  }
}

// The calls of IndexDocuments that follow the argument convention: Resource makes them from the endpoint table.
export interface IndexDocuments {
  /**
   * Lists a document's permission model. `GET /rest/organizations/{org}/indexes/{indexId}/documents/{documentId}/permissions`.
   * @returns `DocumentPermissionsModel`.
   * @throws PlatformError for a non-success response (404 for an unknown index or document).
   */
  listPermissions<S extends RequestSettings = {}>(
    indexId: string,
    documentId: string,
    settings?: S,
  ): Promise<GetResult<DocumentPermissionsModel, S>>;

  /**
   * Lists the identities that can (or cannot) see a document, groups expanded to their members as the
   * security cache holds them.
   * `GET /rest/organizations/{org}/indexes/{indexId}/documents/{documentId}/permissions/effective?includedEntities=…&page=…&perPage=…`.
   * @returns `EffectivePermissionsPage`.
   * @throws PlatformError for a non-success response (404 for an unknown index or document).
   */
  listEffectivePermissions<S extends RequestSettings = {}>(
    indexId: string,
    documentId: string,
    query?: EffectivePermissionsOptions,
    settings?: S,
  ): Promise<GetResult<EffectivePermissionsPage, S>>;
}
