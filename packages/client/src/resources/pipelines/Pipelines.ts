import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import { pipelineEndpoints } from './endpoints';
import type { PipelinesCalls } from './endpoints.generated';
import { FacetStateRules } from './FacetStateRules';
import type {
  DetailedPipelineModel,
  DuplicatePipelinePermissions,
  ListPipelinesQuery,
  NewPipelineModel,
  OrganizationOption,
  PipelineModel,
  PipelinePage,
} from './models';
import { PipelineConditions } from './PipelineConditions';
import { MLAssociations, PipelineMl } from './PipelineMl';
import { ResultRankings } from './ResultRankings';
import { StatementGroups } from './StatementGroups';
import { Statements, statementsAreas } from './Statements';

/**
 * Query pipelines (`/rest/search/v1/admin/pipelines`) and what they hold: {@link pipelinesAreas.statements | statements},
 * {@link pipelinesAreas.conditions | conditions}, {@link pipelinesAreas.resultRankings | resultRankings}, {@link pipelinesAreas.statementGroups | statementGroups}, {@link pipelinesAreas.facetStateRules | facetStateRules},
 * {@link pipelinesAreas.mlAssociations | mlAssociations} and {@link pipelinesAreas.ml | ml}.
 *
 * Every call carries the organization as the `organizationId` query parameter, the configured one
 * unless the query gives another. Every method rejects with `PlatformError` on a non-success answer
 * (404 for an unknown pipeline, 400 for malformed input).
 */
export class Pipelines extends Resource<typeof pipelineEndpoints> {
  get endpoints() {
    return pipelineEndpoints;
  }

  /**
   * Lists the organization's query pipelines. `GET /rest/search/v1/admin/pipelines`.
   * @param query `filter` (name, description), `sortby`, `isOrderAscending`, `feature`,
   *   `excludeAbTestTargets`; `enablePagination` with `page` and `perPage`.
   * @returns `{ items: PipelineModel[], totalEntries }`, in position order: every pipeline, or with
   *   `enablePagination: true` the page `page` (0-based) of `perPage`, with `totalPages`.
   * @throws PlatformError 400 for a malformed query.
   */
  list<S extends RequestSettings = {}>(query?: ListPipelinesQuery, settings?: S) {
    return this.call<PipelinePage, S>('list', { query }, settings);
  }
}

// The calls of Pipelines that follow the argument convention: Resource makes them from the endpoint table.
export interface Pipelines extends PipelinesCalls {
  /**
   * Creates a query pipeline. `POST /rest/search/v1/admin/pipelines`.
   * @param pipeline `name` is required; `isDefault: true` makes it the default pipeline.
   * @returns the new pipeline (200), with its `id` and `position`.
   * @throws PlatformError 400 without a name, 409 for a name in use.
   */
  create(
    pipeline: NewPipelineModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<PipelineModel>;

  /**
   * Reads a pipeline. `GET /rest/search/v1/admin/pipelines/{pipelineId}`.
   * @returns the pipeline with its `statementComposition`, or `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 404 for an unknown pipeline.
   */
  get<S extends RequestSettings = {}>(
    pipelineId: string,
    query?: OrganizationOption,
    settings?: S,
  ): Promise<GetResult<DetailedPipelineModel, S>>;

  /**
   * Replaces a pipeline's settings (its statements stay). `PUT /rest/search/v1/admin/pipelines/{pipelineId}`.
   * @returns the updated pipeline.
   * @throws PlatformError 404 for an unknown pipeline, 400 without a name, 409 for a name in use.
   */
  update(
    pipelineId: string,
    pipeline: NewPipelineModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<PipelineModel>;

  /**
   * Deletes a pipeline and everything it holds. `DELETE /rest/search/v1/admin/pipelines/{pipelineId}`.
   * @returns a string (200): the emulator answers the id of the pipeline deleted.
   * @throws PlatformError 404 for an unknown pipeline, 409 for the default pipeline.
   */
  delete(pipelineId: string, query?: OrganizationOption, settings?: RequestSettings): Promise<string>;

  /**
   * Copies a pipeline with its statements, result rankings, statement groups, facet state rules and ML
   * associations, as `Copy of <name>` (not default). `POST /rest/search/v1/admin/pipelines/{pipelineId}/duplicate`.
   * @param permissions `{ groupsThatCanEdit, apiKeysThatCanEdit }` (`[{ id }]` each): who may edit the copy.
   * @returns the new pipeline (200).
   * @throws PlatformError 404 for an unknown pipeline.
   */
  duplicate(
    pipelineId: string,
    permissions?: DuplicatePipelinePermissions,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<PipelineModel>;
}

/** The areas of calls under {@link Pipelines}, each a class of its own: `PlatformClient` nests them. */
export const pipelinesAreas = {
  /** The conditions (QPL `when ...` expressions) that statements, rules and pipelines reference. */
  conditions: PipelineConditions,
  /** A pipeline's statements (filters, rankings, thesaurus, ...), with CSV export and import. */
  statements: [Statements, statementsAreas],
  /** A pipeline's result ranking rules: featured results and ranking expressions. */
  resultRankings: ResultRankings,
  /** A pipeline's statement groups: campaigns and permanent groups of rules. */
  statementGroups: StatementGroups,
  /** A pipeline's facet state rules. */
  facetStateRules: FacetStateRules,
  /** A pipeline's ML model associations. */
  mlAssociations: MLAssociations,
  /** The ML integration version of a pipeline. */
  ml: PipelineMl,
} as const satisfies Areas;
