import type { QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/activity';

type Schemas = components['schemas'];

/** A kind of operation an activity records (`FULL_REFRESH`, `APPLY`, `REFRESH`, …), as the platform names them. */
export type ActivityOperation = NonNullable<Schemas['ActivityModel']['operation']>;

/** Where an activity stands: `EXECUTED` is final (its `result` says how it ended). */
export type ActivityState = NonNullable<Schemas['ActivityModel']['state']>;

/** How an activity ended: `ABORT` when it was aborted. */
export type ActivityResult = NonNullable<Schemas['ActivityModel']['result']>;

/** The area of the platform an activity belongs to. */
export type ActivitySection = NonNullable<Schemas['ActivityModel']['section']>;

/** Who or what started an activity (`type` `USER` or `SYSTEM`; `relatedActivity` an operation). */
export type ActivityTriggeredBy = WithRequired<Schemas['ActivityTriggerByModel'], 'type'>;

/** Who or what aborted an activity: `userId` is the username when a user aborted it. */
export type ActivityAbortedBy = Schemas['ActivityAbortedByModel'];

/**
 * An operation the platform performed on a resource: a source refresh, a snapshot apply (`snapshotId`
 * names it), ... (the published `ActivityModel`; `id`, `operation`, `state` and `triggeredBy` always there).
 * `createDate`, `startDate` and `endDate` are ms since the epoch (`endDate` and `result` set once over);
 * `duration` is in ms; `abortedBy` and `abortReason` are set when it was aborted.
 */
export type ActivityModel = WithRequired<Schemas['ActivityModel'], 'id' | 'operation' | 'state'> & {
  triggeredBy: ActivityTriggeredBy;
};

/**
 * Filters of an activity listing (the published `ActivityFacetModel`): each narrows it; left out, it does
 * not. `facet` (not in the published schema) names the facet {@link Activities.listFacets} lists the values of,
 * e.g. `states`; listings ignore it.
 */
export type ActivityFilterModel = Schemas['ActivityFacetModel'] & { facet?: string };

/** Period and paging of an activity listing: `from` and `to` are ISO 8601 text or `Date`s; `page` is 0-based. */
export type ActivityListOptions = QueryOf<operations['getAllPublicActivitiesForOrganization']>;

/** The period of a facet listing (ISO 8601 text or `Date`s). */
export type ActivityFacetOptions = Pick<ActivityListOptions, 'from' | 'to'>;

/** One page of activities, newest first (the published `PageModelActivityModel`). */
export interface ActivityPage
  extends WithRequired<Schemas['PageModelActivityModel'], 'totalEntries' | 'totalPages'> {
  items: ActivityModel[];
}

/** The values the matching activities have, per facet (sorted; every facet, or the one the filter names). */
export type ActivityFacetsModel = Schemas['ActivityFacetModel'];

/** Why an activity is aborted (the activity's own fields; all optional). */
export type AbortActivityModel = Partial<Omit<ActivityModel, 'abortedBy'>>;
