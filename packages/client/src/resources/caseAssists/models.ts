import type { PagedResult } from '../../core/pagination';

/** Document suggestion strategies: `ITD` (intelligent term detection, a query built from the case's text). */
export type DocumentSuggestionStrategy = 'ITD' | (string & {});
/** Typing aid strategies: a fixed list of values, or the values of an index field. */
export type TypingAidsStrategy = 'StaticValues' | 'ValuesFromIndex' | (string & {});
/** Case classification strategies: `Some` (a case classification model) or `Axon`. */
export type CaseClassificationStrategy = 'Some' | 'Axon' | (string & {});

/** How a case assist suggests documents. */
export interface DocumentSuggestionConfiguration {
  strategy: DocumentSuggestionStrategy;
  /** The query pipeline the suggestions go through, by name; default: the default pipeline. */
  pipeline?: string;
  /** The case fields whose text makes the query, e.g. `['subject', 'description']`; default: every field given. */
  fieldsToFeed?: string[];
  /** A query expression added to every suggestion query, e.g. `@source=="Docs"`. */
  filter?: string;
}

/** How a case assist classifies cases: which fields it predicts. */
export interface ClassificationConfiguration {
  strategy: CaseClassificationStrategy;
  /** The ML model (strategy `Some`). */
  modelId?: string;
  /** The index fields whose values it predicts, e.g. `['source']`. Default `['source']`. */
  fields?: string[];
  /** The case fields whose text it reads; default: every field given. */
  fieldsToFeed?: string[];
  [field: string]: unknown;
}

/** What a typing aid proposes. */
export type TypingAidsConfiguration =
  | { strategy: 'StaticValues'; values: string[] }
  | { strategy: 'ValuesFromIndex'; field: string; filter?: string }
  | { strategy: TypingAidsStrategy; [field: string]: unknown };

/** A case assist configuration. */
export interface CaseAssistModel {
  id: string;
  name: string;
  documentSuggestionConfiguration?: DocumentSuggestionConfiguration;
  classificationConfiguration?: ClassificationConfiguration;
  typingAidsConfiguration?: TypingAidsConfiguration;
  [field: string]: unknown;
}

export type NewCaseAssistModel = Omit<CaseAssistModel, 'id'>;

export type CaseAssistPage = PagedResult<CaseAssistModel>;

/** A case as the customer typed it: field values by name, e.g. `{ subject: { value: 'Cannot log in' } }`. */
export interface CaseInput {
  fields: Record<string, { value: string }>;
  locale?: string;
  visitorId?: string;
  context?: Record<string, unknown>;
  debug?: boolean;
  [field: string]: unknown;
}

/** The preview calls take the configuration in the body instead of a saved one. */
export interface CasePreviewInput extends CaseInput {
  /** The configuration to try; default: ITD suggestions and `source` classification over the default pipeline. */
  configuration?: Partial<NewCaseAssistModel>;
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
