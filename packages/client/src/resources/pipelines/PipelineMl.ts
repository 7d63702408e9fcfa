import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { mlAssociationEndpoints, pipelineMlEndpoints } from './endpoints';
import type { PipelinesMlAssociationsCalls, PipelinesMlCalls } from './endpoints.generated';
import type {
  AssociatedPipelinesModel,
  MLAssociationModel,
  MLAssociationPage,
  NewMLAssociationModel,
  OrganizationOption,
  PipelineMlVersionModel,
  PipelinePaging,
  TextOrEmpty,
} from './models';

/** The ML integration of a pipeline (`/rest/search/v2/admin/pipelines/{pipelineId}/ml`). */
export class PipelineMl extends Resource<typeof pipelineMlEndpoints> {
  get endpoints() {
    return pipelineMlEndpoints;
  }
}

// The calls of PipelineMl that follow the argument convention: Resource makes them from the endpoint table.
export interface PipelineMl extends PipelinesMlCalls {
  /**
   * Reads the ML integration version a pipeline runs. `GET /rest/search/v2/admin/pipelines/{pipelineId}/ml/version`.
   * The call takes no organization parameter: the access token's organization holds the pipeline.
   * @returns `{ pipelineId, version }`.
   * @throws PlatformError 404 for an unknown pipeline.
   */
  getVersion<S extends RequestSettings = {}>(
    pipelineId: string,
    settings?: S,
  ): Promise<GetResult<PipelineMlVersionModel, S>>;
}

/**
 * A pipeline's ML model associations (`.../pipelines/{pipelineId}/ml/model/associations`): which models
 * answer its queries, in `position` order. `organizationId` is the configured organization unless given.
 */
export class MLAssociations extends Resource<typeof mlAssociationEndpoints> {
  get endpoints() {
    return mlAssociationEndpoints;
  }
}

// The calls of MLAssociations that follow the argument convention: Resource makes them from the endpoint table.
export interface MLAssociations extends PipelinesMlAssociationsCalls {
  /**
   * Lists a pipeline's associations, by position. `GET /rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations`.
   * @returns `{ rules: MLAssociationModel[], totalEntries, totalPages }`.
   * @throws PlatformError 404 for an unknown pipeline.
   */
  list<S extends RequestSettings = {}>(
    pipelineId: string,
    query?: OrganizationOption & PipelinePaging & { /** Text in the association's name. */ filter?: string },
    settings?: S,
  ): Promise<GetResult<MLAssociationPage, S>>;

  /**
   * Associates a model with a pipeline, last in order. `POST .../ml/model/associations`.
   * @param association `modelId` is required; `maxRecommendations`, `condition` (a condition id),
   *   `rankingModifier`, `exclusive`, `cacheMaximumAge` (ISO 8601 duration), ...
   * @returns the new association's id (a JSON string); {@link get} reads it.
   * @throws PlatformError 404 for an unknown pipeline or model, 400 without a `modelId`.
   */
  create(
    pipelineId: string,
    association: NewMLAssociationModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<string>;

  /**
   * Reads an association. `GET .../ml/model/associations/{associationId}`.
   * @throws PlatformError 404 for an unknown pipeline or association.
   */
  get<S extends RequestSettings = {}>(
    pipelineId: string,
    associationId: string,
    query?: OrganizationOption,
    settings?: S,
  ): Promise<GetResult<MLAssociationModel, S>>;

  /**
   * Replaces an association's settings (its model and position stay unless given).
   * `PUT .../ml/model/associations/{associationId}`.
   * @returns `{}` (204), or the text of a 200.
   * @throws PlatformError 404 for an unknown pipeline, association or model, 400 for malformed fields.
   */
  update(
    pipelineId: string,
    associationId: string,
    association: Partial<NewMLAssociationModel>,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<TextOrEmpty>;

  /**
   * Removes an association; those after it move up. `DELETE .../ml/model/associations/{associationId}`.
   * @returns `{}` (204), or the text of a 200.
   * @throws PlatformError 404 for an unknown pipeline or association.
   */
  delete(
    pipelineId: string,
    associationId: string,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<TextOrEmpty>;

  /**
   * Moves an association to a 1-based position; the others shift.
   * `PUT .../ml/model/associations/{associationId}/position?position=`.
   * @returns `{}` (204), or the text of a 200.
   * @throws PlatformError 404 for an unknown pipeline or association, 400 for a position out of range.
   */
  setPosition(
    pipelineId: string,
    associationId: string,
    query: OrganizationOption & { position: number },
    settings?: RequestSettings,
  ): Promise<TextOrEmpty>;

  /**
   * Lists, model by model, the pipelines that use each ML model.
   * `GET /rest/search/v2/admin/pipelines/ml/model/associations`.
   * @returns `AssociatedPipelinesModel[]`: `{ modelId, associations: [{ associationId, pipelineId, pipelineName }] }`.
   */
  listAssociatedPipelines<S extends RequestSettings = {}>(
    query?: OrganizationOption,
    settings?: S,
  ): Promise<GetResult<AssociatedPipelinesModel[], S>>;

  /**
   * Reads several associations of a pipeline by id. `POST .../ml/model/associations/bulkGet` (body `{ ids }`).
   * @returns `{ rules, totalEntries, totalPages }`; unknown ids are left out.
   * @throws PlatformError 404 for an unknown pipeline, 400 when `ids` is not an array of strings.
   */
  bulkGet(
    pipelineId: string,
    ids: string[],
    query?: OrganizationOption & PipelinePaging,
    settings?: RequestSettings,
  ): Promise<MLAssociationPage>;
}
