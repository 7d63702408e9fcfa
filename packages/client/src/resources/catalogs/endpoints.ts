import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/catalogs';
const content = '/rest/organizations/{org}/catalogcontent/source/{sourceId}';

export const catalogEndpoints = /* @__PURE__ */ endpoints('catalogs', () => ({
  list: {
    method: 'GET',
    path: base,
    query: ['filter', 'page', 'pageSize', 'catalogIds', 'sourceIds', 'enrichWithFields'],
  },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: `${base}/{catalogId}` },
  update: { method: 'PUT', path: `${base}/{catalogId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{catalogId}` },
  getFields: { method: 'GET', path: `${base}/{catalogId}/fields`, query: ['bypassCache'] },
  getFieldsSuggestions: { method: 'POST', path: `${base}/fieldsSuggestions`, body: 'json' },
  getFieldStats: { method: 'GET', path: `${base}/{catalogId}/fieldStats`, query: ['forceRefresh'] },
}));

export const catalogContentEndpoints = /* @__PURE__ */ endpoints('catalogs.content', () => ({
  getMetadata: {
    method: 'GET',
    path: `${content}/metadata`,
    query: ['filter', 'objectType', 'page', 'perPage', 'version'],
  },
  getMetadataValues: { method: 'GET', path: `${content}/metadatavalues`, query: ['objectType'] },
  getObjectTypes: { method: 'GET', path: `${content}/objecttypes` },
}));

export const catalogsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  catalogEndpoints,
  catalogContentEndpoints,
);
