import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/extensions';

export const extensionEndpoints = /* @__PURE__ */ endpoints('extensions', () => ({
  list: { method: 'GET', path: base },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: `${base}/{extensionId}` },
  update: { method: 'PUT', path: `${base}/{extensionId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{extensionId}` },
  enable: { method: 'POST', path: `${base}/{extensionId}/enable` },
  disable: { method: 'POST', path: `${base}/{extensionId}/disable`, body: 'json', bodyFields: ['reason'] },
  validateCode: {
    method: 'POST',
    path: `${base}/test/compile`,
    body: 'json',
    bodyFields: ['code', 'language'],
  },
  listVersions: { method: 'GET', path: `${base}/{extensionId}/versions` },
  getVersion: { method: 'GET', path: `${base}/{extensionId}/versions/{versionId}` },
}));

export const extensionsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(extensionEndpoints);
