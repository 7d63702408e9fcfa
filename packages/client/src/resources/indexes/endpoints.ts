import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/indexes';

export const indexEndpoints = /* @__PURE__ */ endpoints('indexes', () => ({
  list: { method: 'GET', path: base },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: `${base}/{indexId}` },
  delete: { method: 'DELETE', path: `${base}/{indexId}` },
  backup: { method: 'POST', path: `${base}/{indexId}/backup` },
  commit: { method: 'POST', path: `${base}/{indexId}/commit` },
  resize: { method: 'POST', path: `${base}/{indexId}/resize`, body: 'json', bodyFields: ['sizeInGibibytes'] },
  restore: { method: 'POST', path: `${base}/{indexId}/restore`, query: ['backupId'] },
  setReadOnly: { method: 'PUT', path: `${base}/{indexId}/readonly`, query: ['isReadOnly'] },
  setOnline: { method: 'PUT', path: `${base}/{indexId}/online`, query: ['isOnline'] },
  getStats: { method: 'GET', path: `${base}/{indexId}/stats` },
  getConfiguration: { method: 'GET', path: `${base}/{indexId}/configuration` },
  updateConfiguration: { method: 'PUT', path: `${base}/{indexId}/configuration`, body: 'json' },
  updateRaw: { method: 'PUT', path: `${base}/raw`, body: 'json' },
  listBackups: {
    method: 'GET',
    path: '/rest/organizations/{org}/indexbackups/page',
    query: ['backupId', 'from', 'indexId', 'order', 'sortBy', 'to', 'page', 'perPage'],
  },
}));

export const indexesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(indexEndpoints);
