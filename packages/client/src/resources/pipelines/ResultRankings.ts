import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { resultRankingEndpoints } from './endpoints';
import type { PipelinesResultRankingsCalls } from './endpoints.generated';
import type {
  BulkGetResultRankingsQuery,
  CopyResultRankingsModel,
  ListResultRankingsQuery,
  OrganizationOption,
  ResultRankingModel,
  ResultRankingPage,
  ResultRankingProps,
  ResultRankingRuleModel,
} from './models';

type Empty = Record<string, never>;
/** An object the platform does not describe. */
type Undescribed = Record<string, unknown>;

/**
 * A pipeline's result ranking rules (`/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings`):
 * featured results (`featured_result`: their documents come first) and ranking expressions
 * (`ranking_expression`: a score change). `organizationId` is the configured organization unless given.
 */
export class ResultRankings extends Resource<typeof resultRankingEndpoints> {
  get endpoints() {
    return resultRankingEndpoints;
  }
}

// The calls of ResultRankings that follow the argument convention: Resource makes them from the endpoint table.
export interface ResultRankings extends PipelinesResultRankingsCalls {
  /**
   * Lists a pipeline's result ranking rules. `GET /rest/search/v2/admin/pipelines/{pipelineId}/resultRankings`.
   * @param query filters: `filter` (name, description), `ruleTypes` (`featuredResults`,
   *   `rankingExpressions`), `ruleStatuses` (`active`, `inactive`), `associatedGroups` (group names),
   *   `kind` (deprecated); `sortBy`, `isOrderAscending`, `page`, `perPage`.
   * @returns `{ resultRankings, totalCount, totalPages, groupedBy }` (`groupedBy` counts the whole pipeline).
   * @throws PlatformError 404 for an unknown pipeline, 400 for an unknown status or type.
   */
  list<S extends RequestSettings = {}>(
    pipelineId: string,
    query?: ListResultRankingsQuery,
    settings?: S,
  ): Promise<GetResult<ResultRankingPage, S>>;

  /**
   * Creates a result ranking rule. `POST .../resultRankings`.
   * @param resultRanking `{ name, kind, targets, predicates, ... }`: `kind` is `featured_result` or
   *   `ranking_expression` (which needs a `rankingModifier`), `enabled` defaults to `true`; `targets`
   *   name documents by `uniqueId` or `localizedContent`, or select them by `queryExpression`.
   * @returns `{ id }` (200): {@link get} reads the rule.
   * @throws PlatformError 404 for an unknown pipeline, 400 without a name or targets.
   */
  create(
    pipelineId: string,
    resultRanking: ResultRankingProps,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<{ id: string }>;

  /**
   * Reads a result ranking rule. `GET .../resultRankings/{resultRankingId}`.
   * @returns the rule flat: its configuration (`name`, `kind`, `targets`, ...) beside its `id`, its
   *   `associatedGroup` and `status` (lists wrap the configuration in `resultRanking`).
   * @throws PlatformError 404 for an unknown pipeline or rule.
   */
  get<S extends RequestSettings = {}>(
    pipelineId: string,
    resultRankingId: string,
    query?: OrganizationOption,
    settings?: S,
  ): Promise<GetResult<ResultRankingRuleModel, S>>;

  /**
   * Replaces a result ranking rule. `PUT .../resultRankings/{resultRankingId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown pipeline or rule, 400 without a name or targets.
   */
  update(
    pipelineId: string,
    resultRankingId: string,
    resultRanking: ResultRankingProps,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<Empty>;

  /**
   * Deletes a result ranking rule. `DELETE .../resultRankings/{resultRankingId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown pipeline or rule.
   */
  delete(
    pipelineId: string,
    resultRankingId: string,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<Empty>;

  /**
   * Copies a rule within its pipeline, as `<name> (copy)`. `POST .../resultRankings/duplicate/{resultRankingId}`.
   * @returns the new rule (200), `{ id, resultRanking, associatedGroup }`.
   * @throws PlatformError 404 for an unknown pipeline or rule.
   */
  duplicate(
    pipelineId: string,
    resultRankingId: string,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<ResultRankingModel>;

  /**
   * Copies rules to another pipeline. `POST .../resultRankings/copy`.
   * @param copy `{ destinationPipelineId, resultRankingIds }`.
   * @returns `{ resultRankings: [{ id, resultRanking }] }` (201), the copies.
   * @throws PlatformError 404 for an unknown pipeline (either) or rule, 400 for malformed ids.
   */
  copy(
    pipelineId: string,
    copy: CopyResultRankingsModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<{ resultRankings: ResultRankingModel[] }>;

  /**
   * Deletes several rules. `POST .../resultRankings/bulkDelete` (body `{ ids }`).
   * @returns an object (200) the platform does not describe; the emulator answers `{}`.
   * @throws PlatformError 404 for an unknown pipeline or rule (none is deleted), 400 for malformed ids.
   */
  bulkDelete(
    pipelineId: string,
    ids: string[],
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<Undescribed>;

  /**
   * Reads several rules by id. `POST .../resultRankings/bulkGet` (body `{ ids }`).
   * @param query filters: `enabledStatus`, `kind`, `statementGroupId`, `filter`; `page`, `perPage`.
   * @returns `{ resultRankings, totalCount, totalPages }`; unknown ids are left out.
   * @throws PlatformError 404 for an unknown pipeline, 400 for malformed ids.
   */
  bulkGet(
    pipelineId: string,
    ids: string[],
    query?: BulkGetResultRankingsQuery,
    settings?: RequestSettings,
  ): Promise<ResultRankingPage>;
}
