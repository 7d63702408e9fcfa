import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import { indexEndpoints } from './endpoints';
import { IndexDocuments } from './IndexDocuments';
import type {
  CreateIndexModel,
  IndexBackupModel,
  IndexBackupsPage,
  IndexConfigurationModel,
  IndexModel,
  IndexStatisticsModel,
  ListIndexBackupsOptions,
  RawIndexModel,
} from './models';

/**
 * Indexes of the organization (`/rest/organizations/{org}/indexes`) and their backups
 * (`/rest/organizations/{org}/indexbackups`).
 *
 * Every method rejects with a `PlatformError` (status, `errorCode`, `message`) when the platform
 * answers with a non-success status; a GET resolves to `undefined` when aborted (its type says so only
 * when you passed a `signal`: see `GetResult`).
 */
export class Indexes extends Resource<typeof indexEndpoints> {
  get endpoints() {
    return indexEndpoints;
  }
}

// The calls of Indexes that follow the argument convention: Resource makes them from the endpoint table.
export interface Indexes {
  /**
   * Lists the organization's indexes.
   * `GET /rest/organizations/{org}/indexes`.
   * @returns `IndexModel[]`.
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<IndexModel[], S>>;

  /**
   * Creates an index.
   * `POST /rest/organizations/{org}/indexes` with the model as JSON.
   * @param index `machineSpec.storageSpec.sizeInGibibytes` (GiB, > 0) is required; `type` defaults to `COVEO`.
   * @returns the new `IndexModel` (HTTP 201).
   * @throws PlatformError 400 for a malformed model.
   */
  create(index: CreateIndexModel, settings?: RequestSettings): Promise<IndexModel>;

  /**
   * Reads one index.
   * `GET /rest/organizations/{org}/indexes/{indexId}`.
   * @returns `IndexModel`, with its current `status`, `online` and `readOnly` flags.
   * @throws PlatformError 404 when the index does not exist.
   */
  get<S extends RequestSettings = {}>(indexId: string, settings?: S): Promise<GetResult<IndexModel, S>>;

  /**
   * Deletes an index.
   * `DELETE /rest/organizations/{org}/indexes/{indexId}`.
   * @returns `{}` (HTTP 204).
   * @throws PlatformError 404 when the index does not exist.
   */
  delete(indexId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Starts a backup of an index.
   * `POST /rest/organizations/{org}/indexes/{indexId}/backup`, no body.
   * @returns the new `IndexBackupModel` (HTTP 201); its `backupId` is what {@link restore} takes.
   * @throws PlatformError 404 when the index does not exist.
   */
  backup(indexId: string, settings?: RequestSettings): Promise<IndexBackupModel>;

  /**
   * Commits pending changes of an index, making them searchable.
   * `POST /rest/organizations/{org}/indexes/{indexId}/commit`, no body.
   * @returns `{}` (HTTP 204).
   * @throws PlatformError 404 when the index does not exist.
   */
  commit(indexId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Resizes an index's storage.
   * `POST /rest/organizations/{org}/indexes/{indexId}/resize` with the JSON body `{ sizeInGibibytes }`.
   * @param sizeInGibibytes the new storage size, in GiB (gibibytes); a positive number.
   * @returns the resized `IndexModel` (`machineSpec.storageSpec.sizeInGibibytes` updated).
   * @throws PlatformError 400 when the size is not a positive number; 404 when the index does not exist.
   */
  resize(indexId: string, sizeInGibibytes: number, settings?: RequestSettings): Promise<IndexModel>;

  /**
   * Restores a backup into an index.
   * `POST /rest/organizations/{org}/indexes/{indexId}/restore?backupId=...`, no body.
   * @param query `backupId`: a backup of this index (see {@link backup}, {@link listBackups}).
   * @returns the `IndexModel`, `RESTORING` for a while.
   * @throws PlatformError 400 when `backupId` is missing or names another index's backup;
   * 404 when the index or the backup does not exist; 409 while the backup is still being taken.
   */
  restore(indexId: string, query: { backupId: string }, settings?: RequestSettings): Promise<IndexModel>;

  /**
   * Makes an index read-only (it keeps answering queries but takes no new content), or writable again.
   * `PUT /rest/organizations/{org}/indexes/{indexId}/readonly?isReadOnly=true|false`, empty body.
   * @returns the `IndexModel` with its new `readOnly` flag.
   * @throws PlatformError 400 when the flag is missing or not `true`/`false`; 404 for an unknown index.
   */
  setReadOnly(
    indexId: string,
    query: { isReadOnly: boolean },
    settings?: RequestSettings,
  ): Promise<IndexModel>;

  /**
   * Puts an index online (answering queries) or offline.
   * `PUT /rest/organizations/{org}/indexes/{indexId}/online?isOnline=true|false`, empty body.
   * @returns the `IndexModel` with its new `online` flag and status.
   * @throws PlatformError 400 when the flag is missing or not `true`/`false`; 404 for an unknown index.
   */
  setOnline(indexId: string, query: { isOnline: boolean }, settings?: RequestSettings): Promise<IndexModel>;

  /**
   * Reads an index's statistics: documents (count, total size in bytes), fields, storage (GiB and bytes).
   * `GET /rest/organizations/{org}/indexes/{indexId}/stats`.
   * @returns `IndexStatisticsModel`.
   * @throws PlatformError 404 when the index does not exist.
   */
  getStats<S extends RequestSettings = {}>(
    indexId: string,
    settings?: S,
  ): Promise<GetResult<IndexStatisticsModel, S>>;

  /**
   * Reads an index's configuration document.
   * `GET /rest/organizations/{org}/indexes/{indexId}/configuration`.
   * @returns `IndexConfigurationModel`.
   * @throws PlatformError 404 when the index does not exist.
   */
  getConfiguration<S extends RequestSettings = {}>(
    indexId: string,
    settings?: S,
  ): Promise<GetResult<IndexConfigurationModel, S>>;

  /**
   * Replaces an index's configuration document.
   * `PUT /rest/organizations/{org}/indexes/{indexId}/configuration` with the document as JSON.
   * @returns the stored `IndexConfigurationModel`.
   * @throws PlatformError 400 when the body is not a JSON object; 404 when the index does not exist.
   */
  updateConfiguration(
    indexId: string,
    configuration: IndexConfigurationModel,
    settings?: RequestSettings,
  ): Promise<IndexConfigurationModel>;

  /**
   * Updates an index from its raw model; `rawIndex.id` names the index.
   * `PUT /rest/organizations/{org}/indexes/raw` with the raw model as JSON.
   * @returns the updated `IndexModel`.
   * @throws PlatformError 400 when `id` is missing or a field is malformed; 404 when the index does not exist.
   */
  updateRaw(rawIndex: RawIndexModel, settings?: RequestSettings): Promise<IndexModel>;

  /**
   * Lists index backups, one page at a time, newest first unless sorted otherwise.
   * `GET /rest/organizations/{org}/indexbackups/page` with the filters as query parameters
   * (`from`/`to`: ms since the epoch or ISO 8601 dates; `page` 0-based, `perPage` or `pageSize`).
   * @returns `{ items: IndexBackupModel[], totalEntries, totalPages }`.
   * @throws PlatformError 400 for an invalid filter, sort or page parameter.
   */
  listBackups<S extends RequestSettings = {}>(
    query?: ListIndexBackupsOptions,
    settings?: S,
  ): Promise<GetResult<IndexBackupsPage, S>>;
}

/** The areas of calls under {@link Indexes}, each a class of its own: `PlatformClient` nests them. */
export const indexesAreas = {
  /** Permissions of indexed documents. */
  documents: IndexDocuments,
} as const satisfies Areas;
