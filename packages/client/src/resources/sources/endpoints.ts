import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

const base = '/rest/organizations/{org}/sources';
const source = '/rest/organizations/{org}/sources/{sourceId}';

export const sourceEndpoints = /* @__PURE__ */ endpoints('sources', () => ({
  ...published.sources,
  listOperationalStatus: {
    method: 'GET',
    path: `${base}/sourceoperationalstatus`,
    query: [
      'sourceOperationalStatus',
      'filter',
      'sortingOrder',
      'sortingType',
      'writeAccessOnly',
      'page',
      'perPage',
    ],
  },
  getDedicated: { method: 'GET', path: `${source}/dedicated` },
  setDedicated: { method: 'PUT', path: `${source}/dedicated`, query: ['enabled'] },
  dump: { method: 'POST', path: `${source}/dump` },
  evictCachedCrawlerConfig: { method: 'POST', path: `${source}/evictCachedCrawlerConfig` },
  retryCreation: { method: 'POST', path: `${source}/retryCreation` },
}));

export const sourceFeedbackEndpoints = /* @__PURE__ */ endpoints('sources.feedback', () => ({
  send: {
    method: 'POST',
    path: `${base}/feedback`,
    query: ['feedbackConsumerType'],
    body: 'json',
    bodyFields: ['message'],
  },
}));

export const sourceMappingEndpoints = /* @__PURE__ */ endpoints(
  'sources.mappings',
  published.sourcesMappings,
);

export const sourceFieldEndpoints = /* @__PURE__ */ endpoints('sources.fields', published.sourcesFields);

export const sourceMetadataEndpoints = /* @__PURE__ */ endpoints(
  'sources.metadata',
  published.sourcesMetadata,
);

export const sourceSalesforceEndpoints = /* @__PURE__ */ endpoints(
  'sources.salesforce',
  published.sourcesSalesforce,
);

export const sourceIngestionContentEndpoints = /* @__PURE__ */ endpoints(
  'sources.ingestionContent',
  published.sourcesIngestionContent,
);

export const sourceDatasetEndpoints = /* @__PURE__ */ endpoints('sources.datasets', () => ({
  list: { method: 'GET', path: `${base}/datasets` },
  import: { method: 'PUT', path: `${base}/datasets/import`, query: ['datasetName', 'withContent'] },
  getImportProgress: { method: 'GET', path: `${base}/datasets/import/progress`, query: ['requestId'] },
}));

export const sourcesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  sourceEndpoints,
  sourceMappingEndpoints,
  sourceFieldEndpoints,
  sourceMetadataEndpoints,
  sourceSalesforceEndpoints,
  sourceIngestionContentEndpoints,
  sourceDatasetEndpoints,
  sourceFeedbackEndpoints,
);
