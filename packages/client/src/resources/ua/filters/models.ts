import type { WithRequired } from '../../../core/published';
import type { components } from '../../../generated/usage-analytics-read';
import type { UaGroupModel, UaUserModel } from '../reports/models';

type Schemas = components['schemas'];

/**
 * The kind of a usage-analytics filter: `reporting` filters narrow a report's data; `permissions`
 * filters restrict what the users and groups they target may see. The published `type` is any string.
 */
export type UaFilterType = 'reporting' | 'permissions' | (string & {});

/** A filter to create, or the replacement of one: `value` is the filter expression, e.g. `(originLevel1=='CommunitySearch')`. */
export type NewUaFilterModel = Schemas['FilterModelV15'];

/** A usage-analytics filter, as stored (`account`: the organization). */
export type UaFilterModel = Omit<
  WithRequired<Schemas['FilterResponseV15'], 'id' | 'account' | 'displayName' | 'value'>,
  'type'
> & { type: UaFilterType };

/** What a filter creation or update answers: the filter's id. */
export type UaFilterIdModel = Required<Schemas['FilterIdResponseV15']>;

/** The filters of one kind. */
export interface UaFilterListModel {
  filters: UaFilterModel[];
}

/** The replacement of a permission filter's targets: user ids and group ids; a list left out is emptied. */
export type UaFilterTargetsRequest = Schemas['FilterTargetsModelV15'];

/** The users and groups a permission filter applies to. */
export interface UaFilterTargetsModel {
  targetedUsers: UaUserModel[];
  targetedGroups: UaGroupModel[];
}
