import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { limitEndpoints } from './endpoints';
import type { LimitsCalls } from './endpoints.generated';
import type {
  LimitHistoryDataPointModel,
  LimitHistoryQuery,
  LimitSectionModel,
  LimitStatusModel,
  LimitsModel,
  LimitType,
} from './models';

/** The configured organization's limits (`/rest/organizations/{org}/limits`). */
export class Limits extends Resource<typeof limitEndpoints> {
  get endpoints() {
    return limitEndpoints;
  }
}

// The calls of Limits that follow the argument convention: Resource makes them from the endpoint table.
export interface Limits extends LimitsCalls {
  /**
   * Reads every limit, by section then limit key, with its `actualCount` for a usage limit.
   * `GET /rest/organizations/{org}/limits`.
   * @param query `limitType`: keep only `USAGE` or `TECHNICAL` limits.
   * @returns `LimitsModel`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 400 for another `limitType`.
   */
  get<S extends RequestSettings = {}>(
    query?: { limitType?: LimitType },
    settings?: S,
  ): Promise<GetResult<LimitsModel, S>>;

  /**
   * Reads the limits of one section (e.g. `sources`, `index`, `organization`).
   * `GET /rest/organizations/{org}/limits/{section}`.
   * @returns `LimitSectionModel` (limits by key); `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 404 for an unknown section.
   */
  getSection<S extends RequestSettings = {}>(
    section: string,
    settings?: S,
  ): Promise<GetResult<LimitSectionModel, S>>;

  /**
   * Reads the daily history of one limit over a time range.
   * `GET /rest/organizations/{org}/limits/{section}/{limitKey}/history?from=...&to=...`.
   * @param limitKey the limit's key (e.g. `numberOfSources`); it fills the path's `{limitType}` segment.
   * @param query `from` and `to`, each ISO 8601 text (`2026-01-31T00:00:00Z`) or a `Date` (default: the last 30 days).
   * @returns `LimitHistoryDataPointModel[]`: the limit's value (`limitValue`) on each UTC day of the range
   *   (`date`, ms since the epoch); `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 400 for an invalid range, 404 for an unknown section or key.
   */
  getHistory<S extends RequestSettings = {}>(
    section: string,
    limitKey: string,
    query?: LimitHistoryQuery,
    settings?: S,
  ): Promise<GetResult<LimitHistoryDataPointModel[], S>>;

  /**
   * Where one limit stands. `GET /rest/organizations/{org}/limits/{sectionName}/{limitKey}`.
   * @returns `LimitStatusModel`: `{ limit, actualCount?, lastUpdate? }` (`actualCount` and `lastUpdate` for a
   *   usage limit). @throws PlatformError 404 for an unknown section or key.
   */
  getLimitStatus<S extends RequestSettings = {}>(
    sectionName: string,
    limitKey: string,
    settings?: S,
  ): Promise<GetResult<LimitStatusModel, S>>;
}
