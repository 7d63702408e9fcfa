/** The query string of a search call: the organization, and whether to see every item regardless of permissions. */
export interface SearchQueryOptions {
  /** The organization; default: the client's configured organization. */
  organizationId?: string;
  /** See every item, whatever its permissions (needs the privilege to). Sent as `true`/`false`. */
  viewAllContent?: boolean;
}

/** A query, the JSON body of `POST /rest/search/v2`. Other Search API parameters pass through as they are. */
export interface SearchRequest {
  /** The basic query expression: keywords, e.g. `install guide`. */
  q?: string;
  /** The advanced query expression, e.g. `@source=="Docs"`. */
  aq?: string;
  /** The constant query expression (cached), e.g. `@filetype==html`. */
  cq?: string;
  /** 0-based index of the first result to return. Default 0. */
  firstResult?: number;
  /** Results per page. Default 10, at most 1000. */
  numberOfResults?: number;
  /** The query pipeline to route the query through, by name; default: the organization's default pipeline. */
  pipeline?: string;
  searchHub?: string;
  tab?: string;
  locale?: string;
  /** Fields to return in `raw`; default all. */
  fieldsToInclude?: string[];
  /** Adds `executionReport` to the answer. */
  debug?: boolean;
  /**
   * Facets to count: the values of each `field` (up to `numberOfValues`, default 8) over the results;
   * `currentValues` with `state: 'selected'` keep only the items holding one of them, `excluded` leave out
   * those holding one.
   */
  facets?: SearchFacetRequest[];
  /** Field values to count over the results: `field`, `maximumNumberOfValues` (default 10). */
  groupBy?: Array<{ field: string; maximumNumberOfValues?: number; [parameter: string]: unknown }>;
  [parameter: string]: unknown;
}

/** A facet of a query. */
export interface SearchFacetRequest {
  field: string;
  numberOfValues?: number;
  currentValues?: Array<{ value: string; state: SearchFacetValueState }>;
  [parameter: string]: unknown;
}

export type SearchFacetValueState = 'idle' | 'selected' | 'excluded';

/** Where a query word is in a text: `offset` and `length`, in UTF-16 code units. */
export interface SearchHighlight {
  offset: number;
  length: number;
}

/** One result of a query. */
export interface SearchResult {
  title: string;
  uri: string;
  printableUri: string;
  clickUri: string;
  /** The item's unique id: result ranking targets name it. */
  uniqueId: string;
  primaryid: string | null;
  excerpt: string;
  firstSentences: string | null;
  summary: string | null;
  /** `;`-separated, e.g. `HasHtmlVersion`. */
  flags: string;
  hasHtmlVersion: boolean;
  hasMobileHtmlVersion: boolean;
  /** Field values, by field name (`source`, `urihash`, `filetype`, ...). */
  raw: Record<string, unknown>;
  score: number;
  /** 0 to 100. */
  percentScore: number;
  rating: number;
  /** Put first by a featured result rule. */
  isTopResult: boolean;
  isRecommendation: boolean;
  isUserActionView: boolean;
  /** With `debug`: why the result ranks where it does; `null` otherwise. */
  rankingInfo: string | null;
  /** Where the query's keywords are in the title, excerpt, URI, ... */
  titleHighlights: SearchHighlight[];
  excerptHighlights: SearchHighlight[];
  printableUriHighlights: SearchHighlight[];
  firstSentencesHighlights: SearchHighlight[];
  summaryHighlights: SearchHighlight[];
  /** Folding: the item's parent (`null` when none) and children. */
  parentResult: SearchResult | null;
  childResults: SearchResult[];
  totalNumberOfChildResults: number;
  /** The query's keywords the item lacks (a featured result may). */
  absentTerms: string[];
  [field: string]: unknown;
}

/** The values of a facet of a query, with their counts. */
export interface SearchFacetResult {
  field: string;
  moreValuesAvailable: boolean;
  values: Array<{ value: string; state: SearchFacetValueState; numberOfResults: number }>;
  indexScore: number;
  [field: string]: unknown;
}

/** The counted values of a `groupBy` of a query. */
export interface SearchGroupByResult {
  field: string;
  values: Array<{
    value: string;
    lookupValue: string;
    numberOfResults: number;
    score: number;
    valueType: string;
    computedFieldResults: number[];
  }>;
  globalComputedFieldResults: number[];
}

/** The answer to a query. */
export interface SearchResponse {
  /** Every item the query matches, after the pipeline's filters and the facets' selections. */
  totalCount: number;
  totalCountFiltered: number;
  /** Time the query took, in ms: in all, in the index, and the request as a whole. */
  duration: number;
  indexDuration: number;
  requestDuration: number;
  searchUid: string;
  /** The name of the query pipeline that handled the query. */
  pipeline: string | null;
  /** The Search API's version, `2`. */
  apiVersion: number;
  /** The id of the index that answered. */
  index: string;
  /** The page of results asked for (`firstResult`, `numberOfResults`). */
  results: SearchResult[];
  /** The query's `facets`, counted. */
  facets: SearchFacetResult[];
  /** The query's `groupBy`, counted. */
  groupByResults: SearchGroupByResult[];
  categoryFacets: unknown[];
  suggestedFacets: unknown[];
  /** What the pipeline's trigger statements ask the page to do: `notify`, `execute`, `query`, `redirect`. */
  triggers: Array<{ type: 'notify' | 'execute' | 'query' | 'redirect'; content: unknown }>;
  /** Each keyword, with the forms of it to highlight. */
  termsToHighlight: Record<string, string[]>;
  /** Each quoted phrase, with its words' forms to highlight. */
  phrasesToHighlight: Record<string, Record<string, string[]>>;
  refinedKeywords: string[];
  /** With `debug`: what each step of the pipeline did. */
  executionReport?: unknown;
  [field: string]: unknown;
}

/**
 * An identity a search token searches as. The platform's schema requires every field: `authCookie`
 * and the deprecated `password` may be empty, `infos` an empty object.
 */
export interface SearchTokenUserId {
  /** The identity's name, e.g. `ann@example.com`. */
  name: string;
  type: 'User' | 'Group' | 'VirtualGroup' | 'Unknown';
  /** The security provider that knows the identity, e.g. `Email Security Provider`. */
  provider: string;
  /** More about the identity, as text by name. */
  infos: Record<string, string>;
  authCookie: string;
  /** @deprecated Required by the schema; send `''`. */
  password: string;
}

/** The body of a search token request. */
export interface SearchTokenRequest {
  /** Identities the token searches as (at least one). */
  userIds: SearchTokenUserId[];
  userGroups?: string[];
  userDisplayName?: string;
  /** Queries made with the token go through this pipeline. */
  pipeline?: string;
  /** Added to every query made with the token. */
  filter?: string;
  searchHub?: string;
  /** Lifetime, in ms. Default 86 400 000 (24 h). */
  validFor?: number;
  [field: string]: unknown;
}

/** The query string of `GET /rest/search/v2/values`: `field` is required. */
export interface FieldValuesQuery {
  /** The field, with or without `@`. */
  field: string;
  /** Only values matching this pattern. */
  pattern?: string;
  /** `Wildcards` (default), `Regex`, `EditDistance` or `Phonetic`. */
  patternType?: 'Wildcards' | 'Regex' | 'EditDistance' | 'Phonetic' | (string & {});
  /** `occurrences` (default) or `alphaAscending`, `alphaDescending`. */
  sortCriteria?: string;
  /** Default 10. */
  maximumNumberOfValues?: number;
  queryOverride?: string;
  constantQueryOverride?: string;
  pipeline?: string;
  searchHub?: string;
  organizationId?: string;
  viewAllContent?: boolean;
  [parameter: string]: unknown;
}

/** The values of a field with their number of items. */
export interface FieldValuesResponse {
  values: Array<{ value: string; lookupValue: string; numberOfResults: number }>;
}

/** A field as the Search API lists it. */
export interface SearchFieldModel {
  /** With `@`, e.g. `@source`. */
  name: string;
  /** Without `@`. */
  nativeName: string;
  description: string;
  /** The Search API's type name: `String`, `Date`, `Long`, `Double`, ... */
  type: string;
  /** The index's type name: `STRING`, `DATE`, `LONG`, ... */
  fieldType: string;
  /** `System` for a field the platform makes, `Custom` for one of the organization's. */
  fieldSourceType: string;
  defaultValue: string;
  includeInQuery: boolean;
  includeInResults: boolean;
  /** The field can be a facet. */
  groupByField: boolean;
  /** A multi-value facet. */
  splitGroupByField: boolean;
  sortByField: boolean;
  [field: string]: unknown;
}

/** Query string of the Search API's reads (`/document`, `/fields`). */
export interface SearchReadQuery extends SearchQueryOptions {
  pipeline?: string;
  searchHub?: string;
  timezone?: string;
  debug?: boolean;
  index?: string;
  [parameter: string]: unknown;
}

/** A facet search: values of `field` that match `query` (wildcards). */
export interface FacetSearchRequest {
  field: string;
  /** e.g. `doc*`. Default `*`. */
  query?: string;
  numberOfValues?: number;
  ignoreValues?: string[];
  searchContext?: SearchRequest;
  [field: string]: unknown;
}

export interface FacetSearchResponse {
  values: Array<{ displayValue: string; rawValue: string; count: number }>;
  moreValuesAvailable: boolean;
}

/** Query string of `POST /rest/search/v2/html`: `uniqueId` names the item. */
export interface PreviewHtmlQuery extends SearchQueryOptions {
  uniqueId: string;
  enableNavigation?: boolean;
  findNext?: number;
  findPrevious?: number;
  page?: number;
  /** Bytes; 0 for the whole document. */
  requestedOutputSize?: number;
}

/** A query suggestion request: `q` is what the user typed so far. */
export interface QuerySuggestRequest {
  q: string;
  /** Default 5. */
  count?: number;
  pipeline?: string;
  searchHub?: string;
  locale?: string;
  enableWordCompletion?: boolean;
  [parameter: string]: unknown;
}

export interface QuerySuggestResponse {
  /** Identifies this answer (usage analytics events name it). */
  responseId: string;
  completions: Array<{
    expression: string;
    highlighted: string;
    score: number;
    executableConfidence: number;
  }>;
}

/** A replay of a past query through the pipelines as they are now. */
export interface QueryReplayRequest {
  /** The `searchUid` of the query to replay. */
  id: string;
  /**
   * When the query was made: from `from` to `to` (left out: up to now), each an ISO 8601 date-time or ms
   * since the epoch. Left out: any time.
   */
  dateRange?: { from: string | number; to?: string | number };
}

/** A rule that applied in a step of a replay. */
export interface QueryReplayRule {
  /** The statement's or result ranking rule's id. */
  id: string;
  /** The condition it runs under. */
  condition?: { id: string };
  /** Filters: the query parameter each adds to (`aq`, `cq`, ...) and what it adds. */
  affectedRequestParameters?: Array<{ name: string; value?: unknown }>;
  /** Ranking expressions and featured results: the 1-based positions of the results they moved. */
  affectedResultsPosition?: number[];
  /** Ranking expressions: the score change. */
  boost?: number;
}

/**
 * A step of a replay, with the time it took (ms): the pipeline selection (`pipelineSelection`, why that
 * pipeline: `PARAMETER_PIPELINE` when the query named it, `DEFAULT` otherwise), the rules of a kind
 * (`filters`, `rankingExpressions`, `featuredResults`: `totalCount` held, `appliedCount` applied, `applied`),
 * and the query sent to the index (`indexQuery`, its `request`).
 */
export interface QueryReplayStep {
  type:
    | 'pipelineSelection'
    | 'filters'
    | 'rankingExpressions'
    | 'featuredResults'
    | 'indexQuery'
    | (string & {});
  name: string;
  durationInMs: number;
  selectedPipeline?: { id: string; name: string };
  selectionCause?: { type: string };
  totalCount?: number;
  appliedCount?: number;
  applied?: QueryReplayRule[];
  request?: unknown;
  [field: string]: unknown;
}

/** A past query run again through the pipelines as they are now. */
export interface QueryReplayResponse {
  /** The query as it was made. */
  requestParameters: SearchRequest;
  /** What each step of the pipeline did, in order. */
  execution: QueryReplayStep[];
  /** The page of results the query answers now: title, click URI and field values. */
  results: Array<{ title: string; clickUri: string; fields: Record<string, unknown> }>;
  /** How many items the query matches now. */
  totalResultsCount: number;
  [field: string]: unknown;
}
