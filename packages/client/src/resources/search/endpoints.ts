import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

/*
 * The Search API (`/rest/search/v2`), as an administrator uses it to check relevance: queries, tokens,
 * field values, documents. The organization goes in the `organizationId` query parameter, filled from the
 * client's configured organization unless given.
 */
const base = '/rest/search/v2';
const org = { organizationQuery: 'organizationId' } as const;

export const searchEndpoints = /* @__PURE__ */ endpoints('search', () => ({
  query: { method: 'POST', path: base, query: ['viewAllContent', 'organizationId'], body: 'json', ...org },
  createToken: { method: 'POST', path: `${base}/token`, query: ['organizationId'], body: 'json', ...org },
  listFieldValues: {
    method: 'GET',
    path: `${base}/values`,
    query: [
      'field',
      'ignoreAccents',
      'sortCriteria',
      'maximumNumberOfValues',
      'queryOverride',
      'constantQueryOverride',
      'disjunctionQueryOverride',
      'pattern',
      'patternType',
      'commerce',
      'dictionaryFieldContext',
      'maximumAge',
      'actionsHistory',
      'recommendation',
      'format',
      'visitorId',
      'isGuestUser',
      'mlParameters',
      'indexType',
      'maximumTimeoutMs',
      'analytics',
      'tab',
      'referrer',
      'context',
      'locale',
      'indexToken',
      'logicalIndex',
      'organizationId',
      'viewAllContent',
      'pipeline',
      'searchHub',
      'timezone',
      'debug',
      'index',
    ],
    ...org,
  },
  getDocument: {
    method: 'GET',
    path: `${base}/document`,
    query: [
      'debug',
      'index',
      'organizationId',
      'pipeline',
      'searchHub',
      'timezone',
      'uniqueId',
      'viewAllContent',
    ],
    ...org,
  },
  searchFacet: {
    method: 'POST',
    path: `${base}/facet`,
    query: ['organizationId', 'viewAllContent'],
    body: 'json',
    ...org,
  },
  listFields: {
    method: 'GET',
    path: `${base}/fields`,
    query: [
      'context',
      'debug',
      'index',
      'indexToken',
      'locale',
      'logicalIndex',
      'organizationId',
      'pipeline',
      'referrer',
      'searchHub',
      'tab',
      'timezone',
      'viewAllContent',
    ],
    ...org,
  },
  previewHtml: {
    method: 'POST',
    path: `${base}/html`,
    query: [
      'enableNavigation',
      'findNext',
      'findPrevious',
      'organizationId',
      'page',
      'requestedOutputSize',
      'uniqueId',
      'viewAllContent',
    ],
    body: 'json',
    ...org,
  },
  querySuggest: {
    method: 'POST',
    path: `${base}/querySuggest`,
    query: ['organizationId'],
    body: 'json',
    ...org,
  },
}));

export const searchAnalysisEndpoints = /* @__PURE__ */ endpoints('search.analysis', () => ({
  replay: {
    method: 'POST',
    path: '/rest/search/v3/analysis/inspect/replay',
    query: ['organizationId'],
    body: 'json',
    bodyFields: ['dateRange', 'id'],
    ...org,
  },
}));

export const searchCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  searchEndpoints,
  searchAnalysisEndpoints,
);
