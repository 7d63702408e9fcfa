import type { GetResult, RequestSettings } from '../../core/options';
import type { BodyOf, QueryOf } from '../../core/published';
import { type Areas, Resource } from '../../core/resource';
import type { paths as searchApi } from '../../generated/search';
import {
  searchAnalysisEndpoints,
  searchAuthenticationEndpoints,
  searchEndpoints,
  searchSamlProviderEndpoints,
  searchSharePointProviderEndpoints,
  searchTrustedUriEndpoints,
  searchV3Endpoints,
} from './endpoints';
import type {
  SearchAnalysisCalls,
  SearchAuthenticationCalls,
  SearchAuthenticationSamlCalls,
  SearchAuthenticationSharePointCalls,
  SearchAuthenticationTrustedUrisCalls,
  SearchCalls,
  SearchV3Calls,
} from './endpoints.generated';
import type {
  FacetSearchRequest,
  FacetSearchResponse,
  FieldValuesQuery,
  FieldValuesResponse,
  PreviewHtmlQuery,
  QueryReplayRequest,
  QueryReplayResponse,
  QuerySuggestRequest,
  QuerySuggestResponse,
  SearchDocumentQuery,
  SearchFieldModel,
  SearchQueryOptions,
  SearchReadQuery,
  SearchRequest,
  SearchResponse,
  SearchResult,
  SearchTokenRequest,
} from './models';

/** Query analysis (`/rest/search/v3/analysis`): replays past queries, parses query expressions. */
export class SearchAnalysis extends Resource<typeof searchAnalysisEndpoints> {
  get endpoints() {
    return searchAnalysisEndpoints;
  }

  /**
   * Replays a past query through the query pipelines as they are now.
   * `POST /rest/search/v3/analysis/inspect/replay` (body `{ dateRange, id }`).
   * @param replay `id`: the query's `searchUid`; `dateRange`: `{ from, to? }`, when it was made.
   * @returns `{ requestParameters, execution, results, totalResultsCount }`: the query as it was made,
   *   what each step did now (pipeline selection, filters, ranking expressions, featured results, index
   *   query) and what it answers now.
   * @throws PlatformError 404 for a query not found in that range, 400 for a malformed range.
   */
  async replay(replay: QueryReplayRequest, query?: { organizationId?: string }, settings?: RequestSettings) {
    return this.call<QueryReplayResponse>(
      'replay',
      { body: { dateRange: replay.dateRange, id: replay.id }, query },
      settings,
    );
  }
}

// The calls of SearchAnalysis that follow the argument convention: Resource makes them from the endpoint table.
export interface SearchAnalysis extends SearchAnalysisCalls {}

/**
 * The Search API's v3 calls (`/rest/search/v3`), the same operations as v2 with the v3 request and answer
 * models, and passage retrieval. The organization is the `organizationId` query parameter, the configured
 * one unless given. Every method rejects with `PlatformError` on a non-success answer.
 */
export class SearchV3 extends Resource<typeof searchV3Endpoints> {
  get endpoints() {
    return searchV3Endpoints;
  }
}

// The calls of SearchV3 that follow the argument convention: Resource makes them from the endpoint table.
export interface SearchV3 extends SearchV3Calls {
  /**
   * Reads one named data stream of an item (Search API v3). `GET /rest/search/v3/datastream`.
   * @param query `dataStream` (the stream's name, e.g. `$Thumbnail$`), the item (`uniqueId` or
   *   `primaryId`), `contentType`, `organizationId`, ...
   * @returns the stream's content as text.
   * @throws PlatformError 404 for an unknown item or stream.
   */
  getDataStream<S extends RequestSettings = {}>(
    query: QueryOf<searchApi['/rest/search/v3/datastream']['get']>,
    settings?: S,
  ): Promise<GetResult<string, S>>;

  /**
   * Renders an item as HTML, the terms of the query in the body highlighted (Search API v3).
   * `POST /rest/search/v3/html`.
   * @param request the query whose terms to highlight (`q`, ...), or `{}`.
   * @param query the item (`uniqueId` or `primaryId`), `requestedOutputSize` (bytes), `organizationId`, ...
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown item.
   */
  previewHtml(
    request: BodyOf<searchApi['/rest/search/v3/html']['post']>,
    query?: QueryOf<searchApi['/rest/search/v3/html']['post']>,
    settings?: RequestSettings,
  ): Promise<string>;
}

/** The organization's SAML search authentication providers (`/rest/organizations/{org}/authentication/saml`). */
export class SearchSamlProviders extends Resource<typeof searchSamlProviderEndpoints> {
  get endpoints() {
    return searchSamlProviderEndpoints;
  }
}

// The calls of SearchSamlProviders that follow the argument convention: Resource makes them from the endpoint table.
export interface SearchSamlProviders extends SearchAuthenticationSamlCalls {}

/** The organization's SharePoint claims authentication providers (`/rest/organizations/{org}/authentication/sharepoint`). */
export class SearchSharePointProviders extends Resource<typeof searchSharePointProviderEndpoints> {
  get endpoints() {
    return searchSharePointProviderEndpoints;
  }
}

// The calls of SearchSharePointProviders that follow the argument convention: Resource makes them from the endpoint table.
export interface SearchSharePointProviders extends SearchAuthenticationSharePointCalls {}

/**
 * Trusted search page URIs (`/rest/organizations/{org}/authentication/trusteduris`): the URI prefixes of the
 * search pages allowed to sign in with the organization's SAML provider. None is trusted by default.
 */
export class SearchTrustedUris extends Resource<typeof searchTrustedUriEndpoints> {
  get endpoints() {
    return searchTrustedUriEndpoints;
  }
}

// The calls of SearchTrustedUris that follow the argument convention: Resource makes them from the endpoint table.
export interface SearchTrustedUris extends SearchAuthenticationTrustedUrisCalls {}

/**
 * The Search API's authentication settings of the organization (`/rest/organizations/{org}/authentication`):
 * the providers a search page signs its users in with, and the search pages trusted to do so.
 */
export class SearchAuthentication extends Resource<typeof searchAuthenticationEndpoints> {
  get endpoints() {
    return searchAuthenticationEndpoints;
  }
}

// The calls of SearchAuthentication that follow the argument convention: Resource makes them from the endpoint table.
export interface SearchAuthentication extends SearchAuthenticationCalls {}

/**
 * The Search API (`/rest/search/v2`): what an administrator checks relevance with. The organization is the
 * `organizationId` query parameter, the configured one unless given. Every method rejects with
 * `PlatformError` on a non-success answer (400 for a malformed query, 404 for an unknown pipeline or item).
 */
export class Search extends Resource<typeof searchEndpoints> {
  get endpoints() {
    return searchEndpoints;
  }
}

// The calls of Search that follow the argument convention: Resource makes them from the endpoint table.
export interface Search extends SearchCalls {
  /**
   * Runs a query. `POST /rest/search/v2?organizationId=&viewAllContent=` with the query as the JSON body.
   * @param request `q` (keywords), `aq`, `cq`, `firstResult` (0-based), `numberOfResults` (default 10),
   *   `pipeline` (by name; default: the organization's default pipeline), ...
   * @param query `viewAllContent`, `organizationId`.
   * @returns the `SearchResponse`: `totalCount`, `results` (featured results first, with `isTopResult:
   *   true`; keywords highlighted), `facets` and `groupByResults` when asked for, `triggers`, `pipeline`,
   *   `searchUid`, `apiVersion`, `index`, the durations (ms), ...
   * @throws PlatformError 400 for a malformed query, 404 for an unknown pipeline.
   */
  query(
    request: SearchRequest,
    query?: SearchQueryOptions,
    settings?: RequestSettings,
  ): Promise<SearchResponse>;

  /**
   * Creates a search token: a short-lived credential that searches as the given identities.
   * `POST /rest/search/v2/token`.
   * @param request `userIds` (required), `pipeline`, `filter`, `searchHub`, `validFor` (ms).
   * @returns `{ token }`.
   * @throws PlatformError 400 without `userIds`.
   */
  createToken(
    request: SearchTokenRequest,
    query?: { organizationId?: string },
    settings?: RequestSettings,
  ): Promise<{ token: string }>;

  /**
   * Lists the values of a field, with their item counts. `GET /rest/search/v2/values?field=`.
   * @param query `field` (required), `pattern`, `patternType`, `maximumNumberOfValues` (default 10),
   *   `sortCriteria`, `pipeline`, ...
   * @returns `{ values: [{ value, lookupValue, numberOfResults }] }`, most frequent first unless
   *   `sortCriteria` says otherwise.
   * @throws PlatformError 400 without a field.
   */
  listFieldValues<S extends RequestSettings = {}>(
    query: FieldValuesQuery,
    settings?: S,
  ): Promise<GetResult<FieldValuesResponse, S>>;

  /**
   * Reads one item as a search result. `GET /rest/search/v2/document?uniqueId=`.
   * @returns the `SearchResult`.
   * @throws PlatformError 404 for an unknown item, 400 without `uniqueId`.
   */
  getDocument<S extends RequestSettings = {}>(
    query: SearchDocumentQuery,
    settings?: S,
  ): Promise<GetResult<SearchResult, S>>;

  /**
   * Searches the values of a facet. `POST /rest/search/v2/facet`.
   * @param request `field` (required), `query` (wildcards, default `*`), `numberOfValues` (default 10).
   * @returns `{ values: [{ displayValue, rawValue, count }], moreValuesAvailable }`.
   * @throws PlatformError 400 without a field.
   */
  searchFacet(
    request: FacetSearchRequest,
    query?: SearchQueryOptions,
    settings?: RequestSettings,
  ): Promise<FacetSearchResponse>;

  /**
   * Lists the fields a search can use. `GET /rest/search/v2/fields`.
   * @returns `{ fields: SearchFieldModel[] }`: `{ name: '@source', nativeName, type, fieldType,
   *   fieldSourceType, groupByField, sortByField, ... }`, by name.
   */
  listFields<S extends RequestSettings = {}>(
    query?: SearchReadQuery,
    settings?: S,
  ): Promise<GetResult<{ fields: SearchFieldModel[] }, S>>;

  /**
   * Renders an item as HTML, query terms highlighted. `POST /rest/search/v2/html?uniqueId=`.
   * @param request the query whose terms to highlight (`q`), or `{}`.
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown item, 400 without `uniqueId`.
   */
  previewHtml(request: SearchRequest, query: PreviewHtmlQuery, settings?: RequestSettings): Promise<string>;

  /**
   * Suggests queries that complete what the user typed. `POST /rest/search/v2/querySuggest`.
   * @param request `q` (what was typed), `count` (default 5), `pipeline`, ...
   * @returns `{ responseId, completions: [{ expression, highlighted, score, executableConfidence }] }`.
   * @throws PlatformError 400 for a malformed request.
   */
  querySuggest(
    request: QuerySuggestRequest,
    query?: { organizationId?: string },
    settings?: RequestSettings,
  ): Promise<QuerySuggestResponse>;

  /**
   * Renders an item as HTML, query terms highlighted, the query given in the query string.
   * `GET /rest/search/v2/html`.
   * @param query the item (`uniqueId` or `primaryId`), the query whose terms to highlight (`q`, `aq`,
   *   ...), `requestedOutputSize` (bytes), `organizationId`, ...
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown item.
   */
  previewHtmlByGet<S extends RequestSettings = {}>(
    query?: QueryOf<searchApi['/rest/search/v2/html']['get']>,
    settings?: S,
  ): Promise<GetResult<string, S>>;

  /**
   * Reads one named data stream of an item (its original file, thumbnail, ...). `GET /rest/search/v2/datastream`.
   * @param query `dataStream` (the stream's name, e.g. `$Thumbnail$`), the item (`uniqueId` or
   *   `primaryId`), `contentType`, `organizationId`, ...
   * @returns the stream's content as text.
   * @throws PlatformError 404 for an unknown item or stream.
   */
  getDataStream<S extends RequestSettings = {}>(
    query: QueryOf<searchApi['/rest/search/v2/datastream']['get']>,
    settings?: S,
  ): Promise<GetResult<string, S>>;
}

/** The areas of calls under {@link SearchAuthentication}, each a class of its own: `PlatformClient` nests them. */
export const searchAuthenticationAreas = {
  /** SAML search authentication providers. */
  saml: SearchSamlProviders,
  /** SharePoint claims authentication providers. */
  sharePoint: SearchSharePointProviders,
  /** Search page URI prefixes trusted to sign in with the SAML provider. */
  trustedUris: SearchTrustedUris,
} as const satisfies Areas;

/** The areas of calls under {@link Search}, each a class of its own: `PlatformClient` nests them. */
export const searchAreas = {
  /** Query analysis (replays, expression parsing). */
  analysis: SearchAnalysis,
  /** The Search API's v3 calls. */
  v3: SearchV3,
  /** Search authentication providers and trusted search page URIs. */
  authentication: [SearchAuthentication, searchAuthenticationAreas],
} as const satisfies Areas;
