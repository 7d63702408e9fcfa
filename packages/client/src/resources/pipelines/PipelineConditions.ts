import type { GetResult, RequestSettings } from '../../core/options';
import type { PageModel } from '../../core/pagination';
import { Resource } from '../../core/resource';
import { pipelineConditionEndpoints } from './endpoints';
import type { PipelinesConditionsCalls } from './endpoints.generated';
import type {
  BulkGetConditionsQuery,
  ConditionAssociationModel,
  ConditionModel,
  ConditionPage,
  ListConditionAssociationsQuery,
  ListConditionsQuery,
  NewConditionModel,
  OrganizationOption,
} from './models';

type Empty = Record<string, never>;

/**
 * The organization's conditions (`/rest/search/v1/admin/pipelines/statements`): QPL expressions such as
 * `when $query contains "price"` that pipelines, statements and rules run under. The `organizationId`
 * query parameter is the configured organization unless given.
 */
export class PipelineConditions extends Resource<typeof pipelineConditionEndpoints> {
  get endpoints() {
    return pipelineConditionEndpoints;
  }
}

// The calls of PipelineConditions that follow the argument convention: Resource makes them from the endpoint table.
export interface PipelineConditions extends PipelinesConditionsCalls {
  /**
   * Lists conditions. `GET /rest/search/v1/admin/pipelines/statements`.
   * @param query `filter` (definition, description), `sortBy`, `isOrderAscending`, `expand` (adds
   *   `associations.total`), `associationFilter`, `page`, `perPage`.
   * @returns `{ statements: ConditionModel[], totalEntries, totalPages, totalCount }` (the platform
   *   lists conditions under `statements`).
   * @throws PlatformError 400 for a malformed query.
   */
  list<S extends RequestSettings = {}>(
    query?: ListConditionsQuery,
    settings?: S,
  ): Promise<GetResult<ConditionPage, S>>;

  /**
   * Creates a condition. `POST /rest/search/v1/admin/pipelines/statements`.
   * @param condition `definition` (QPL, starting with `when`), optional `description`.
   * @returns the condition (201), with its `id` and parsed `detailed.condition`.
   * @throws PlatformError 400 for a missing or malformed definition.
   */
  create(
    condition: NewConditionModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<ConditionModel>;

  /**
   * Reads a condition. `GET /rest/search/v1/admin/pipelines/statements/{conditionId}`.
   * @throws PlatformError 404 for an unknown condition.
   */
  get<S extends RequestSettings = {}>(
    conditionId: string,
    query?: OrganizationOption,
    settings?: S,
  ): Promise<GetResult<ConditionModel, S>>;

  /**
   * Replaces a condition. `PUT /rest/search/v1/admin/pipelines/statements/{conditionId}`.
   * @throws PlatformError 404 for an unknown condition, 400 for a malformed definition.
   */
  update(
    conditionId: string,
    condition: NewConditionModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<ConditionModel>;

  /**
   * Deletes a condition. `DELETE /rest/search/v1/admin/pipelines/statements/{conditionId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown condition, 409 while something uses it.
   */
  delete(conditionId: string, query?: OrganizationOption, settings?: RequestSettings): Promise<Empty>;

  /**
   * Deletes several conditions at once. `POST /rest/search/v1/admin/pipelines/statements/bulkDelete` (body `{ ids }`).
   * @returns `{}` (204).
   * @throws PlatformError 400 when `ids` is not an array of strings, 409 when one is in use (none is deleted).
   */
  bulkDelete(ids: string[], query?: OrganizationOption, settings?: RequestSettings): Promise<Empty>;

  /**
   * Reads several conditions by id. `POST /rest/search/v1/admin/pipelines/statements/bulkGet` (body `{ ids }`).
   * @returns `{ statements, totalEntries, totalPages, totalCount }`; unknown ids are left out.
   * @throws PlatformError 400 when `ids` is not an array of strings.
   */
  bulkGet(ids: string[], query?: BulkGetConditionsQuery, settings?: RequestSettings): Promise<ConditionPage>;

  /**
   * Lists what uses a condition: `pipelines`, `pipelineStatements` (statements, result ranking rules, ML
   * model associations, told apart by `pipelineStatementType`) and `pipelineStatementGroups`.
   * `GET /rest/search/v1/admin/pipelines/statements/{conditionId}/associations`.
   * @returns `{ items: ConditionAssociationModel[], totalEntries, totalPages, conditionId }`.
   * @throws PlatformError 404 for an unknown condition.
   */
  listAssociations<S extends RequestSettings = {}>(
    conditionId: string,
    query?: ListConditionAssociationsQuery,
    settings?: S,
  ): Promise<
    GetResult<
      PageModel<ConditionAssociationModel> & { items: ConditionAssociationModel[]; conditionId: string },
      S
    >
  >;
}
