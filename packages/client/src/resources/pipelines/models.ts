import type { PagedResult } from '../../core/pagination';
import type { components } from '../../generated/search';

/** Who may edit a pipeline's copy: `groupsThatCanEdit` and `apiKeysThatCanEdit`, each `[{ id }]`. */
export type DuplicatePipelinePermissions = components['schemas']['IncomingDuplicatePipelinePermissions'];

/** Options every search-API admin call takes: the organization, when not the configured one. */
export interface OrganizationOption {
  /** The organization; default: the client's configured organization. */
  organizationId?: string;
}

/** Paging of the search API's admin lists: `page` is 0-based; `perPage` (or `pageSize`) items per page. */
export interface PipelinePaging {
  page?: number;
  perPage?: number;
  pageSize?: number;
}

/**
 * A feature a pipeline statement enables. The platform may add others; they are kept as strings.
 * `filter` adds a query expression, `ranking` a ranking expression, `thesaurus` synonyms, `stop` stop words,
 * `top` featured results (old style), `trigger` notifications and redirects, `queryParamOverride`
 * query parameter overrides; `topClicks`, `querySuggest` and `recommendation` run ML models.
 */
export type StatementFeature =
  | 'filter'
  | 'trigger'
  | 'ranking'
  | 'stop'
  | 'thesaurus'
  | 'top'
  | 'resultRankings'
  | 'topClicks'
  | 'querySuggest'
  | 'rankingweight'
  | 'recommendation'
  | 'queryParamOverride'
  | (string & {});

/** A query pipeline: the rules that apply to the queries routed through it. */
export interface PipelineModel {
  id: string;
  name: string;
  description?: string;
  /** The organization's default pipeline; setting it on one clears it on the others. */
  isDefault?: boolean;
  /** The condition that routes queries to this pipeline (its QPL definition in `definition`). */
  condition?: Partial<ConditionModel>;
  /** A constant query expression added to every query of the pipeline, e.g. `@source==Docs`. */
  filter?: string;
  useCase?: string;
  splitTestEnabled?: boolean;
  splitTestName?: string;
  /** Share (0 to 1) of the queries routed to pipeline B during an A/B test. */
  splitTestRatio?: number;
  splitTestTarget?: string;
  /** 0-based position among the organization's pipelines. */
  position?: number;
  created_by?: string;
  last_modified_by?: string;
  /** How many statements of each feature the pipeline holds, and their `totalCount`. */
  statementComposition?: { totalCount?: number; [feature: string]: number | undefined };
  [field: string]: unknown;
}

/**
 * The organization's pipelines: every one (`totalEntries` of them), or one page of them with
 * `enablePagination` (then `totalPages` too).
 */
export interface PipelinePage {
  items: PipelineModel[];
  totalEntries: number;
  totalPages?: number;
}

/** What creating or replacing a pipeline takes: `name` at least. */
export type NewPipelineModel = Omit<PipelineModel, 'id' | 'position' | 'statementComposition'>;

export interface ListPipelinesQuery extends OrganizationOption, PipelinePaging {
  isOrderAscending?: boolean;
  /** Matches pipeline names and descriptions. */
  filter?: string;
  sortBy?: 'name' | 'position' | 'description' | (string & {});
  /** `true`: answer only the page `page` of `perPage` pipelines (default: every pipeline). */
  enablePagination?: boolean;
  /** Leave out the pipelines that are B of an A/B test. */
  excludeAbTestTargets?: boolean;
}

/** A condition: a QPL expression that statements, pipelines and rules can reference. */
export interface ConditionModel {
  id: string;
  /** The QPL expression, e.g. `when $query contains "price"`. */
  definition: string;
  description?: string;
  /**
   * The parsed expression: `{ operator, left, right }` trees, e.g. `{ operator: 'contains', left:
   * { object: 'query' }, right: 'tv' }`, joined by `and` / `or` operators.
   */
  detailed: { condition: unknown };
  modifiedBy?: string;
  /** ISO 8601. */
  modifiedAt?: string;
  /** With `expand=true`: how many resources use the condition. */
  associations?: { total: number };
  /** How many statements (and rules) run under the condition (deprecated by the platform). */
  childrenCount: number;
  /** Always `when` (deprecated by the platform). */
  feature: 'when' | (string & {});
  /** 1-based position among the organization's conditions (deprecated by the platform). */
  position: number;
  ready: boolean;
  [field: string]: unknown;
}

/** A page of conditions: under `statements`, as the platform names them; `totalCount` is `totalEntries`. */
export type ConditionPage = PagedResult<ConditionModel, 'statements'> & { totalCount: number };

export interface NewConditionModel {
  definition: string;
  description?: string;
  id?: string;
}

export type ConditionAssociationFilter = 'all' | 'associated' | 'notAssociated' | (string & {});

export interface ListConditionsQuery extends OrganizationOption, PipelinePaging {
  /** Default `true`. */
  isOrderAscending?: boolean;
  /** Matches definitions and descriptions. */
  filter?: string;
  sortBy?: 'position' | 'definition' | 'description' | (string & {});
  /** Adds `associations` to each condition. */
  expand?: boolean;
  associationFilter?: ConditionAssociationFilter;
}

export type BulkGetConditionsQuery = Omit<ListConditionsQuery, 'expand' | 'associationFilter'>;

/**
 * What a condition's association names: a pipeline (its routing condition), a statement of a pipeline, a
 * statement group.
 */
export type ConditionAssociationType = 'pipelines' | 'pipelineStatements' | 'pipelineStatementGroups';

/**
 * The kind of a `pipelineStatements` association: a statement's feature (`stop` is `stopWord`, `top`
 * `featuredResult`, `ranking` `rankingExpression`), a result ranking rule (`featuredResult`,
 * `rankingExpression`), or an ML model association or ML statement (`unmanagedMlStatement`).
 */
export type ConditionAssociationStatementType =
  | 'filter'
  | 'queryParamOverride'
  | 'rankingweight'
  | 'stopWord'
  | 'thesaurus'
  | 'trigger'
  | 'featuredResult'
  | 'rankingExpression'
  | 'unmanagedMlStatement';

/** A resource that references a condition. */
export interface ConditionAssociationModel {
  associationType: ConditionAssociationType | (string & {});
  /** For `pipelineStatements`. */
  pipelineStatementType?: ConditionAssociationStatementType | (string & {});
  id: string;
  pipelineId: string;
  pipelineName: string;
}

export interface ListConditionAssociationsQuery extends OrganizationOption, PipelinePaging {
  associationTypes?: ConditionAssociationType | ConditionAssociationType[];
  pipelineStatementType?: ConditionAssociationStatementType;
  pipelineName?: string;
  sortBy?: string;
  isOrderAscending?: boolean;
}

/** A statement of a pipeline: one rule of one feature, in QPL. */
export interface StatementModel {
  id: string;
  feature: StatementFeature;
  /** The QPL definition, e.g. `filter @source=="Docs"` or `expand "tv" to "television"`. */
  definition: string;
  description?: string;
  /** 1-based order in the pipeline. */
  position: number;
  /** The condition the statement runs under, with its definition. */
  condition?: ConditionModel;
  /** The same condition (the platform's older name for it). */
  parent?: ConditionModel;
  /** For ML statements: the model is ready. `true` otherwise. */
  ready: boolean;
  detailed: unknown;
  /** Statements hold no others: 0 (deprecated by the platform). */
  childrenCount: number;
  statementGroupId?: string;
  warnings?: string[];
  displayName?: string;
  [field: string]: unknown;
}

export interface NewStatementModel {
  feature: StatementFeature;
  definition: string;
  /** 1-based; default: last. */
  position?: number;
  description?: string;
  /** The id of the condition the statement runs under. */
  condition?: string;
  parent?: string;
  id?: string;
}

export interface ListStatementsQuery extends OrganizationOption, PipelinePaging {
  isOrderAscending?: boolean;
  /** Matches definitions and descriptions. */
  filter?: string;
  sortBy?: 'position' | 'definition' | 'description' | (string & {});
  feature?: StatementFeature;
  subFeature?: string;
}

/** A page of statements; `totalCount` is `totalEntries`. */
export type StatementPage = PagedResult<StatementModel, 'statements'> & { totalCount: number };

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
export interface MoveStatementModel {
  position?: number;
  after?: string;
}

export interface CopyStatementsModel {
  statementIds: string[];
  destinationPipelineId: string;
}

/** An ML model association: a model that answers the queries of a pipeline. */
export interface MLAssociationModel {
  id: string;
  /** 1-based order among the pipeline's associations. */
  position: number;
  modelId: string;
  /**
   * The model's status (`ONLINE`, `BUILDING`, `IN_QUEUE`, `FAILED`, ... as `ml.models.get` gives it), or
   * `DELETED` once the model is gone.
   */
  modelStatus: string;
  modelEngine?: string;
  modelDisplayName?: string;
  /** ISO 8601 duration, e.g. `PT10S`. */
  cacheMaximumAge?: string;
  /** The id of the condition the association runs under. */
  condition?: string;
  conditionDefinition?: string;
  customQueryParameters?: Record<string, unknown>;
  description?: string;
  enableWordCompletion?: boolean;
  exclusive?: boolean;
  intelligentTermDetection?: boolean;
  matchAdvancedExpression?: boolean;
  matchBasicExpression?: boolean;
  maxRecommendations?: number;
  rankingModifier?: number;
  [field: string]: unknown;
}

export type NewMLAssociationModel = Omit<MLAssociationModel, 'id' | 'position' | 'modelStatus'> & {
  modelId: string;
};

export type MLAssociationPage = PagedResult<MLAssociationModel, 'rules'>;

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
export type ResultRankingKind = 'featured_result' | 'ranking_expression';
/** A result ranking rule's status. */
export type ResultRankingStatus = 'active' | 'inactive';
/** `ruleTypes` filter values. */
export type ResultRankingRuleType = 'featuredResults' | 'rankingExpressions';

/** The items a query expression selects, e.g. `{ queryExpression: '@filetype==pdf' }`. */
export interface QueryExpressionTarget {
  queryExpression: string;
}

/**
 * Which documents a featured result puts on top: one by `uniqueId`, those a query expression selects,
 * or a family of localized items (`localizedContent`: the family's id in `familyIdField`, the locale in
 * `localeField`, given as `specific` or chosen from the query's with an `auto` default).
 */
export type ResultRankingTarget =
  | { uniqueId: string }
  | QueryExpressionTarget
  | {
      localizedContent: {
        familyId: string;
        familyIdField: string;
        localeField: string;
        locale: { auto?: { default: string }; specific?: string };
      };
    };

/** What every result ranking rule has. */
interface ResultRankingBase {
  name: string;
  description?: string;
  /** When the rule applies. No predicate: every query. */
  predicates?: RulePredicate[];
  defaultMatchOperator?: { kind: MatchOperatorKind };
  /** Default `true`: the pipeline uses the rule. */
  enabled?: boolean;
  condition?: { reference: string };
  statementGroupId?: string;
}

/** A featured result: puts its targets first when its predicates hold. */
export interface FeaturedResultProps extends ResultRankingBase {
  kind: 'featured_result';
  targets: ResultRankingTarget[];
  matchQuery?: boolean;
  matchAdvancedQuery?: boolean;
  includeInFacets?: boolean;
}

/** A ranking expression: changes the score of the items its query expressions select. */
export interface RankingExpressionProps extends ResultRankingBase {
  kind: 'ranking_expression';
  targets: QueryExpressionTarget[];
  /** The score change, -1000 to 1000. */
  rankingModifier: number;
  isConstant?: boolean;
  applyToEveryResult?: boolean;
  targetsMode?: 'simple' | 'advanced';
}

/** The configuration of a result ranking rule: a featured result or a ranking expression (`kind`). */
export type ResultRankingProps = FeaturedResultProps | RankingExpressionProps;

/** The statement group a result ranking rule belongs to, with its status. */
export interface ResultRankingGroup {
  id: string;
  name: string;
  isActive: boolean;
  status?: StatementGroupStatus;
}

/** A result ranking rule as lists give it: its configuration under `resultRanking`. */
export interface ResultRankingModel {
  id: string;
  resultRanking: ResultRankingProps;
  associatedGroup?: ResultRankingGroup;
  /** `active` when enabled and its group (if any) is active. */
  status?: ResultRankingStatus;
  modifiedBy?: string;
  /** ISO 8601. */
  modifiedAt?: string;
}

/** One result ranking rule as `get` gives it: its configuration beside its `id`. */
export type ResultRankingRuleModel = ResultRankingProps & {
  id: string;
  associatedGroup?: ResultRankingGroup;
  status?: ResultRankingStatus;
  modifiedBy?: string;
  /** ISO 8601. */
  modifiedAt?: string;
};

export interface ListResultRankingsQuery extends OrganizationOption, PipelinePaging {
  /** Only enabled (`true`) or disabled (`false`) rules. */
  enabledStatus?: boolean;
  /** Only the rules of this statement group. */
  statementGroupId?: string;
  /** Names of statement groups to keep. */
  associatedGroups?: string | string[];
  ruleTypes?: ResultRankingRuleType | ResultRankingRuleType[];
  ruleStatuses?: ResultRankingStatus | ResultRankingStatus[];
  expand?: boolean;
  isOrderAscending?: boolean;
  /** Matches rule names and descriptions. */
  filter?: string;
  /** @deprecated Use `ruleTypes`. */
  kind?: ResultRankingKind;
}

export interface ResultRankingPage {
  resultRankings: ResultRankingModel[];
  totalCount: number;
  totalPages: number;
  /** Counts over the whole pipeline, by group, status and type. */
  groupedBy?: {
    groups: { associated: Record<string, number>; orphaned: number };
    status: { active: number; inactive: number };
    type: { rankingExpressions: number; featuredResults: number };
  };
}

export interface BulkGetResultRankingsQuery extends OrganizationOption, PipelinePaging {
  enabledStatus?: ResultRankingStatus;
  filter?: string;
  isOrderAscending?: boolean;
  kind?: ResultRankingKind;
  statementGroupId?: string;
}

export interface CopyResultRankingsModel {
  destinationPipelineId: string;
  resultRankingIds: string[];
}

/** Statement group types: a campaign runs between two dates; a permanent group runs while active. */
export type StatementGroupType = 'campaign' | 'permanent';
/**
 * A statement group's status, derived from `isActive` and, for campaigns, the dates: `notStarted`
 * before `campaignStart`, `expired` after `campaignEnd`.
 */
export type StatementGroupStatus = 'active' | 'inactive' | 'expired' | 'notStarted';

export interface StatementGroupModel {
  id: string;
  name: string;
  type: StatementGroupType;
  description?: string;
  isActive?: boolean;
  status: StatementGroupStatus;
  /** Campaigns: ISO 8601. */
  campaignStart?: string;
  campaignEnd?: string;
  conditionId?: string;
  conditionDefinition?: string;
  /** ISO 8601. */
  createdAt: string;
  createdBy?: string;
  modifiedAt?: string;
  modifiedBy?: string;
  statementComposition: { resultRankingStatementCount: number; otherStatementCount: number };
  warnings: string[];
}

/** What every statement group takes. */
interface NewStatementGroupBase {
  name: string;
  description?: string;
  /** The condition the group's rules apply under. */
  conditionId?: string;
}

/** A campaign: its rules apply between two dates (ISO 8601). */
export interface NewCampaignGroupModel extends NewStatementGroupBase {
  type: 'campaign';
  campaignStart: string;
  campaignEnd: string;
  /** Default `true`. */
  isActive?: boolean;
}

/** A permanent group: its rules apply while it is active. */
export interface NewPermanentGroupModel extends NewStatementGroupBase {
  type: 'permanent';
  isActive: boolean;
}

/**
 * What creating or replacing a statement group takes: a campaign with its dates, or a permanent group
 * with `isActive` (the platform requires them).
 */
export type NewStatementGroupModel = NewCampaignGroupModel | NewPermanentGroupModel;

export interface ListStatementGroupsQuery extends OrganizationOption, PipelinePaging {
  filter?: string;
  status?: StatementGroupStatus | StatementGroupStatus[];
  types?: StatementGroupType | StatementGroupType[];
  sortBy?: string;
  isOrderAscending?: boolean;
}

export interface StatementGroupPage {
  groups: StatementGroupModel[];
  totalCount: number;
  totalPages: number;
  groupComposition: {
    activeGroupCount: number;
    inactiveGroupCount: number;
    expiredGroupCount: number;
    notStartedGroupCount: number;
    campaignGroupCount: number;
    permanentGroupCount: number;
  };
}

/** A rule a statement group holds. */
export interface StatementGroupRule {
  featureType: 'resultRankings' | (string & {});
  ruleId: string;
}

export interface StatementGroupAssociationsModel {
  /** Rules to add (a rule of another group moves here). */
  toAdd?: StatementGroupRule[];
  /** Rules to remove; rules of other groups and unknown rules are ignored. */
  toRemove?: StatementGroupRule[];
}
