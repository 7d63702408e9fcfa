import type { UaGroupModel, UaUserModel } from '../reports/models';

/**
 * The kind of a usage-analytics filter: `reporting` filters narrow a report's data; `permissions`
 * filters restrict what the users and groups they target may see.
 */
export type UaFilterType = 'reporting' | 'permissions' | (string & {});

/** A filter to create, or the replacement of one. */
export interface NewUaFilterModel {
  displayName: string;
  /** The filter expression, e.g. `(originLevel1=='CommunitySearch')`. */
  value: string;
}

/** A usage-analytics filter, as stored. */
export interface UaFilterModel extends NewUaFilterModel {
  id: string;
  /** The usage-analytics account (the organization). */
  account: string;
  type: UaFilterType;
}

/** What a filter creation or update answers: the filter's id. */
export interface UaFilterIdModel {
  id: string;
}

/** The filters of one kind. */
export interface UaFilterListModel {
  filters: UaFilterModel[];
}

/** The replacement of a permission filter's targets: user ids and group ids. */
export interface UaFilterTargetsRequest {
  targetedUsers: string[];
  targetedGroups: string[];
}

/** The users and groups a permission filter applies to. */
export interface UaFilterTargetsModel {
  targetedUsers: UaUserModel[];
  targetedGroups: UaGroupModel[];
}
