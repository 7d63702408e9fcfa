import type { UaOrganizationQuery } from '../serviceModels';

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
export type DataHealthSeverity = 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL' | (string & {});

/**
 * Validations (one criterion checked on one event it applies to) and how they fare: the score is the
 * percentage that pass (0–100); `severityBreakdown` counts the failures per severity.
 */
export interface DataHealthSummaryModel {
  score: number;
  totalValidations: number;
  failedValidations: number;
  severityBreakdown: Record<DataHealthSeverity, number>;
}

/** A criterion (rule) and how events fare against it. */
export interface DataHealthCriterionModel {
  /** The criterion's id, e.g. `SEARCH_HAS_LANGUAGE`. */
  id: string;
  category: DataHealthCategory;
  severity: DataHealthSeverity;
  /** Percentage of validations that pass, 0–100. */
  score: number;
  /** What the criterion looks at: `EVENT` or `VISIT`. */
  scope: string;
  scopeValue?: string;
  totalValidations: number;
  failedValidations: number;
}

/** A group of criteria (e.g. `searches`) with its totals. */
export interface DataHealthGroupModel extends DataHealthSummaryModel {
  group: string;
}

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

/** One page of the events (or visits) that fail a criterion. */
export interface FailedInstancesModel {
  failedInstances: Array<{
    /** ISO 8601. */
    timestamp: string;
    eventId: string;
    visitId: string;
    clientId: string;
    scope: 'EVENT' | 'VISIT';
  }>;
}

export interface DataHealthEventsOptions extends DataHealthRange, DataHealthPage {
  clientId?: string;
  eventSource?: string;
  eventType?: DataHealthEventType;
  healthStatus?: DataHealthStatus;
  searchHub?: string;
  visitId?: string;
}

/** A rule an event breaks: the criterion's id as `code`, the event field, what the rule asks. */
export interface DataHealthValidationError {
  code: string;
  path: string;
  message: string;
}

/** An event as data health lists it. */
export interface DataHealthEventModel {
  /** How the event came in, e.g. `API`. */
  source: string;
  type: DataHealthEventType;
  searchHub: string;
  trackingId: string;
  /** ISO 8601. */
  timestamp: string;
  visitId: string;
  clientId: string;
  eventId: string;
  /** Empty for a valid event. */
  validationErrors: DataHealthValidationError[];
}

/** One page of events. */
export interface DataHealthEventsModel {
  events: DataHealthEventModel[];
}

/** One event as it was sent. */
export interface DataHealthEventPayloadModel {
  eventId: string;
  /** When the event happened, ISO 8601 text (e.g. `2024-05-01T12:00:00.000Z`). */
  timestamp: string;
  /** The event's fields as sent, with its `customData`. */
  eventPayload: Record<string, unknown>;
}

export interface DataHealthProblemsOptions extends DataHealthRange, DataHealthPage {
  eventType?: DataHealthEventType;
  searchHub?: string;
}

/** The failing events of one event type, tracking id and search hub. */
export interface DataHealthProblemModel {
  eventType: DataHealthEventType;
  trackingId: string;
  searchHub: string;
  /** Events that break at least one rule, out of `totalEvents`. */
  failedEvents: number;
  totalEvents: number;
  /** The distinct rules they break. */
  validationErrors: DataHealthValidationError[];
  /** A few failing events' ids, and their times (ISO 8601). */
  sampleEvents: string[];
  sampleEventsTimestamps: string[];
}

/** One page of problems, most failing events first. */
export interface DataHealthProblemsModel {
  problems: DataHealthProblemModel[];
  /** This page (0-based), its size (default 50), and the totals. */
  pagination: { page: number; perPage: number; totalPages: number; totalItems: number };
}

export interface DataHealthFacetOptions extends Omit<DataHealthEventsOptions, 'page' | 'perPage'> {
  /** The event property whose values to count. */
  facet: 'EVENT_SOURCE' | 'EVENT_TYPE' | 'HEALTH_STATUS' | 'SEARCH_HUB' | 'TRACKING_ID';
}

export interface DataHealthFacetModel {
  values: Array<{ value: string; count: number }>;
}
