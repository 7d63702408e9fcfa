import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { sourceDatasetEndpoints } from './endpoints';
import type { DatasetImportProgressModel, DatasetModel, ImportDatasetQuery } from './models';

/** Sample datasets to import as sources (`/rest/organizations/{org}/sources/datasets`). */
export class SourceDatasets extends Resource<typeof sourceDatasetEndpoints> {
  get endpoints() {
    return sourceDatasetEndpoints;
  }

  /**
   * Starts importing a dataset as sources; poll {@link getImportProgress} with the returned `requestId`.
   * `PUT /rest/organizations/{org}/sources/datasets/import?datasetName=&withContent=`.
   * @param query `datasetName` (`WEB` or `ecommerce`, required); `withContent` (default `true`, sent
   *   explicitly) imports the items too.
   * @returns `{ requestId }`.
   * @throws PlatformError 400 for a missing or unknown dataset name.
   */
  async import(query: ImportDatasetQuery, settings?: RequestSettings) {
    return this.call<{ requestId: string }>(
      'import',
      { query: { ...query, withContent: query.withContent ?? true } },
      settings,
    );
  }
}

// The calls of SourceDatasets that follow the argument convention: Resource makes them from the endpoint table.
export interface SourceDatasets {
  /**
   * Lists the datasets that can be imported. `GET /rest/organizations/{org}/sources/datasets`.
   * @returns `DatasetModel[]` (`name`, `note`, `hasStaticContent`).
   */
  list<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<DatasetModel[], S>>;

  /**
   * Reads where an import stands: `PENDING`, then `IN_PROGRESS`, then `COMPLETED` with a `result`
   * (`SUCCESS` or `ERROR`). `GET /rest/organizations/{org}/sources/datasets/import/progress?requestId=`.
   * @returns `DatasetImportProgressModel`.
   * @throws PlatformError 400 without `requestId`, 404 for an unknown request.
   */
  getImportProgress<S extends RequestSettings = {}>(
    query: { requestId: string },
    settings?: S,
  ): Promise<GetResult<DatasetImportProgressModel, S>>;
}
