import type { UaOrganizationQuery } from '../serviceModels';

/** Type of a dimension's values. */
export type DimensionType = 'TEXT' | 'NUMBER' | 'SHORT' | 'BOOLEAN' | 'DATE' | 'DATETIME' | (string & {});
/** `UPDATING` while past events are being given a custom dimension's values. */
export type DimensionStatus = 'AVAILABLE' | 'UPDATING' | (string & {});
/** Events a dimension applies to. */
export type DimensionEventType = 'searches' | 'clicks' | 'custom_events';

/** A dimension: a property of events that statistics group and filter by. */
export interface DimensionModel {
  /** Names to use for this dimension in statistics calls (`d`, `f`). */
  apiNames: string[];
  /** The name statistics answer it under. */
  returnName: string;
  displayName: string;
  type: DimensionType;
  status: DimensionStatus;
  /** Events that carry it. */
  eventTypes: DimensionEventType[];
  /** A custom dimension (`c_…`). */
  custom: boolean;
  availableInVisit?: boolean;
  /** Custom dimensions: the path of the value in the events' custom data. */
  path?: string[];
}

export interface ListDimensionsOptions extends UaOrganizationQuery {
  includeOnlyParents?: boolean;
  /** Include custom dimensions (default true). */
  includeCustom?: boolean;
}

export interface DimensionValuesOptions extends UaOrganizationQuery {
  /** Range, ISO 8601 date-times, both included. */
  from: string;
  to: string;
  tz?: string;
  /** Filters, `dimension=='value'`, joined with AND. */
  f?: string[];
  /** Page, from 1. */
  p?: number;
  /** `false` computes the values afresh rather than from the platform's cache. */
  cached?: string;
  /** Values per page. */
  n?: number;
}

/** A dimension's values, most frequent first, each with the number of events that carry it. */
export interface DimensionValuesModel {
  values: Array<{ value: string | number; count: number }>;
  totalNumberOfResults: number;
}

/** What a custom dimension is: its type, display name and where its value is in the events' custom data. */
export interface CustomDimensionModel {
  type: DimensionType;
  displayName: string;
  path?: string[];
}

export interface CreateCustomDimensionOptions extends UaOrganizationQuery {
  /** The dimension's name; `c_` is prefixed when missing. */
  name: string;
  /** The events that get it (`searches`, `clicks`, `custom_events`). */
  event: DimensionEventType[];
  /** Give past events the dimension's values too. Default `false`. */
  updatePastEvents?: boolean;
}

export interface UpdateCustomDimensionOptions extends UaOrganizationQuery {
  /** Give past events the dimension's (new) values too. Default `false`. */
  updatePastEvents?: boolean;
}

export interface CustomDimensionSuggestionsOptions extends UaOrganizationQuery {
  includeValueSamples?: boolean;
  /** How deep to look into nested custom data. */
  depth?: number;
  from?: string;
  to?: string;
}

/** A custom data key events carry that no custom dimension covers yet. */
export interface CustomDimensionSuggestionModel {
  eventName?: string;
  apiName?: string;
  /** Sample values, with `includeValueSamples`. */
  values?: string[];
}

/** `suggestions`' answer. */
export interface CustomDimensionSuggestionsModel {
  suggestions: CustomDimensionSuggestionModel[];
}
