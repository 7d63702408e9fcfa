import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { sourceMetadataEndpoints } from './endpoints';
import type { ListSourceMetadataQuery, SourceMetadataPage, SourceMetadataStatusModel } from './models';

/** Metadata reports of a source (`/rest/organizations/{org}/sources/{sourceId}/metadata`): the metadata keys seen on sampled items. */
export class SourceMetadata extends Resource<typeof sourceMetadataEndpoints> {
  get endpoints() {
    return sourceMetadataEndpoints;
  }
}

// The calls of SourceMetadata that follow the argument convention: Resource makes them from the endpoint table.
export interface SourceMetadata {
  /**
   * Starts making a metadata report from the source's sampled items; poll {@link getStatus}
   * (`reportGenerationInProgress`, then `reportAvailable`). A report under way is not started again.
   * `POST /rest/organizations/{org}/sources/{sourceId}/metadata`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown source, 409 when the source has no items to sample.
   */
  generate(sourceId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Lists one page of the last metadata report. `GET /rest/organizations/{org}/sources/{sourceId}/metadata`.
   * @param query `filter` (text in the key), `sortBy` (`KEY`, `COUNT`), `order`, `page`, `perPage`.
   * @returns `{ items: SourceMetadataModel[], totalEntries, totalPages, creationDate, expirationDate,
   *   sampledDocumentCount, documentErrorCount }`; no items until a report is ready.
   * @throws PlatformError 404 for an unknown source, 400 for an invalid query value.
   */
  list<S extends RequestSettings = {}>(
    sourceId: string,
    query?: ListSourceMetadataQuery,
    settings?: S,
  ): Promise<GetResult<SourceMetadataPage, S>>;

  /**
   * Tells whether a report is being made or available. `GET /rest/organizations/{org}/sources/{sourceId}/metadata/status`.
   * @returns `{ reportGenerationInProgress, reportAvailable, sampleAvailable }`.
   * @throws PlatformError 404 for an unknown source.
   */
  getStatus<S extends RequestSettings = {}>(
    sourceId: string,
    settings?: S,
  ): Promise<GetResult<SourceMetadataStatusModel, S>>;
}
