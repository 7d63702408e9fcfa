import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/apikeys';

export const apiKeyEndpoints = /* @__PURE__ */ endpoints('apiKeys', () => ({
  list: { method: 'GET', path: base, query: ['status'] },
  create: { method: 'POST', path: base, query: ['apiKeyTemplateId'], body: 'json' },
  get: { method: 'GET', path: `${base}/{apiKeyId}` },
  update: { method: 'PUT', path: `${base}/{apiKeyId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{apiKeyId}` },
  activate: { method: 'PUT', path: `${base}/{apiKeyId}/activate` },
  disable: { method: 'PUT', path: `${base}/{apiKeyId}/disable` },
  activateBulk: { method: 'PUT', path: `${base}/activate/bulk`, body: 'json' },
  disableBulk: { method: 'PUT', path: `${base}/disable/bulk`, body: 'json' },
  deleteBulk: { method: 'POST', path: `${base}/delete/bulk`, body: 'json' },
  extendActivation: { method: 'PUT', path: `${base}/{apiKeyId}/activation/extend` },
  duplicate: {
    method: 'PUT',
    path: `${base}/{apiKeyId}/duplicate`,
    body: 'json',
    bodyFields: ['description', 'displayName', 'lifetimeDuration'],
  },
}));

const templates = '/rest/organizations/{org}/templates/apikeys';

export const apiKeyTemplateEndpoints = /* @__PURE__ */ endpoints('apiKeys.templates', () => ({
  listPrivilegesEligibility: { method: 'GET', path: `${templates}/privileges/eligibility` },
  get: { method: 'GET', path: `${templates}/{apiKeyTemplateId}` },
}));

export const apiKeysCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  apiKeyEndpoints,
  apiKeyTemplateEndpoints,
);
