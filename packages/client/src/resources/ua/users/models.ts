import type { UaFilterModel } from '../filters/models';
import type { UaReportModel } from '../reports/models';
import type { UaOrganizationQuery } from '../serviceModels';

/** Query of `ua.users.getFilters`. */
export interface GetUaUserFiltersQuery extends UaOrganizationQuery {
  /** Whether the filters the user gets through its groups are included. Default `false`. */
  includeGroups?: boolean;
}

/** Query of `ua.users.getReports`. */
export interface GetUaUserReportsQuery extends UaOrganizationQuery {
  /** Whether each report comes with its `configuration`. Default `false`. */
  includeConfig?: boolean;
  /** Whether the reports the user may view through its groups are included. Default `false`. */
  includeGroups?: boolean;
}

/**
 * One permission filter to apply to a user: with `id: true`, `value` is the id of an existing
 * permission filter; with `id: false`, `value` is a filter expression, kept as a new permission filter.
 */
export interface UaUserFilterParam {
  value: string;
  id: boolean;
}

/** The permission filters applied to a user. */
export interface UaUserFiltersModel {
  filters: UaFilterModel[];
}

/** The reports a user may view. */
export interface UaUserReportsModel {
  reports: UaReportModel[];
}
