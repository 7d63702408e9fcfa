import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/sources';
const source = '/rest/organizations/{org}/sources/{sourceId}';
/** Query parameters of the calls that create or replace a source's configuration. */
const saveQuery = ['rebuild', 'updateSecurityProviders'] as const;

export const sourceEndpoints = /* @__PURE__ */ endpoints('sources', () => ({
  create: { method: 'POST', path: base, query: saveQuery, body: 'json' },
  list: {
    method: 'GET',
    path: `${base}/pages`,
    query: [
      'filterHostType',
      'filterLastOperationResultType',
      'filterLastOperationType',
      'filterStatusType',
      'stringFilterType',
      'filter',
      'sortingOrder',
      'sortingType',
      'writeAccessOnly',
      'page',
      'perPage',
    ],
  },
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
  createRaw: { method: 'POST', path: `${base}/raw`, query: saveQuery, body: 'json' },
  get: { method: 'GET', path: source },
  update: { method: 'PUT', path: source, query: saveQuery, body: 'json' },
  delete: { method: 'DELETE', path: source },
  applyChanges: { method: 'POST', path: `${source}/applyChanges` },
  getDedicated: { method: 'GET', path: `${source}/dedicated` },
  setDedicated: { method: 'PUT', path: `${source}/dedicated`, query: ['enabled'] },
  dump: { method: 'POST', path: `${source}/dump` },
  duplicate: { method: 'POST', path: `${source}/duplicate`, query: ['newSourceName', 'logicalIndexId'] },
  evictCachedCrawlerConfig: { method: 'POST', path: `${source}/evictCachedCrawlerConfig` },
  fullRefresh: { method: 'POST', path: `${source}/fullRefresh` },
  incrementalRefresh: { method: 'POST', path: `${source}/incrementalRefresh` },
  pauseRefresh: { method: 'POST', path: `${source}/pauseRefresh` },
  resumeRefresh: { method: 'POST', path: `${source}/resumeRefresh` },
  startRefresh: { method: 'POST', path: `${source}/startRefresh` },
  stopRefresh: { method: 'POST', path: `${source}/stopRefresh` },
  rebuild: { method: 'POST', path: `${source}/rebuild` },
  retryCreation: { method: 'POST', path: `${source}/retryCreation` },
  pushRefresh: { method: 'POST', path: `${source}/pushRefresh`, query: ['activityOperation'] },
  abortTask: { method: 'POST', path: `${source}/tasks/abort`, query: ['activityId'] },
  listItemTypes: { method: 'GET', path: `${source}/itemTypes` },
  getLight: { method: 'GET', path: `${source}/light` },
  getRaw: { method: 'GET', path: `${source}/raw` },
  updateRaw: { method: 'PUT', path: `${source}/raw`, query: saveQuery, body: 'json' },
  listSchedules: { method: 'GET', path: `${source}/schedules` },
  createSchedule: { method: 'POST', path: `${source}/schedules`, body: 'json' },
  updateSchedule: { method: 'PUT', path: `${source}/schedules/{scheduleId}`, body: 'json' },
  deleteSchedule: { method: 'DELETE', path: `${source}/schedules/{scheduleId}` },
  getDefaultDocumentConfiguration: {
    method: 'GET',
    path: `${base}/document/configuration/default`,
    query: ['defaultDocumentConfigurationType'],
  },
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

export const sourceMappingEndpoints = /* @__PURE__ */ endpoints('sources.mappings', () => ({
  get: { method: 'GET', path: `${source}/mappings` },
  update: { method: 'PUT', path: `${source}/mappings`, query: ['rebuild'], body: 'json' },
}));

export const sourceFieldEndpoints = /* @__PURE__ */ endpoints('sources.fields', () => ({
  list: {
    method: 'GET',
    path: `${base}/page/fields`,
    query: [
      'includeMappings',
      'facetsOnly',
      'filter',
      'order',
      'origin',
      'sortBy',
      'type',
      'page',
      'perPage',
    ],
  },
  get: { method: 'GET', path: `${base}/fields/{fieldId}`, query: ['includeMappings'] },
  update: { method: 'PUT', path: `${base}/fields/{fieldId}`, body: 'json' },
  create: { method: 'POST', path: `${base}/fields`, body: 'json' },
}));

export const sourceMetadataEndpoints = /* @__PURE__ */ endpoints('sources.metadata', () => ({
  generate: { method: 'POST', path: `${source}/metadata` },
  list: {
    method: 'GET',
    path: `${source}/metadata`,
    query: ['filter', 'order', 'sortBy', 'page', 'perPage'],
  },
  getStatus: { method: 'GET', path: `${source}/metadata/status` },
}));

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
  sourceDatasetEndpoints,
  sourceFeedbackEndpoints,
);
