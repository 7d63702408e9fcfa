import type { QueryOf } from '../../core/published';
import type { components, operations } from '../../generated/search';

type Schemas = components['schemas'];

/** Who may edit a pipeline's copy: `groupsThatCanEdit` and `apiKeysThatCanEdit`, each `[{ id }]`. */
export type DuplicatePipelinePermissions = Schemas['IncomingDuplicatePipelinePermissions'];

/**
 * What some changes answer: the platform publishes either a 200 with a JSON string or a 204 without a
 * body, which the client resolves to `{}` (the emulator answers 204).
 */
export type TextOrEmpty = string | Record<string, never>;

/** Options every search-API admin call takes: the organization, when not the configured one. */
export interface OrganizationOption {
  /** The organization; default: the client's configured organization. */
  organizationId?: string;
}

/** The page size under its other name (`pageSize`), which the client sends as the call names it. */
export interface PipelinePaging {
  page?: number;
  perPage?: number;
  /** Same as `perPage`; set only one of them. */
  pageSize?: number;
}

/**
 * A feature a pipeline statement enables: `filter` adds a query expression, `ranking` a ranking
 * expression, `thesaurus` synonyms, `stop` stop words, `top` featured results (old style), `trigger`
 * notifications and redirects, `queryParamOverride` query parameter overrides; `topClicks`,
 * `querySuggest` and `recommendation` run ML models.
 */
export type StatementFeature = Schemas['IncomingStatement']['feature'];

/**
 * A query pipeline: the rules that apply to the queries routed through it. `isDefault` marks the
 * organization's default pipeline (setting it on one clears it on the others); `filter` is a constant
 * query expression added to every query (e.g. `@source==Docs`); `splitTestRatio` is the share (0 to 1)
 * of the queries routed to pipeline B during an A/B test; `position` is 0-based; `modifiedAt` is in ms
 * since the epoch. `get` adds `statementComposition` (`totalCount` statements).
 */
export type PipelineModel = Schemas['OutgoingPipeline'] & Partial<Schemas['OutgoingPipelineDetailedBase']>;

/** A pipeline as `get` answers it: with `statementComposition` (`totalCount`, its statements). */
export type DetailedPipelineModel = Schemas['OutgoingPipelineDetailed'];

/**
 * The organization's pipelines: every one (`totalEntries` of them), or one page of them with
 * `enablePagination`; `totalPages` is not in the published answer, and is given with `enablePagination` only.
 */
export type PipelinePage = Schemas['OutgoingPipelines'] & { totalPages?: number };

/** What creating or replacing a pipeline takes: `name` at least; `condition` is `{ id }` of a condition. */
export type NewPipelineModel = Schemas['IncomingPipeline'];

/**
 * Query parameters of `pipelines.list`: `filter` matches names and descriptions; `enablePagination`
 * answers only the page `page` of `perPage` pipelines (default: every pipeline); `excludeAbTestTargets`
 * leaves out the pipelines that are B of an A/B test.
 */
export type ListPipelinesQuery = QueryOf<operations['listQueryPipelinesV1']> & PipelinePaging;

/**
 * A condition: a QPL expression (`definition`, e.g. `when $query contains "price"`) that statements,
 * pipelines and rules can reference. `detailed` is the parsed expression; `modifiedAt` is in ms since the
 * epoch; lists with `expand=true` add `associations` (`{ total }`). `childrenCount`, `feature` (always
 * `when`) and `position` are deprecated by the platform.
 */
export type ConditionModel = Schemas['OutgoingCondition'] &
  Partial<Schemas['ListConditionsResponseItemExpanded']>;

/** A page of conditions: under `statements`, as the platform names them; `totalCount` is `totalEntries`. */
export type ConditionPage = Schemas['OutgoingConditions'];

/** What creating or replacing a condition takes: its `definition`. */
export type NewConditionModel = Schemas['IncomingCondition'];

export type ConditionAssociationFilter = NonNullable<ListConditionsQuery['associationFilter']>;

/** Query parameters of `pipelines.conditions.list`: `filter` matches definitions and descriptions; `expand` adds `associations`. */
export type ListConditionsQuery = QueryOf<operations['listConditions']> & PipelinePaging;

export type BulkGetConditionsQuery = QueryOf<operations['bulkGetConditions']> & PipelinePaging;

/**
 * What a condition's association names: a pipeline (its routing condition), a statement of a pipeline, a
 * statement group.
 */
export type ConditionAssociationType = Schemas['ConditionAssociationType'];

/**
 * The kind of a `pipelineStatements` association: a statement's feature (`stop` is `stopWord`, `top`
 * `featuredResult`, `ranking` `rankingExpression`), a result ranking rule (`featuredResult`,
 * `rankingExpression`), or an ML model association or ML statement (`unmanagedMlStatement`).
 */
export type ConditionAssociationStatementType = Schemas['ConditionAssociationPipelineStatementType'];

/** A resource that references a condition (`pipelineStatementType` for `pipelineStatements`). */
export type ConditionAssociationModel = Schemas['ConditionAssociationItemUnion'];

export type ListConditionAssociationsQuery = QueryOf<operations['listConditionAssociations']> &
  PipelinePaging;

/**
 * A statement of a pipeline: one rule of one feature, in QPL (`definition`, e.g. `filter @source=="Docs"`
 * or `expand "tv" to "television"`). `position` is 1-based; `condition` (and `parent`, its older name)
 * is the condition it runs under; `ready` is `false` while an ML statement's model is not ready.
 */
export type StatementModel = Schemas['OutgoingStatement'];

/**
 * What creating or replacing a statement takes: `feature`, `definition`, and the id of the condition it
 * runs under. Beside the published `IncomingStatement`, the platform takes a 1-based `position` (default:
 * last) and `condition`, the newer name of `parent`.
 */
export type NewStatementModel = Schemas['IncomingStatement'] & { position?: number; condition?: string };

/** Query parameters of `pipelines.statements.list`: `filter` matches definitions and descriptions. */
export type ListStatementsQuery = QueryOf<operations['listQueryPipelineStatementsV2']> & PipelinePaging;

/** A page of statements; `totalCount` is `totalEntries`. */
export type StatementPage = Schemas['OutgoingStatements'];

/**
 * How an import treats the statements already there: `overwrite` (default) replaces those of the imported
 * features (every statement when no `feature` is given); `append` keeps them and adds the file's after them.
 */
export type StatementImportMode = 'overwrite' | 'append' | (string & {});

export interface ImportStatementsQuery extends OrganizationOption {
  /** Import only the rows of this feature (and, with `overwrite`, replace only that feature). */
  feature?: StatementFeature;
}

/** Where a statement goes: a 1-based `position`, or right `after` another statement (its id). */
export type MoveStatementModel = Schemas['IncomingMoveStatement'];

export type CopyStatementsModel = Schemas['IncomingCopyStatements'];

/**
 * An ML model association: a model that answers the queries of a pipeline. `position` is 1-based;
 * `modelStatus` is the model's (`ONLINE`, `BUILDING`, ... as `ml.models.get` gives it), or `DELETED`
 * once the model is gone; `condition` is the id of the condition it runs under.
 */
export type MLAssociationModel = Schemas['MlPipelineAssociationWithGroupAndCondition'];

/** What associating a model takes: `modelId` at least; `cacheMaximumAge` is an ISO 8601 duration (e.g. `PT10S`). */
export type NewMLAssociationModel = Schemas['CreateAssociationRequest'];

/** What changing an association takes. */
export type EditMLAssociationModel = Schemas['EditAssociationRequest'];

export type MLAssociationPage = Schemas['AssociationWithConditionResponseBody'];

/** Where a model is used: every association of it, with its pipeline. */
export interface AssociatedPipelinesModel {
  modelId: string;
  associations: Array<{ associationId: string; pipelineId: string; pipelineName: string }>;
}

/** The version of the ML integration a pipeline runs. */
export interface PipelineMlVersionModel {
  pipelineId: string;
  /** e.g. `2`. */
  version: number | string;
  [field: string]: unknown;
}

/** Match operators of rule predicates. */
export type MatchOperatorKind = 'is' | 'contains' | 'matches';
/** Locales a predicate applies to: every locale, queries without one, or one (`code`). */
export type LocaleKind = 'all' | 'unspecified' | 'specific';

/**
 * When a rule applies: the query compared with `basicQueryExpression` by the match operator, in some
 * locales (`basicExpressionAndLocalePredicate`), or a QPL condition such as `$query contains "tv"`
 * (`qplPredicate`).
 */
export type RulePredicate =
  | {
      kind: 'basicExpressionAndLocalePredicate';
      basicQueryExpression?: string;
      matchOperator?: { kind: MatchOperatorKind };
      locale?: { kind?: LocaleKind; code?: string };
    }
  | { kind: 'qplPredicate'; code: string };

/** A facet state rule: sets a facet's values' state when its predicates hold. */
export interface FacetStateRule {
  kind: 'selectValues' | 'excludeValues' | (string & {});
  field?: string;
  values?: string[];
  state?: 'selected' | 'excluded' | 'idle' | (string & {});
  description?: string;
  defaultMatchOperator?: { kind: MatchOperatorKind };
  predicates?: RulePredicate[];
  condition?: { reference: string };
  [field: string]: unknown;
}

export interface FacetStateRuleModel {
  id: string;
  /** 1-based order among the pipeline's facet state rules. */
  position: number;
  rule: FacetStateRule;
}

export interface ListRulesQuery extends OrganizationOption, PipelinePaging {
  isOrderAscending?: boolean;
  filter?: string;
  sortBy?: string;
}

export interface FacetStateRulePage {
  facetStateRules: FacetStateRuleModel[];
  totalCount: number;
  totalPages: number;
}

/** Result ranking kinds: a featured result puts documents on top; a ranking expression changes scores. */
export type ResultRankingKind = ResultRankingProps['kind'];
/** A result ranking rule's status. */
export type ResultRankingStatus = Schemas['ResultRankingRuleStatus'];
/** `ruleTypes` filter values. */
export type ResultRankingRuleType = Schemas['ResultRankingRuleType'];

/**
 * The configuration of a result ranking rule: a featured result, which puts its `targets` first when
 * its predicates hold, or a ranking expression, which changes the score (`rankingModifier`, -1000 to
 * 1000) of the items its query expressions select (`kind`).
 */
export type ResultRankingProps = Schemas['ResultRankingRuleCreateRequest'];

/** The items a query expression selects, e.g. `{ queryExpression: '@filetype==pdf' }`. */
export type QueryExpressionTarget = Schemas['ResultRankingRuleTargetQueryExpression'];

/**
 * Which documents a featured result puts on top: one by `uniqueId`, those a query expression selects,
 * or a family of localized items (`localizedContent`).
 */
export type ResultRankingTarget = Schemas['ResultRankingRuleTargetFeaturedResults'];

/** A featured result's configuration. */
export type FeaturedResultProps = Schemas['ResultRankingRuleFeaturedResultsCreateRequest'];

/** A ranking expression's configuration. */
export type RankingExpressionProps = Schemas['ResultRankingRuleRankingExpressionCreateRequest'];

/** The statement group a result ranking rule belongs to, with its status. */
export type ResultRankingGroup = Schemas['ResultRankingRuleAssociatedGroupWithStatus'];

/** A result ranking rule as lists give it: its configuration under `resultRanking`; `modifiedAt` in ms since the epoch. */
export type ResultRankingModel = Schemas['ResultRankingRuleIdentifiedWithGroupStatusListResponse'];

/** One result ranking rule as `get` gives it: its configuration beside its `id`. */
export type ResultRankingRuleModel = Schemas['ResultRankingRuleGetResponse'];

/** Query parameters of `pipelines.resultRankings.list` (`kind` and `enabledStatus` deprecated: use `ruleTypes`, `ruleStatuses`). */
export type ListResultRankingsQuery = QueryOf<operations['listResultRankingRules']> & PipelinePaging;

/** A page of rules, with counts over the whole pipeline by group, status and type (`groupedBy`). */
export type ResultRankingPage = Schemas['ResultRankingListResponse'];

export type BulkGetResultRankingsQuery = QueryOf<operations['bulkGetResultRankingOperation']> &
  PipelinePaging;

export type CopyResultRankingsModel = Schemas['CopyResultRankingRulesRequest'];

/** Statement group types: a campaign runs between two dates; a permanent group runs while active. */
export type StatementGroupType = Schemas['StatementGroupType'];
/**
 * A statement group's status, derived from `isActive` and, for campaigns, the dates: `notStarted`
 * before `campaignStart`, `expired` after `campaignEnd`.
 */
export type StatementGroupStatus = Schemas['StatementGroupStatus'];

/** A statement group: a campaign (with its ISO 8601 dates) or a permanent group. */
export type StatementGroupModel = Schemas['GetStatementGroup'];

/**
 * A statement group as creating it answers: its own fields, without the `status` and the counts that
 * `get` derives.
 */
export type CreatedStatementGroupModel = Schemas['CreateStatementGroupResponse'];

/** What creating a campaign takes: its rules apply between two dates (ISO 8601). */
export type NewCampaignGroupModel = Schemas['CreateOrUpdateCampaignGroup'];

/** What creating a permanent group takes: its rules apply while it is active. */
export type NewPermanentGroupModel = Schemas['CreateOrUpdatePermanentGroup'];

/**
 * What creating or replacing a statement group takes: a campaign with its dates, or a permanent group
 * with `isActive` (the platform requires them).
 */
export type NewStatementGroupModel = Schemas['CreateOrUpdateStatementGroup'];

/** The published `status` and `types` are plain strings: the platform takes one value or several. */
export type ListStatementGroupsQuery = Omit<QueryOf<operations['listStatementGroups']>, 'status' | 'types'> &
  PipelinePaging & {
    status?: StatementGroupStatus | StatementGroupStatus[];
    types?: StatementGroupType | StatementGroupType[];
  };

/** A page of statement groups, with counts by status and type (`groupComposition`). */
export type StatementGroupPage = Schemas['ListStatementGroupsResponse'];

/** A rule a statement group holds. */
export type StatementGroupRule = Schemas['StatementGroupAssociationItem'];

/** Rules to add to a group (a rule of another group moves here) and to remove (others are ignored). */
export type StatementGroupAssociationsModel = Schemas['UpdateStatementGroupAssociationsRequest'];
