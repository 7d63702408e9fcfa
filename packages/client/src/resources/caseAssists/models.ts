import type { WithRequired } from '../../core/published';
import type { components } from '../../generated/customer-service';

type Schemas = components['schemas'];

/** Document suggestion strategies: `ITD` (intelligent term detection, a query built from the case's text). */
export type DocumentSuggestionStrategy = Schemas['RestDocumentSuggestionConfiguration']['strategy'];
/** Case classification strategies: `Some` (predictions from the values of matching items). */
export type CaseClassificationStrategy = Schemas['RestClassificationConfiguration']['strategy'];

/**
 * How a case assist suggests documents: its `strategy`, the query `pipeline` the suggestions go through
 * (by name), and a query expression added to every suggestion query (`filter`, e.g. `@source=="Docs"`,
 * `''` for none).
 */
export type DocumentSuggestionConfiguration = Schemas['RestDocumentSuggestionConfiguration'];

/**
 * How a case assist classifies cases: its `strategy`, a query expression that selects the items
 * predictions come from (`filter`, `''` for all), and the index fields whose values it predicts
 * (`fieldsToPredict`, e.g. `[{ name: 'source' }]`).
 */
export type ClassificationConfiguration = Schemas['RestClassificationConfiguration'];

/** A case assist configuration (the published `RestCaseAssistConfigurationResponse`). */
export type CaseAssistModel = Schemas['RestCaseAssistConfigurationResponse'];

/** What creating or replacing a case assist configuration takes: `name` is required. */
export type NewCaseAssistModel = Schemas['RestCaseAssistConfigurationRequest'];

/** A page of configurations, under `configurations` (the published totals are always there). */
export type CaseAssistPage = WithRequired<
  Schemas['RestListOfCaseAssistConfigurations'],
  'totalEntries' | 'totalPages'
>;

/**
 * A case as the customer typed it (the published `RestCaseAssistContext`, `fields` required): field
 * values by name, e.g. `{ subject: { value: 'Cannot log in' } }`, with the visitor, locale and context.
 */
export type CaseInput = WithRequired<Schemas['RestCaseAssistContext'], 'fields'>;

/**
 * The preview calls take the configuration to try in the body instead of a saved one: with its
 * `documentSuggestionConfiguration` to suggest documents, its `classificationConfigurations` to classify
 * (the published `PreviewClassificationRequest` and `PreviewDocumentSuggestionRequest`, which a whole
 * `NewCaseAssistModel` as `configuration` satisfies both).
 */
export type CasePreviewInput = Schemas['PreviewClassificationRequest'] &
  Schemas['PreviewDocumentSuggestionRequest'];

type PublishedPrediction = NonNullable<
  NonNullable<Schemas['RestClassification']['fields']>[string]['predictions']
>[number];

/** One predicted value of a field (`value`, its `id`), with its confidence (0 to 1). */
export type CasePrediction = PublishedPrediction;

/**
 * The platform's classification of a case (the published `RestClassification`): `responseId`, and the
 * predictions by field name (`fields.<name>.predictions`), best first. The spec leaves every key
 * optional; the platform always answers `responseId` and `fields`.
 */
export type ClassifyResponse = WithRequired<Schemas['RestClassification'], 'responseId' | 'fields'>;

/**
 * A suggested document. The spec lists `title` and `urihash` (and a property named `...`) as its
 * `fields`; the platform answers every field the result has, so `fields` is a map.
 */
export type SuggestedDocument = Omit<Schemas['RestDocumentSuggestions']['documents'][number], 'fields'> & {
  fields: Record<string, unknown>;
};

/** Suggested documents, best first (the published `RestDocumentSuggestions`). */
export type SuggestDocumentsResponse = Omit<Schemas['RestDocumentSuggestions'], 'documents'> & {
  documents: SuggestedDocument[];
};
