import { type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/apikeys';

export const apiKeyEndpoints = endpoints('apiKeys', {
  list: { method: 'GET', path: base, query: ['status'] },
  create: { method: 'POST', path: base, query: ['apiKeyTemplateId'], body: 'json' },
  get: { method: 'GET', path: `${base}/{apiKeyId}` },
  update: { method: 'PUT', path: `${base}/{apiKeyId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{apiKeyId}` },
  activate: { method: 'PUT', path: `${base}/{apiKeyId}/activate` },
  disable: { method: 'PUT', path: `${base}/{apiKeyId}/disable` },
});

export const apiKeysCatalog: readonly Endpoint[] = Object.values(apiKeyEndpoints);
