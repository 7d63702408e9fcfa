import { jsonText } from '../../core/encode';
import type { GetResult, RequestSettings } from '../../core/options';
import type { AnswerOf } from '../../core/published';
import { Resource } from '../../core/resource';
import type { paths as MlConfigPaths } from '../../generated/ml-config';
import {
  caseClassificationEndpoints,
  dneEndpoints,
  iaprEndpoints,
  pqsEndpoints,
  relevanceGenerativeAnsweringEndpoints,
  semanticEncoderEndpoints,
  smartSnippetsEndpoints,
  userActionHistoryEndpoints,
} from './endpoints';
import type { MlDneCalls, MlUserActionHistoryCalls } from './endpoints.generated';
import type {
  AutoSelectionFieldCandidatePage,
  CaseClassificationConfigurationModel,
  DNEConfigurationModel,
  DocumentExtractionPreview,
  DocumentExtractionQueryModel,
  IAPRConfigurationModel,
  MLContentFields,
  MLDocumentGroupPreview,
  MLDocumentSelection,
  MLDocumentsPreview,
  MLDocumentsPreviewParams,
  MLFieldDocumentCount,
  MLFieldValueCount,
  MLModelConfigurationCreated,
  PQSConfigurationModel,
  SmartSnippetsConfigurationModel,
  SmartSnippetsDocumentTypes,
  SmartSnippetsPreview,
} from './models';

type Empty = Record<string, never>;

/**
 * Case classification model configurations (`/machinelearning/configuration/caseclassif`): the model
 * that predicts case field values from what a customer types. Saving a configuration registers a
 * `caseclassification` model that builds like any other (see `ml.models`).
 * Every method rejects with `PlatformError` (400 for invalid input, 404 for an unknown model).
 */
export class CaseClassificationConfiguration extends Resource<typeof caseClassificationEndpoints> {
  get endpoints() {
    return caseClassificationEndpoints;
  }
}

// The calls of CaseClassificationConfiguration that follow the argument convention: Resource makes them from the endpoint table.
export interface CaseClassificationConfiguration {
  /**
   * Creates a configuration and its model. `POST /rest/organizations/{org}/machinelearning/configuration/caseclassif/model`.
   * @param configuration `modelDisplayName`, `sources` and `fieldsToPredict` are required.
   * @returns `{ modelId, ...configuration }` (201).
   * @throws PlatformError 400 when a required field is missing.
   */
  create(
    configuration: CaseClassificationConfigurationModel,
    settings?: RequestSettings,
  ): Promise<CaseClassificationConfigurationModel & MLModelConfigurationCreated>;

  /**
   * Reads a configuration. `GET /rest/organizations/{org}/machinelearning/configuration/caseclassif/model/{modelId}`.
   * @throws PlatformError 404 for an unknown model.
   */
  get<S extends RequestSettings = {}>(
    modelId: string,
    settings?: S,
  ): Promise<GetResult<CaseClassificationConfigurationModel, S>>;

  /**
   * Replaces a configuration. `PUT /rest/organizations/{org}/machinelearning/configuration/caseclassif/model/{modelId}`.
   * @returns the stored configuration.
   * @throws PlatformError 404 for an unknown model, 400 when a required field is missing.
   */
  update(
    modelId: string,
    configuration: CaseClassificationConfigurationModel,
    settings?: RequestSettings,
  ): Promise<CaseClassificationConfigurationModel>;

  /**
   * Deletes a configuration and its model. `DELETE /rest/organizations/{org}/machinelearning/configuration/caseclassif/model/{modelId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown model.
   */
  delete(modelId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Lists the fields found on the cases a selection holds. `POST /rest/organizations/{org}/machinelearning/configuration/caseclassif/fields`.
   * @param selection `sources`, `caseFilterConditions`, `caseExtractionPeriod`, `languageField`.
   * @returns `{ query, fields: [{ name }] }`.
   */
  listFields(selection: MLDocumentSelection, settings?: RequestSettings): Promise<MLContentFields>;

  /**
   * Tells how many cases a selection holds and whether that is enough to build a model.
   * `POST /rest/organizations/{org}/machinelearning/configuration/caseclassif/preview`.
   * @returns `{ query, documentRequirementStatus, numberOfDocuments, numberOfDocumentsMatchingConditions, numberOfValidDocuments }`.
   */
  preview(selection: MLDocumentSelection, settings?: RequestSettings): Promise<MLDocumentGroupPreview>;

  /**
   * Counts the selected cases that have a value in a field.
   * `POST /rest/organizations/{org}/machinelearning/configuration/caseclassif/fields/{fieldName}/documentCount`.
   * @param selection `advancedQuery`, `caseExtractionPeriod`, `filterConditions`, `languageField`, `sources`.
   * @returns `{ documentCount }`.
   */
  countDocuments(
    fieldName: string,
    selection: MLDocumentSelection,
    settings?: RequestSettings,
  ): Promise<MLFieldDocumentCount>;

  /**
   * Counts the distinct values a field takes on the selected cases.
   * `POST /rest/organizations/{org}/machinelearning/configuration/caseclassif/fields/{fieldName}/valueCount`.
   * @returns `{ valueCount, areMoreValuesAvailable }`.
   */
  countValues(
    fieldName: string,
    selection: MLDocumentSelection,
    settings?: RequestSettings,
  ): Promise<MLFieldValueCount>;
}

type ParseQueryOperation =
  MlConfigPaths['/rest/organizations/{organizationId}/machinelearning/configuration/dne/parsedocumentextractionquerymodel']['post'];

/**
 * Dynamic navigation experience (DNE) model configurations (`/machinelearning/configuration/dne`): the
 * model that picks and orders facets from usage. Every method rejects with `PlatformError`.
 */
export class DNEConfiguration extends Resource<typeof dneEndpoints> {
  get endpoints() {
    return dneEndpoints;
  }

  /**
   * Parses a document extraction query, sent in the body (no URL length limit), back into fields and
   * sources. `POST /rest/organizations/{org}/machinelearning/configuration/dne/parsedocumentextractionquerymodel`
   * with the query as a JSON string.
   * @param query the query text, e.g. `@source==("Docs") AND @productcategory`; sent JSON-encoded.
   * @returns `{ fields, sources }`.
   * @throws PlatformError 400 for a query that is not a document extraction query.
   */
  parseDocumentExtractionQueryInBody(
    query: string,
    settings?: RequestSettings,
  ): Promise<AnswerOf<ParseQueryOperation>> {
    return this.call(
      'parseDocumentExtractionQueryInBody',
      { body: JSON.stringify(query) },
      jsonText(settings),
    );
  }
}

// The calls of DNEConfiguration that follow the argument convention: Resource makes them from the endpoint table.
export interface DNEConfiguration extends MlDneCalls {
  /**
   * Lists the facet fields DNE may select automatically.
   * `GET /rest/organizations/{org}/machinelearning/configuration/dne/autoselectionfieldcandidates`.
   * @param query `filter` (substring of the name), `page` (0-based), `perPage`.
   * @returns `{ items: [{ name, description }], totalEntries, totalPages }`.
   * @throws PlatformError 400 for an invalid page value.
   */
  listAutoSelectionFieldCandidates<S extends RequestSettings = {}>(
    query?: { filter?: string; page?: number; perPage?: number },
    settings?: S,
  ): Promise<GetResult<AutoSelectionFieldCandidatePage, S>>;

  /**
   * Tells how many documents the extraction for these fields would select, per source.
   * `GET /rest/organizations/{org}/machinelearning/configuration/dne/documentextractionpreview`.
   * @param query `fields` (facet fields) and `viewAllContent` (count every item, whoever may see it),
   * both required; `maximumNumberOfSources` (default 10).
   * @returns `{ numberOfDocuments, recommendedNumberOfDocuments, sources: [{ name, numberOfDocuments }] }`.
   */
  previewDocumentExtraction<S extends RequestSettings = {}>(
    query: { fields: string | string[]; viewAllContent: boolean; maximumNumberOfSources?: number },
    settings?: S,
  ): Promise<GetResult<DocumentExtractionPreview, S>>;

  /**
   * Builds the document extraction query from fields and sources.
   * `POST /rest/organizations/{org}/machinelearning/configuration/dne/documentextractionquery`.
   * @returns the query text, e.g. `@source==("Docs") AND @productcategory`.
   */
  buildDocumentExtractionQuery(
    model: DocumentExtractionQueryModel,
    settings?: RequestSettings,
  ): Promise<string>;

  /**
   * Parses a document extraction query back into fields and sources.
   * `GET /rest/organizations/{org}/machinelearning/configuration/dne/documentextractionquerymodel?query=`.
   * @returns `{ fields, sources }`.
   * @throws PlatformError 400 when `query` is missing.
   */
  parseDocumentExtractionQuery<S extends RequestSettings = {}>(
    query: { query: string },
    settings?: S,
  ): Promise<GetResult<DocumentExtractionQueryModel, S>>;

  /**
   * Creates a DNE configuration and its `facetsense` model.
   * `POST /rest/organizations/{org}/machinelearning/configuration/dne/model`.
   * @returns `{ modelId, ...configuration }` (201).
   * @throws PlatformError 400 when `modelDisplayName` is missing.
   */
  create(
    configuration: DNEConfigurationModel,
    settings?: RequestSettings,
  ): Promise<DNEConfigurationModel & MLModelConfigurationCreated>;

  /**
   * Reads a DNE configuration. `GET /rest/organizations/{org}/machinelearning/configuration/dne/model/{modelId}`.
   * @throws PlatformError 404 for an unknown model.
   */
  get<S extends RequestSettings = {}>(
    modelId: string,
    settings?: S,
  ): Promise<GetResult<DNEConfigurationModel, S>>;

  /**
   * Replaces a DNE configuration. `PUT /rest/organizations/{org}/machinelearning/configuration/dne/model/{modelId}`.
   * @throws PlatformError 404 for an unknown model, 400 when `modelDisplayName` is missing.
   */
  update(
    modelId: string,
    configuration: DNEConfigurationModel,
    settings?: RequestSettings,
  ): Promise<DNEConfigurationModel>;

  /**
   * Deletes a DNE configuration and its model. `DELETE /rest/organizations/{org}/machinelearning/configuration/dne/model/{modelId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown model.
   */
  delete(modelId: string, settings?: RequestSettings): Promise<Empty>;
}

/**
 * Smart snippets model configurations (`/machinelearning/configuration/smartsnippets`): the model that
 * answers questions with a passage of a document.
 * @deprecated The platform has deprecated these calls (still part of the spec).
 */
export class SmartSnippetsConfiguration extends Resource<typeof smartSnippetsEndpoints> {
  get endpoints() {
    return smartSnippetsEndpoints;
  }
}

// The calls of SmartSnippetsConfiguration that follow the argument convention: Resource makes them from the endpoint table.
export interface SmartSnippetsConfiguration {
  /**
   * Creates a configuration and its `mlquestionanswering` model.
   * `POST /rest/organizations/{org}/machinelearning/configuration/smartsnippets/model`.
   * @returns `{ modelId, ...configuration }` (201).
   * @throws PlatformError 400 when `modelDisplayName` or `sources` is missing.
   */
  create(
    configuration: SmartSnippetsConfigurationModel,
    settings?: RequestSettings,
  ): Promise<SmartSnippetsConfigurationModel & MLModelConfigurationCreated>;

  /**
   * Reads a configuration. `GET /rest/organizations/{org}/machinelearning/configuration/smartsnippets/model/{modelId}`.
   * @throws PlatformError 404 for an unknown model.
   */
  get<S extends RequestSettings = {}>(
    modelId: string,
    settings?: S,
  ): Promise<GetResult<SmartSnippetsConfigurationModel, S>>;

  /**
   * Replaces a configuration. `PUT /rest/organizations/{org}/machinelearning/configuration/smartsnippets/model/{modelId}`.
   * @throws PlatformError 404 for an unknown model, 400 when a required field is missing.
   */
  update(
    modelId: string,
    configuration: SmartSnippetsConfigurationModel,
    settings?: RequestSettings,
  ): Promise<SmartSnippetsConfigurationModel>;

  /**
   * Deletes a configuration and its model. `DELETE /rest/organizations/{org}/machinelearning/configuration/smartsnippets/model/{modelId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown model.
   */
  delete(modelId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Lists the fields holding content on documents of a type.
   * `POST /rest/organizations/{org}/machinelearning/configuration/smartsnippets/contentfields`.
   * @param selection `documentType`, `sources`, `filterConditions`, `advancedQuery`.
   * @returns `{ query, fields: [{ name }] }`.
   */
  listContentFields(selection: MLDocumentSelection, settings?: RequestSettings): Promise<MLContentFields>;

  /**
   * Lists the document types of the selected documents.
   * `POST /rest/organizations/{org}/machinelearning/configuration/smartsnippets/documenttypes`.
   * @returns `{ query, documentTypes: [{ documentType }] }`.
   */
  listDocumentTypes(
    selection: MLDocumentSelection,
    settings?: RequestSettings,
  ): Promise<SmartSnippetsDocumentTypes>;

  /**
   * Tells how many documents a selection holds and whether that is enough.
   * `POST /rest/organizations/{org}/machinelearning/configuration/smartsnippets/preview`.
   * @returns `{ query, documentRequirementStatus, numberOfDocumentsInSources, numberOfDocumentsInSourcesMatchingFilters, numberOfValidDocuments }`.
   */
  preview(selection: MLDocumentSelection, settings?: RequestSettings): Promise<SmartSnippetsPreview>;
}

/** Predictive query suggestions (PQS) for commerce (`/machinelearning/configuration/pqs`). */
export class PQSConfiguration extends Resource<typeof pqsEndpoints> {
  get endpoints() {
    return pqsEndpoints;
  }
}

// The calls of PQSConfiguration that follow the argument convention: Resource makes them from the endpoint table.
export interface PQSConfiguration {
  /**
   * Creates a PQS configuration and its `pqsforcommerce` model.
   * `POST /rest/organizations/{org}/machinelearning/configuration/pqs/model`.
   * @param configuration `modelDisplayName`, `catalogId` and `trackingIds` are required.
   * @returns `{ modelId, ...configuration }` (201).
   * @throws PlatformError 400 when a required field is missing.
   */
  create(
    configuration: PQSConfigurationModel,
    settings?: RequestSettings,
  ): Promise<PQSConfigurationModel & MLModelConfigurationCreated>;
}

/**
 * The organization's user action history model (`/machinelearning/configuration/useractionhistory`):
 * one per organization, on or off; and one visitor's actions as it recorded them ({@link listActions},
 * `/machinelearning/user/actions`, from the platform's Context API).
 * @deprecated The platform has deprecated the configuration calls (still part of the spec); `listActions` is current.
 */
export class UserActionHistoryConfiguration extends Resource<typeof userActionHistoryEndpoints> {
  get endpoints() {
    return userActionHistoryEndpoints;
  }
}

// The calls of UserActionHistoryConfiguration that follow the argument convention: Resource makes them from the endpoint table.
export interface UserActionHistoryConfiguration extends MlUserActionHistoryCalls {
  /**
   * Turns user action history on (registers its `useractionhistory` model).
   * `POST /rest/organizations/{org}/machinelearning/configuration/useractionhistory`.
   * @returns `{}` (204).
   * @throws PlatformError 409 when it is already on.
   */
  create(settings?: RequestSettings): Promise<Empty>;

  /**
   * Tells whether user action history is on. `GET /rest/organizations/{org}/machinelearning/configuration/useractionhistory`.
   * @returns `true` or `false` (`undefined` only when aborted through the `signal` you passed).
   */
  get<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<boolean, S>>;

  /**
   * Turns user action history off (deletes its model).
   * `DELETE /rest/organizations/{org}/machinelearning/configuration/useractionhistory`.
   * @returns `{}` (204).
   * @throws PlatformError 404 when it is off.
   */
  delete(settings?: RequestSettings): Promise<Empty>;
}

/** Intent-aware product ranking (IAPR) for commerce (`/machinelearning/configuration/iapr`). */
export class IAPRConfiguration extends Resource<typeof iaprEndpoints> {
  get endpoints() {
    return iaprEndpoints;
  }
}

// The calls of IAPRConfiguration that follow the argument convention: Resource makes them from the endpoint table.
export interface IAPRConfiguration {
  /**
   * Creates an IAPR configuration and its model.
   * `POST /rest/organizations/{org}/machinelearning/configuration/iapr/model`.
   * @param configuration `{ modelDisplayName, catalogId, trackingIds }`.
   * @returns `{ modelId, ...configuration }` (201).
   * @throws PlatformError 400 when a field is missing.
   */
  create(
    configuration: IAPRConfigurationModel,
    settings?: RequestSettings,
  ): Promise<IAPRConfigurationModel & MLModelConfigurationCreated>;
}

/** Relevance generative answering (RGA) configuration (`/machinelearning/configuration/rga`). */
export class RelevanceGenerativeAnsweringConfiguration extends Resource<
  typeof relevanceGenerativeAnsweringEndpoints
> {
  get endpoints() {
    return relevanceGenerativeAnsweringEndpoints;
  }
}

// The calls of RelevanceGenerativeAnsweringConfiguration that follow the argument convention: Resource makes them from the endpoint table.
export interface RelevanceGenerativeAnsweringConfiguration {
  /**
   * Tells how many documents an RGA model would learn from.
   * `POST /rest/organizations/{org}/machinelearning/configuration/rga/preview`.
   * @param selection `{ sources, filterConditions, advancedQuery }`.
   * @returns `{ query, documentRequirementStatus, numberOfDocuments, numberOfValidDocuments }`.
   */
  preview(selection: MLDocumentsPreviewParams, settings?: RequestSettings): Promise<MLDocumentsPreview>;
}

/** Semantic encoder configuration (`/machinelearning/configuration/semanticencoder`). */
export class SemanticEncoderConfiguration extends Resource<typeof semanticEncoderEndpoints> {
  get endpoints() {
    return semanticEncoderEndpoints;
  }
}

// The calls of SemanticEncoderConfiguration that follow the argument convention: Resource makes them from the endpoint table.
export interface SemanticEncoderConfiguration {
  /**
   * Tells how many documents a semantic encoder model would embed.
   * `POST /rest/organizations/{org}/machinelearning/configuration/semanticencoder/preview`.
   * @param selection `{ sources, filterConditions, advancedQuery }`.
   * @returns `{ query, documentRequirementStatus, numberOfDocuments, numberOfValidDocuments }`.
   */
  preview(selection: MLDocumentsPreviewParams, settings?: RequestSettings): Promise<MLDocumentsPreview>;
}
