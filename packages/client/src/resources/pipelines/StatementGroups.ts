import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { statementGroupEndpoints } from './endpoints';
import type { PipelinesStatementGroupsCalls } from './endpoints.generated';
import type {
  CreatedStatementGroupModel,
  ListStatementGroupsQuery,
  NewStatementGroupModel,
  OrganizationOption,
  StatementGroupAssociationsModel,
  StatementGroupModel,
  StatementGroupPage,
  StatementGroupRule,
} from './models';

type Empty = Record<string, never>;

/**
 * A pipeline's statement groups (`/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups`): rules
 * that apply together, permanently while active, or as a campaign between two dates. A group's `status`
 * (`active`, `inactive`, `expired`, `notStarted`) is derived from `isActive` and the dates; the rules of a
 * group that is not active do not apply. `organizationId` is the configured organization unless given.
 */
export class StatementGroups extends Resource<typeof statementGroupEndpoints> {
  get endpoints() {
    return statementGroupEndpoints;
  }
}

// The calls of StatementGroups that follow the argument convention: Resource makes them from the endpoint table.
export interface StatementGroups extends PipelinesStatementGroupsCalls {
  /**
   * Lists a pipeline's statement groups. `GET /rest/search/v2/admin/pipelines/{pipelineId}/statementGroups`.
   * @param query `filter` (name, description), `status`, `types`, `sortBy`, `isOrderAscending`, `page`, `perPage`.
   * @returns `{ groups, totalCount, totalPages, groupComposition }` (`groupComposition` counts the whole pipeline).
   * @throws PlatformError 404 for an unknown pipeline, 400 for an unknown status or type.
   */
  list<S extends RequestSettings = {}>(
    pipelineId: string,
    query?: ListStatementGroupsQuery,
    settings?: S,
  ): Promise<GetResult<StatementGroupPage, S>>;

  /**
   * Creates a statement group. `POST .../statementGroups`.
   * @param group `name` and `type` (`permanent`, or `campaign` with ISO 8601 `campaignStart` before
   *   `campaignEnd`); `isActive` defaults to `true`.
   * @returns the group's own fields (201), with its `id`; {@link get} adds its `status` and counts.
   * @throws PlatformError 404 for an unknown pipeline, 400 for a missing name, an unknown type or bad dates.
   */
  create(
    pipelineId: string,
    group: NewStatementGroupModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<CreatedStatementGroupModel>;

  /**
   * Reads a statement group. `GET .../statementGroups/{statementGroupId}`.
   * @throws PlatformError 404 for an unknown pipeline or group.
   */
  get<S extends RequestSettings = {}>(
    pipelineId: string,
    statementGroupId: string,
    query?: OrganizationOption,
    settings?: S,
  ): Promise<GetResult<StatementGroupModel, S>>;

  /**
   * Replaces a statement group. `PUT .../statementGroups/{statementGroupId}`.
   * @returns `{}` (204): {@link get} reads the group with its new `status`.
   * @throws PlatformError 404 for an unknown pipeline or group, 400 as for {@link create}.
   */
  update(
    pipelineId: string,
    statementGroupId: string,
    group: NewStatementGroupModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<Empty>;

  /**
   * Deletes a statement group; its rules stay, without a group. `DELETE .../statementGroups/{statementGroupId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown pipeline or group.
   */
  delete(
    pipelineId: string,
    statementGroupId: string,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<Empty>;

  /**
   * Activates or deactivates a statement group. `PATCH .../statementGroups/{statementGroupId}` (body `{ isActive }`).
   * @returns `{}` (204): {@link get} reads the group with its new `status`.
   * @throws PlatformError 404 for an unknown pipeline or group, 400 when `isActive` is not a boolean.
   */
  setActive(
    pipelineId: string,
    statementGroupId: string,
    isActive: boolean,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<Empty>;

  /**
   * Adds rules to a group and removes others. `PUT .../statementGroups/{statementGroupId}/associations`.
   * @param associations `{ toAdd, toRemove }`, each `[{ featureType: 'resultRankings', ruleId }]`.
   * @returns `{ associatedRules }`: the rules the group holds now.
   * @throws PlatformError 404 for an unknown pipeline or group, 400 for an unknown rule to add.
   */
  updateAssociations(
    pipelineId: string,
    statementGroupId: string,
    associations: StatementGroupAssociationsModel,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<{ associatedRules: StatementGroupRule[] }>;
}
