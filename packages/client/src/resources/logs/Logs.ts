import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { logEndpoints } from './endpoints';
import type { LogsCalls } from './endpoints.generated';
import type {
  LogFacetsModel,
  LogFacetsStatsModel,
  LogsPageModel,
  LogsPeriodQuery,
  LogsQueryModel,
} from './models';

/**
 * Indexing logs of the organization's items (`/logs/v1/organizations/{org}`, on the serverless
 * host): what happened to each item at each stage of its indexing.
 * Every method rejects with `PlatformError` for a non-success answer (400 for a malformed period or filter).
 */
export class Logs extends Resource<typeof logEndpoints> {
  get endpoints() {
    return logEndpoints;
  }
}

// The calls of Logs that follow the argument convention: Resource makes them from the endpoint table.
export interface Logs extends LogsCalls {
  /**
   * Lists log entries, newest first. `POST /logs/v1/organizations/{org}` (serverless host).
   * @param body the filters (`tasks`, `sourcesIds`, `excludeResults`, ...; `{}` for all).
   * @param query `from` and `to` (ISO-8601, required), `documentId`, `page` (0-based), `perPage`.
   * @returns `{ documentLogEntries: LogEntryModel[], hasNextPage }`.
   */
  list(
    body: LogsQueryModel,
    query: LogsPeriodQuery & { page?: number; perPage?: number },
    settings?: RequestSettings,
  ): Promise<LogsPageModel>;

  /**
   * Lists, per facet, the values the log entries hold. `POST /logs/v1/organizations/{org}/facets` (serverless host).
   * @returns `{ tasks, operations, results, sourceIds, resourceIds }`, each the values the entries hold,
   *   the most frequent first.
   */
  listFacets(
    body: LogsQueryModel,
    query: LogsPeriodQuery,
    settings?: RequestSettings,
  ): Promise<LogFacetsModel>;

  /**
   * Counts the log entries per facet value. `POST /logs/v1/organizations/{org}/facetsStats` (serverless host).
   * @returns `{ tasks, operations, results, sourceIds, resourceIds }`, each `{ [value]: count }`.
   */
  getFacetsStats(
    body: LogsQueryModel,
    query: LogsPeriodQuery,
    settings?: RequestSettings,
  ): Promise<LogFacetsStatsModel>;
}
