import type { QueryOf } from '../../../core/published';
import type { components, operations } from '../../../generated/usage-analytics-read';
import type { UaFilterModel } from '../filters/models';
import type { UaReportModel } from '../reports/models';

/** Query of `ua.users.getFilters`: `includeGroups` adds the filters the user gets through its groups (default `false`). */
export type GetUaUserFiltersQuery = QueryOf<operations['get__v15_users_{userId}_filters']>;

/**
 * Query of `ua.users.getReports`: `includeConfig` gives each report's `configuration` (default `true`),
 * `includeGroups` adds the reports the user may view through its groups (default `false`).
 */
export type GetUaUserReportsQuery = QueryOf<operations['get__v15_users_{userId}_reports']>;

/**
 * One permission filter to apply to a user: with `id: true`, `value` is the id of an existing
 * permission filter; with `id: false`, `value` is a filter expression, kept as a new permission filter.
 */
export type UaUserFilterParam = components['schemas']['FilterValueModelV15'];

/** The permission filters applied to a user. */
export interface UaUserFiltersModel {
  filters: UaFilterModel[];
}

/** The reports a user may view. */
export interface UaUserReportsModel {
  reports: UaReportModel[];
}
