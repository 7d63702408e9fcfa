import type { PagedResult } from '../../core/pagination';

/** Document suggestion strategies: `ITD` (intelligent term detection, a query built from the case's text). */
export type DocumentSuggestionStrategy = 'ITD';
/** Case classification strategies: `Some` (predictions from the values of matching items). */
export type CaseClassificationStrategy = 'Some';

/** How a case assist suggests documents. */
export interface DocumentSuggestionConfiguration {
  strategy: DocumentSuggestionStrategy;
  /** The query pipeline the suggestions go through, by name. */
  pipeline: string;
  /** A query expression added to every suggestion query, e.g. `@source=="Docs"` (`''` for none). */
  filter: string;
}

/** How a case assist classifies cases: which fields it predicts, from which items. */
export interface ClassificationConfiguration {
  strategy: CaseClassificationStrategy;
  /** A query expression that selects the items predictions come from (`''` for all). */
  filter: string;
  /** The index fields whose values it predicts, e.g. `[{ name: 'source' }]`. */
  fieldsToPredict: Array<{ name: string }>;
}

/** A case assist configuration. */
export interface CaseAssistModel {
  id: string;
  name: string;
  documentSuggestionConfiguration?: DocumentSuggestionConfiguration;
  classificationConfigurations: ClassificationConfiguration[];
}

/** What creating or replacing a case assist configuration takes: `name` is required. */
export interface NewCaseAssistModel {
  name: string;
  documentSuggestionConfiguration?: DocumentSuggestionConfiguration;
  classificationConfigurations?: ClassificationConfiguration[];
}

/** A page of configurations, under `configurations`. */
export type CaseAssistPage = PagedResult<CaseAssistModel, 'configurations'>;

/** A case as the customer typed it: field values by name, e.g. `{ subject: { value: 'Cannot log in' } }`. */
export interface CaseInput {
  fields: Record<string, { value: string }>;
  locale?: string;
  visitorId?: string;
  context?: Record<string, unknown>;
  debug?: boolean;
  [field: string]: unknown;
}

/**
 * The preview calls take the configuration to try in the body instead of a saved one: with its
 * `documentSuggestionConfiguration` to suggest documents, its `classificationConfigurations` to classify.
 */
export interface CasePreviewInput extends CaseInput {
  configuration: NewCaseAssistModel;
}

/** One predicted value of a field, with its confidence (0 to 1). */
export interface CasePrediction {
  id: string;
  value: string;
  confidence: number;
}

export interface ClassifyResponse {
  responseId: string;
  /** Predictions by field, best first. */
  fields: Record<string, { predictions: CasePrediction[] }>;
}

export interface SuggestedDocument {
  uniqueId: string;
  title: string;
  clickUri: string;
  excerpt: string;
  fields: Record<string, unknown>;
  hasHtmlVersion?: boolean;
}

export interface SuggestDocumentsResponse {
  responseId: string;
  documents: SuggestedDocument[];
  totalCount: number;
}
