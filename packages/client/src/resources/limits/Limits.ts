import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { limitEndpoints } from './endpoints';
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
export interface Limits {
  /**
   * Reads every limit, by section then limit key, with current usage for usage limits.
   * `GET /rest/organizations/{org}/limits`.
   * @param query `limitType`: keep only `USAGE` or `TECHNICAL` limits.
   * @returns `LimitsModel`; `undefined` if aborted.
   * @throws PlatformError 400 for another `limitType`.
   */
  get(query?: { limitType?: LimitType }, settings?: RequestSettings): Promise<LimitsModel | undefined>;

  /**
   * Reads the limits of one section (e.g. `sources`, `index`, `organization`).
   * `GET /rest/organizations/{org}/limits/{section}`.
   * @returns `LimitSectionModel` (limits by key); `undefined` if aborted.
   * @throws PlatformError 404 for an unknown section.
   */
  getSection(section: string, settings?: RequestSettings): Promise<LimitSectionModel | undefined>;

  /**
   * Reads the daily history of one limit over a time range.
   * `GET /rest/organizations/{org}/limits/{section}/{limitKey}/history?from=...&to=...`.
   * @param limitKey the limit's key (e.g. `numberOfSources`); it fills the path's `{limitType}` segment.
   * @param query `from` and `to`, in ms since the epoch or as ISO-8601 dates (default: the last 30 days).
   * @returns `LimitHistoryDataPointModel[]`: the limit's value (`limitValue`) on each UTC day of the range
   *   (`date`, ms since the epoch); `undefined` if aborted.
   * @throws PlatformError 400 for an invalid range, 404 for an unknown section or key.
   */
  getHistory(
    section: string,
    limitKey: string,
    query?: LimitHistoryQuery,
    settings?: RequestSettings,
  ): Promise<LimitHistoryDataPointModel[] | undefined>;

  /**
   * Where one limit stands. `GET /rest/organizations/{org}/limits/{sectionName}/{limitKey}`.
   * @returns `{ limit, usage?, ratio?, limitReached, ... }`. @throws PlatformError 404 for an unknown section or key.
   */
  getLimitStatus(
    sectionName: string,
    limitKey: string,
    settings?: RequestSettings,
  ): Promise<LimitStatusModel | undefined>;
}
