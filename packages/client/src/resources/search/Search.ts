import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { searchAnalysisEndpoints, searchEndpoints } from './endpoints';
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
  SearchFieldModel,
  SearchQueryOptions,
  SearchReadQuery,
  SearchRequest,
  SearchResponse,
  SearchResult,
  SearchTokenRequest,
} from './models';

/** Query analysis: replays past queries (`/rest/search/v3/analysis`). */
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

/**
 * The Search API (`/rest/search/v2`): what an administrator checks relevance with. The organization is the
 * `organizationId` query parameter, the configured one unless given. Every method rejects with
 * `PlatformError` on a non-success answer (400 for a malformed query, 404 for an unknown pipeline or item).
 */
export class Search extends Resource<typeof searchEndpoints> {
  get endpoints() {
    return searchEndpoints;
  }

  /** Query analysis (replays). */
  readonly analysis = new SearchAnalysis(this.transport);
}

// The calls of Search that follow the argument convention: Resource makes them from the endpoint table.
export interface Search {
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
    query: SearchReadQuery & { uniqueId: string },
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
}
