import type { QueryOf } from '../../core/published';
import type { components, operations } from '../../generated/search';

type Schemas = components['schemas'];

/** The query string of a search call: the organization, and whether to see every item regardless of permissions. */
export interface SearchQueryOptions {
  /** The organization; default: the client's configured organization. */
  organizationId?: string;
  /** See every item, whatever its permissions (needs the privilege to). Sent as `true`/`false`. */
  viewAllContent?: boolean;
}

/**
 * A query, the JSON body of `POST /rest/search/v2`: `q` the basic query expression (keywords), `aq` the
 * advanced one (e.g. `@source=="Docs"`), `cq` the constant one (cached); `firstResult` is 0-based,
 * `numberOfResults` defaults to 10 (at most 1000); `pipeline` names the query pipeline (default: the
 * organization's default one); `debug` adds `executionReport` to the answer; `facets` and `groupBy`
 * count field values over the results.
 */
export type SearchRequest = Schemas['RestQueryParameters'];

/** A facet of a query: the values of `field` (up to `numberOfValues`, default 8); `currentValues` with `state` `selected` or `excluded` filter the items. */
export type SearchFacetRequest = Schemas['RestFacetRequest'];

export type SearchFacetValueState = Schemas['RestFacetResultValue']['state'];

/** Where a query word is in a text: `offset` and `length`, in UTF-16 code units. */
export type SearchHighlight = Schemas['RestHighlightResponse'];

/**
 * One result of a query: `uniqueId` is what result ranking targets name, `raw` the field values by field
 * name, `percentScore` 0 to 100, `rankingInfo` with `debug` only. The published `parentResult` is a
 * result or any value: here, the parent result or `null`.
 */
export type SearchResult = Omit<Schemas['RestQueryResult'], 'parentResult' | 'childResults'> & {
  parentResult: SearchResult | null;
  childResults: SearchResult[];
};

/** The values of a facet of a query, with their counts. */
export type SearchFacetResult = Schemas['RestFacetResult'];

/** The counted values of a `groupBy` of a query. */
export type SearchGroupByResult = Schemas['RestGroupByResult'];

/**
 * The answer to a query: `totalCount` items match, `duration`, `indexDuration` and `requestDuration`
 * in ms, `pipeline` the name of the pipeline that handled it, `triggers` what the pipeline's trigger
 * statements ask the page to do. `executionReport` comes with `debug` (not in the published answer).
 */
export type SearchResponse = Omit<Schemas['RestQueryResponse'], 'results'> & {
  results: SearchResult[];
  executionReport?: unknown;
};

/**
 * An identity a search token searches as (`name`, e.g. `ann@example.com`; `provider`, the security
 * provider that knows it). The platform's schema requires every field: `authCookie` and the deprecated
 * `password` may be empty, `infos` an empty object.
 */
export type SearchTokenUserId = Schemas['RestUserId'];

/** The body of a search token request: `userIds` (at least one); `validFor` is the lifetime in ms (default 86 400 000, 24 h). */
export type SearchTokenRequest = Schemas['RestTokenParams'];

/**
 * The query string of `GET /rest/search/v2/values`: `field` (with or without `@`) is required, though
 * the published parameter is optional; `patternType` is `Wildcards` (default), `Regex`, `EditDistance`
 * or `Phonetic`; `maximumNumberOfValues` defaults to 10.
 */
export type FieldValuesQuery = QueryOf<operations['valuesGet']> & { field: string };

/** The values of a field with their number of items. */
export type FieldValuesResponse = Required<Schemas['ListFieldValuesResponse']>;

/** A field as the Search API lists it: `name` with `@`, `nativeName` without; `groupByField` when it can be a facet. */
export type SearchFieldModel = NonNullable<Schemas['ListFieldsResponse']['fields']>[number];

/** Query string of the Search API's reads (`/document`, `/fields`). */
export type SearchReadQuery = QueryOf<operations['fields']> & SearchQueryOptions;

/** Query string of `GET /rest/search/v2/document`: `uniqueId` names the item (or `primaryId`), with the query's context. */
export type SearchDocumentQuery = QueryOf<operations['document']> & SearchQueryOptions;

/** A facet search: values of `field` that match `query` (wildcards, default `*`). */
export type FacetSearchRequest = Schemas['RestFacetSearchParameters'];

export type FacetSearchResponse = Schemas['RestFacetSearchResponse'];

/** Query string of `POST /rest/search/v2/html`: `uniqueId` names the item; `requestedOutputSize` in bytes (0: the whole document). */
export type PreviewHtmlQuery = QueryOf<operations['htmlPost']>;

/** A query suggestion request: `q` is what the user typed so far; `count` defaults to 5. */
export type QuerySuggestRequest = Schemas['RestQuerySuggestParameters'];

/** Query suggestions; `responseId` identifies this answer (usage analytics events name it). */
export type QuerySuggestResponse = Schemas['QuerySuggestResponse'];

/**
 * A replay of a past query (`id`, its `searchUid`) through the pipelines as they are now; `dateRange`
 * bounds when the query was made, in ms since the epoch.
 */
export type QueryReplayRequest = Omit<Schemas['InspectReplayRequest'], 'dateRange'> & {
  /** Each bound in ms since the epoch or as an ISO 8601 date-time, which the published schema leaves out. */
  dateRange?: { from: string | number; to?: string | number };
};

/** A rule that applied in a step of a replay. */
export type QueryReplayRule = NonNullable<Extract<QueryReplayStep, { applied?: unknown }>['applied']>[number];

/**
 * A step of a replay, with the time it took (ms): the pipeline selection, the rules of a kind
 * (`filters`, `rankingExpressions`, `featuredResults`), and the query sent to the index (`indexQuery`).
 */
export type QueryReplayStep = Schemas['ReplayExecutionStep'];

/** A past query run again through the pipelines as they are now: the steps, the results it answers now. */
export type QueryReplayResponse = Schemas['InspectReplayResponse'];
