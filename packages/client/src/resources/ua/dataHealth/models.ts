import type { QueryOf, WithRequired } from '../../../core/published';
import type { components, operations } from '../../../generated/usage-analytics-read';
import type { UaOrganizationQuery } from '../serviceModels';

type Schemas = components['schemas'];

/** An event's health: `VALID`, or `INVALID` when a criterion (rule) fails on it. */
export type DataHealthStatus = 'VALID' | 'INVALID';
/** Data-health categories: rules on events, or on visits. */
export type DataHealthCategory = 'EVENT' | 'VISIT' | (string & {});
/** Event types data health looks at. */
export type DataHealthEventType = 'search' | 'click' | 'custom' | (string & {});

/** A range (ISO 8601 date-times, both included) and the tracking id the events were sent with. */
export interface DataHealthRange extends UaOrganizationQuery {
  from: string;
  to: string;
  trackingId?: string;
}

export interface DataHealthPage {
  /** 0-based. */
  page?: number;
  perPage?: number;
}

/** How severe a criterion's failure is. */
export type DataHealthSeverity = NonNullable<Schemas['GroupDetailListItemV15']['severity']>;

/**
 * Validations (one criterion checked on one event it applies to) and how they fare: the score is the
 * percentage that pass (0–100); `severityBreakdown` counts the failures per severity
 * ({@link DataHealthSeverity}), by name.
 */
export type DataHealthSummaryModel = WithRequired<
  Schemas['OverviewResponseV15'],
  'score' | 'totalValidations' | 'failedValidations' | 'severityBreakdown'
>;

/**
 * A criterion (rule) and how events fare against it: its `id` (e.g. `SEARCH_HAS_LANGUAGE`), `category`
 * ({@link DataHealthCategory}), `severity`, `score` (percentage of validations that pass, 0–100), `scope`
 * (what it looks at: `EVENT` or `VISIT`).
 */
export type DataHealthCriterionModel = WithRequired<
  Schemas['GroupDetailListItemV15'],
  'id' | 'category' | 'severity' | 'score' | 'scope' | 'totalValidations' | 'failedValidations'
>;

/** A group of criteria (e.g. `searches`) with its totals, as {@link DataHealthSummaryModel}. */
export type DataHealthGroupModel = WithRequired<
  Schemas['GroupListingListItemV15'],
  'group' | 'score' | 'totalValidations' | 'failedValidations' | 'severityBreakdown'
>;

export interface DataHealthOverviewOptions extends DataHealthRange {
  category?: DataHealthCategory;
  /** Features to include, such as beta rules. */
  feature?: string[];
}

/** The organization's data health: every criterion's validations together. */
export type DataHealthOverviewModel = DataHealthSummaryModel;

export interface DataHealthGroupsOptions extends DataHealthOverviewOptions, DataHealthPage {
  showEmptyGroups?: boolean;
}

/** One page of groups. */
export interface DataHealthGroupsModel {
  groups: DataHealthGroupModel[];
}

export interface DataHealthGroupDetailOptions extends DataHealthOverviewOptions {
  group: string;
}

/** The criteria of a group. */
export interface DataHealthGroupDetailModel {
  criteria: DataHealthCriterionModel[];
}

export interface FailedInstancesOptions extends DataHealthRange, DataHealthPage {
  criterionId: string;
  group: string;
  /** Only the events of this search hub. */
  scopeValue?: string;
}

/** One page of the events (or visits) that fail a criterion; `timestamp` is ISO 8601. */
export interface FailedInstancesModel {
  failedInstances: Array<Required<Schemas['FailedInstancesListItemV15']>>;
}

export interface DataHealthEventsOptions extends DataHealthRange, DataHealthPage {
  clientId?: string;
  eventSource?: string;
  eventType?: DataHealthEventType;
  healthStatus?: DataHealthStatus;
  searchHub?: string;
  visitId?: string;
}

/** A rule an event breaks: the criterion's id as `code`, the event field (`path`), what the rule asks. */
export type DataHealthValidationError = Schemas['ValidationErrorV15'];

/**
 * An event as data health lists it: `source`, how it came in (e.g. `API`); `type`, a
 * {@link DataHealthEventType}; `timestamp`, ISO 8601; `validationErrors`, empty for a valid event.
 */
export type DataHealthEventModel = WithRequired<Schemas['ListEventsListItemV15'], 'validationErrors'>;

/** One page of events. */
export interface DataHealthEventsModel {
  events: DataHealthEventModel[];
}

/** `getEventPayload`'s query: the event's id and its `timestamp` (ISO 8601, as the lists give it). */
export type DataHealthEventPayloadOptions = WithRequired<
  QueryOf<operations['get__v15_datahealth_events_payload']>,
  'eventId' | 'timestamp'
>;

/**
 * One event as it was sent: its id, `timestamp` (ISO 8601, e.g. `2024-05-01T12:00:00.000Z`) and
 * `eventPayload`, the event's fields as sent with its `customData` (a JSON object, typed as published).
 */
export type DataHealthEventPayloadModel = WithRequired<
  Schemas['GetEventPayloadResponseV15'],
  'eventId' | 'timestamp' | 'eventPayload'
>;

export interface DataHealthProblemsOptions extends DataHealthRange, DataHealthPage {
  eventType?: DataHealthEventType;
  searchHub?: string;
}

/**
 * The failing events of one event type, tracking id and search hub: `failedEvents` break at least one
 * rule, out of `totalEvents`; `validationErrors`, the distinct rules they break; `sampleEvents`, a few
 * failing events' ids, and `sampleEventsTimestamps` their times (ISO 8601).
 */
export type DataHealthProblemModel = Required<Schemas['EventProblemsListItemV15']>;

/**
 * One page of problems, most failing events first. `pagination` (this page, 0-based; its size, default
 * 50; and the totals) is the published `PaginationV15`, which the published answer does not list.
 */
export interface DataHealthProblemsModel {
  problems: DataHealthProblemModel[];
  pagination?: Required<Schemas['PaginationV15']>;
}

export interface DataHealthFacetOptions extends Omit<DataHealthEventsOptions, 'page' | 'perPage'> {
  /** The event property whose values to count. */
  facet: 'EVENT_SOURCE' | 'EVENT_TYPE' | 'HEALTH_STATUS' | 'SEARCH_HUB' | 'TRACKING_ID';
}

/** Events per value of the facet: each `value` (typed as published, any value) and its `count`. */
export type DataHealthFacetModel = Schemas['ListFacetValuesResponseV15'];
