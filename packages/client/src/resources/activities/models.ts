/** Where an activity stands: `COMPLETED` and `ABORTED` are final. */
export type ActivityState = 'PENDING' | 'ONGOING' | 'COMPLETED' | 'ABORTED' | (string & {});

/** How an activity ended. */
export type ActivityResult = 'SUCCESS' | 'WARNING' | 'ERROR' | 'ABORTED' | (string & {});

/** The area of the platform an activity belongs to. */
export type ActivitySection = 'CONTENT' | 'SEARCH' | 'ANALYTICS' | 'ORGANIZATION' | (string & {});

/** Who or what started an activity. */
export interface ActivityTriggeredBy {
  type: 'USER' | 'SYSTEM' | 'SCHEDULE' | 'API_KEY' | (string & {});
  id?: string;
  displayName?: string;
  relatedActivityId?: string;
  relatedActivityResourceType?: string;
}

/** An operation the platform performed on a resource: a source refresh, a snapshot apply, ... */
export interface ActivityModel {
  id: string;
  /** `FULL_REFRESH`, `APPLY_SNAPSHOT`, `SECURITY_PROVIDER_REFRESH`, ... */
  operation: string;
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
  /** For a snapshot apply, the snapshot. */
  snapShotId?: string;
  abortedBy?: string;
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
  /** Which facet to count (listFacets); ignored by listings. */
  facet?: string;
  operations?: string[];
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

/** Counts of the matching activities, per value of each facet. */
export type ActivityFacetsModel = Record<string, Array<{ value: string; count: number }>>;

/** Why and by whom an activity is aborted (the activity's own fields; all optional). */
export type AbortActivityModel = Partial<ActivityModel>;
