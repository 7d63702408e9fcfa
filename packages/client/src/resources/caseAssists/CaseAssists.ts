import type { GetResult, RequestSettings } from '../../core/options';
import type { QueryOf } from '../../core/published';
import { Resource } from '../../core/resource';
import type { operations } from '../../generated/customer-service';
import { caseAssistEndpoints } from './endpoints';
import type { CaseAssistsCalls } from './endpoints.generated';
import type {
  CaseAssistModel,
  CaseAssistPage,
  CaseInput,
  CasePreviewInput,
  ClassifyResponse,
  NewCaseAssistModel,
  SuggestDocumentsResponse,
} from './models';

type Empty = Record<string, never>;

/**
 * Case assist (`/rest/organizations/{org}/caseassists`): configurations that suggest documents and
 * classify support cases from what the customer types. Every method rejects with `PlatformError` on a
 * non-success answer (404 for an unknown configuration, 400 for malformed input).
 */
export class CaseAssists extends Resource<typeof caseAssistEndpoints> {
  get endpoints() {
    return caseAssistEndpoints;
  }
}

// The calls of CaseAssists that follow the argument convention: Resource makes them from the endpoint table.
export interface CaseAssists extends CaseAssistsCalls {
  /**
   * Lists case assist configurations. `GET /rest/organizations/{org}/caseassists`.
   * @returns `{ configurations: CaseAssistModel[], totalEntries, totalPages }`.
   * @throws PlatformError 400 for a malformed page.
   */
  list<S extends RequestSettings = {}>(
    query?: { page?: number; perPage?: number; pageSize?: number },
    settings?: S,
  ): Promise<GetResult<CaseAssistPage, S>>;

  /**
   * Creates a configuration. `POST /rest/organizations/{org}/caseassists`.
   * @param caseAssist `name` (required), `documentSuggestionConfiguration` (`strategy: 'ITD'`, `pipeline`,
   *   `filter`), `classificationConfigurations` (each `strategy: 'Some'`, `filter`, `fieldsToPredict`).
   * @returns the configuration (200), with its `id`.
   * @throws PlatformError 400 without a name or with an unknown strategy.
   */
  create(caseAssist: NewCaseAssistModel, settings?: RequestSettings): Promise<CaseAssistModel>;

  /**
   * Reads a configuration. `GET /rest/organizations/{org}/caseassists/{caseAssistId}`.
   * @throws PlatformError 404 for an unknown configuration.
   */
  get<S extends RequestSettings = {}>(
    caseAssistId: string,
    settings?: S,
  ): Promise<GetResult<CaseAssistModel, S>>;

  /**
   * Replaces a configuration. `PUT /rest/organizations/{org}/caseassists/{caseAssistId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown configuration, 400 as for {@link create}.
   */
  update(caseAssistId: string, caseAssist: NewCaseAssistModel, settings?: RequestSettings): Promise<Empty>;

  /**
   * Deletes a configuration. `DELETE /rest/organizations/{org}/caseassists/{caseAssistId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown configuration.
   */
  delete(caseAssistId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Predicts field values of a case from its text.
   * `POST /rest/organizations/{org}/caseassists/{caseAssistId}/classify`.
   * @param input `{ fields: { subject: { value }, description: { value } }, locale?, visitorId? }`.
   * @returns `{ responseId, fields: { [field]: { predictions: [{ id, value, confidence }] } } }`, best first.
   * @throws PlatformError 404 for an unknown configuration, 400 without case fields.
   */
  classify(
    caseAssistId: string,
    input: CaseInput,
    query?: CaseAssistDebugQuery,
    settings?: RequestSettings,
  ): Promise<ClassifyResponse>;

  /**
   * Suggests documents that may solve a case.
   * `POST /rest/organizations/{org}/caseassists/{caseAssistId}/documents/suggest`.
   * @returns `{ responseId, documents: [{ uniqueId, title, clickUri, excerpt, fields }], totalCount }`.
   * @throws PlatformError 404 for an unknown configuration, 400 without case fields.
   */
  suggestDocuments(
    caseAssistId: string,
    input: CaseInput,
    query?: SuggestDocumentsQuery,
    settings?: RequestSettings,
  ): Promise<SuggestDocumentsResponse>;

  /**
   * Suggests documents with a configuration given in the body (none saved).
   * `POST /rest/organizations/{org}/caseassists/preview/documents/suggest`.
   * @returns as {@link suggestDocuments}.
   * @throws PlatformError 400 without case fields or with a malformed configuration.
   */
  previewSuggestDocuments(
    input: CasePreviewInput,
    query?: SuggestDocumentsQuery,
    settings?: RequestSettings,
  ): Promise<SuggestDocumentsResponse>;

  /**
   * Classifies a case with a configuration given in the body (none saved).
   * `POST /rest/organizations/{org}/caseassists/preview/classify`.
   * @returns as {@link classify}.
   * @throws PlatformError 400 without case fields or with a malformed configuration.
   */
  previewClassify(
    input: CasePreviewInput,
    query?: CaseAssistDebugQuery,
    settings?: RequestSettings,
  ): Promise<ClassifyResponse>;
}

/** `debug: true` adds the platform's debugging details to the answer. */
export type CaseAssistDebugQuery = QueryOf<operations['postClassify']>;
/** `numberOfResults`: how many documents to suggest; `debug: true` adds debugging details. */
export type SuggestDocumentsQuery = QueryOf<operations['getSuggestDocument']>;
