import type { components } from '../../generated/activity';
/** Where an activity stands: `EXECUTED` is final (its `result` says how it ended). */
/** A kind of operation an activity records (`FULL_REFRESH`, `APPLY`, `REFRESH`, …), as the platform names them. */
export type ActivityOperation = NonNullable<components['schemas']['ActivityModel']['operation']>;

export type ActivityState = 'NOT_EXECUTED' | 'EXECUTING' | 'PAUSED' | 'EXECUTED' | (string & {});

/** How an activity ended: `ABORT` when it was aborted. */
export type ActivityResult = 'SUCCESS' | 'ERROR' | 'ABORT' | (string & {});

/** The area of the platform an activity belongs to. */
export type ActivitySection =
  | 'CONTENT'
  | 'COMMERCE'
  | 'SEARCH'
  | 'ANALYTICS'
  | 'ORGANIZATION'
  | 'PROJECT'
  | 'AI_AND_ML'
  | 'INTERNAL'
  | (string & {});

/** Who or what started an activity. */
export interface ActivityTriggeredBy {
  type: 'USER' | 'SYSTEM' | (string & {});
  id?: string;
  displayName?: string;
  relatedActivityId?: string;
  relatedActivity?: ActivityOperation;
  relatedActivityResourceType?: string;
}

/** Who or what aborted an activity. */
export interface ActivityAbortedBy {
  abortedByType?: 'USER' | 'SYSTEM' | (string & {});
  /** The username, when a user aborted it. */
  userId?: string;
  displayName?: string;
  relatedActivityId?: string;
  relatedActivity?: ActivityOperation;
  relatedActivityResourceType?: string;
}

/** An operation the platform performed on a resource: a source refresh, a snapshot apply, ... */
export interface ActivityModel {
  id: string;
  /** `FULL_REFRESH`, `REBUILD`, `APPLY` (a snapshot applied), `REFRESH` (a security provider), ... */
  operation: ActivityOperation;
  state: ActivityState;
  /** Set once the activity is over. */
  result?: ActivityResult;
  resourceType?: string;
  resourceId?: string;
  resourceName?: string;
  section?: ActivitySection;
  organizationId?: string;
  triggeredBy: ActivityTriggeredBy;
  /** ms since the epoch. */
  createDate?: number;
  /** ms since the epoch. */
  startDate?: number;
  /** ms since the epoch; set once over. */
  endDate?: number;
  /** ms. */
  duration?: number;
  /** For a snapshot operation, the snapshot. */
  snapshotId?: string;
  /** Set when it was aborted. */
  abortedBy?: ActivityAbortedBy;
  abortReason?: string;
  errorCode?: string;
  errorDetail?: string;
  documentsProcessed?: number;
  isInitialBuild?: boolean;
  progress?: number;
  content?: unknown;
  [key: string]: unknown;
}

/** Filters of an activity listing: each narrows it; left out, it does not. */
export interface ActivityFilterModel {
  /** Which facet to list the values of (listFacets), e.g. `states`; ignored by listings. */
  facet?: string;
  operations?: ActivityOperation[];
  organizationIds?: string[];
  resourceIds?: string[];
  resourceTypes?: string[];
  resultTypes?: ActivityResult[];
  sections?: ActivitySection[];
  states?: ActivityState[];
}

export interface ActivityListOptions {
  /** Activities created since (ISO 8601 or ms since the epoch). */
  from?: string | number;
  /** Activities created until (ISO 8601 or ms since the epoch). */
  to?: string | number;
  page?: number;
  perPage?: number;
}

export type ActivityFacetOptions = Pick<ActivityListOptions, 'from' | 'to'>;

/** One page of activities, newest first. */
export interface ActivityPage {
  items: ActivityModel[];
  totalEntries: number;
  totalPages: number;
}

/** The values the matching activities have, per facet (sorted; every facet, or the one the filter names). */
export type ActivityFacetsModel = Omit<ActivityFilterModel, 'facet'>;

/** Why an activity is aborted (the activity's own fields; all optional). */
export type AbortActivityModel = Partial<Omit<ActivityModel, 'abortedBy'>>;
