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
  [parameter: string]: unknown;
}

/** One result of a query. */
export interface SearchResult {
  title: string;
  uri: string;
  printableUri?: string;
  clickUri: string;
  /** The item's unique id: result ranking targets name it. */
  uniqueId: string;
  excerpt: string;
  /** Field values, by field name (`source`, `urihash`, `filetype`, ...). */
  raw: Record<string, unknown>;
  score: number;
  /** Put first by a featured result rule. */
  isTopResult: boolean;
  isRecommendation?: boolean;
  /** With `debug`: why the result ranks where it does. */
  rankingInfo?: string | null;
  [field: string]: unknown;
}

/** The answer to a query. */
export interface SearchResponse {
  /** Every item the query matches, after the pipeline's filters. */
  totalCount: number;
  totalCountFiltered: number;
  /** Time the query took, in ms. */
  duration: number;
  searchUid: string;
  /** The name of the query pipeline that handled the query. */
  pipeline: string;
  /** The page of results asked for (`firstResult`, `numberOfResults`). */
  results: SearchResult[];
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
  description?: string;
  type: string;
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

export interface QueryReplayResponse {
  id: string;
  /** The query as it was made. */
  request: SearchRequest;
  /** What the pipeline answers now. */
  response: SearchResponse;
  [field: string]: unknown;
}
