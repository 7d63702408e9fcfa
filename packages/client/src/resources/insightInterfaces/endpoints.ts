import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/insightinterface/v1/interfaces';
const one = '/rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}';
const listQuery = ['filter', 'order', 'page', 'perPage'] as const;

export const insightInterfaceEndpoints = /* @__PURE__ */ endpoints('insightInterfaces', () => ({
  list: { method: 'GET', path: base, query: listQuery },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: one },
  update: { method: 'PUT', path: `${base}/{ipInterfaceConfigId}`, body: 'json' },
  delete: { method: 'DELETE', path: one },
  listVersions: { method: 'GET', path: `${one}/versions`, query: listQuery },
  getVersion: { method: 'GET', path: `${one}/versions/{versionNumber}` },
  updateVersionLabel: {
    method: 'PUT',
    path: `${one}/versions/{versionNumber}/label`,
    body: 'json',
    bodyFields: ['label'],
  },
  restoreVersion: {
    method: 'POST',
    path: `${one}/versions/{versionNumber}/restore`,
    body: 'json',
    bodyFields: ['label'],
  },
}));

export const insightInterfacesCatalog: readonly Endpoint[] =
  /* @__PURE__ */ catalogOf(insightInterfaceEndpoints);
