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

/** A criterion (rule) and how events fare against it. */
export interface DataHealthCriterionModel {
  criterionId: string;
  /** What the rule checks, e.g. "A search event has a language". */
  description: string;
  group: string;
  category: DataHealthCategory;
  /** Events the rule applies to and those that fail it. */
  totalInstances: number;
  failedInstances: number;
  /** Percentage of events that pass, 0–100. */
  score: number;
}

/** A group of criteria (e.g. `searches`) with its score. */
export interface DataHealthGroupModel {
  group: string;
  category: DataHealthCategory;
  score: number;
  criteria: DataHealthCriterionModel[];
}

export interface DataHealthOverviewOptions extends DataHealthRange {
  category?: DataHealthCategory;
  showBetaRules?: boolean;
}

/** The overall score (0–100) and each category's. */
export interface DataHealthOverviewModel {
  score: number;
  totalEvents: number;
  invalidEvents: number;
  categories: Array<{ category: DataHealthCategory; score: number }>;
}

export interface DataHealthGroupsOptions extends DataHealthOverviewOptions, DataHealthPage {
  showEmptyGroups?: boolean;
}

export interface DataHealthGroupsModel {
  groups: DataHealthGroupModel[];
  totalEntries: number;
}

export interface DataHealthGroupDetailOptions extends DataHealthOverviewOptions, DataHealthPage {
  group: string;
}

export interface FailedInstancesOptions extends DataHealthRange, DataHealthPage {
  criterionId: string;
  group: string;
  scopeValue?: string;
}

/** Events that fail a criterion. */
export interface FailedInstancesModel {
  criterionId: string;
  instances: Array<{
    eventId: string;
    timestamp: number;
    eventType: DataHealthEventType;
    searchHub?: string;
  }>;
  totalEntries: number;
}

export interface DataHealthEventsOptions extends DataHealthRange, DataHealthPage {
  clientId?: string;
  eventSource?: string;
  eventType?: DataHealthEventType;
  healthStatus?: DataHealthStatus;
  searchHub?: string;
  visitId?: string;
}

/** An event as data health lists it. */
export interface DataHealthEventModel {
  eventId: string;
  eventType: DataHealthEventType;
  timestamp: number;
  searchHub?: string;
  visitId?: string;
  clientId?: string;
  healthStatus: DataHealthStatus;
  /** Criteria the event fails. */
  failedCriteria: string[];
}

export interface DataHealthEventsModel {
  events: DataHealthEventModel[];
  totalEntries: number;
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

/** Problems found in events: each failing criterion with its count, one page of them. */
export interface DataHealthProblemsModel {
  problems: Array<{
    criterionId: string;
    description: string;
    eventType: DataHealthEventType;
    count: number;
  }>;
  /** Failing criteria in all pages. */
  totalEntries: number;
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
