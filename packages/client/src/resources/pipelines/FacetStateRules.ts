import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { facetStateRuleEndpoints } from './endpoints';
import type {
  FacetStateRule,
  FacetStateRuleModel,
  FacetStateRulePage,
  ListRulesQuery,
  OrganizationOption,
} from './models';

type Empty = Record<string, never>;

/**
 * A pipeline's facet state rules (`/rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules`): facet
 * values selected or excluded when the rule's predicates hold, in `position` order. `organizationId` is
 * the configured organization unless given.
 */
export class FacetStateRules extends Resource<typeof facetStateRuleEndpoints> {
  get endpoints() {
    return facetStateRuleEndpoints;
  }
}

// The calls of FacetStateRules that follow the argument convention: Resource makes them from the endpoint table.
export interface FacetStateRules {
  /**
   * Lists a pipeline's facet state rules, by position. `GET /rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules`.
   * @param query `filter` (field, description), `sortBy`, `isOrderAscending`, `page`, `perPage`.
   * @returns `{ facetStateRules: FacetStateRuleModel[], totalCount, totalPages }`.
   * @throws PlatformError 404 for an unknown pipeline.
   */
  list<S extends RequestSettings = {}>(
    pipelineId: string,
    query?: ListRulesQuery,
    settings?: S,
  ): Promise<GetResult<FacetStateRulePage, S>>;

  /**
   * Adds a facet state rule, last in order. `POST .../facetStateRules`.
   * @param rule `kind` is required; `field`, `values`, `state`, `predicates`.
   * @returns `{ id, position, rule }`.
   * @throws PlatformError 404 for an unknown pipeline, 400 without a `kind`.
   */
  create(
    pipelineId: string,
    rule: FacetStateRule,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<FacetStateRuleModel>;

  /**
   * Reads a facet state rule. `GET .../facetStateRules/{facetStateRuleId}`.
   * @throws PlatformError 404 for an unknown pipeline or rule.
   */
  get<S extends RequestSettings = {}>(
    pipelineId: string,
    facetStateRuleId: string,
    query?: OrganizationOption,
    settings?: S,
  ): Promise<GetResult<FacetStateRuleModel, S>>;

  /**
   * Replaces a facet state rule (its position stays). `PUT .../facetStateRules/{facetStateRuleId}`.
   * @throws PlatformError 404 for an unknown pipeline or rule, 400 without a `kind`.
   */
  update(
    pipelineId: string,
    facetStateRuleId: string,
    rule: FacetStateRule,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<FacetStateRuleModel>;

  /**
   * Deletes a facet state rule; those after it move up. `DELETE .../facetStateRules/{facetStateRuleId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown pipeline or rule.
   */
  delete(
    pipelineId: string,
    facetStateRuleId: string,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<Empty>;

  /**
   * Moves a facet state rule to a 1-based position; the others shift.
   * `PUT .../facetStateRules/{facetStateRuleId}/position` (body `{ position }`).
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown pipeline or rule, 400 for a position out of range.
   */
  setPosition(
    pipelineId: string,
    facetStateRuleId: string,
    position: number,
    query?: OrganizationOption,
    settings?: RequestSettings,
  ): Promise<Empty>;
}
