import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const org = '/push/v1/organizations/{org}';
const provider = '/push/v1/organizations/{org}/providers/{providerId}';

/** The Push API's security identity calls and file containers, on the serverless host. */
export const pushApiEndpoints = /* @__PURE__ */ endpoints('pushApi', () => ({
  updateMappings: {
    method: 'PUT',
    path: `${provider}/mappings`,
    host: 'serverless',
    query: ['orderingId'],
    body: 'json',
  },
  updateIdentity: {
    method: 'PUT',
    path: `${provider}/permissions`,
    host: 'serverless',
    query: ['orderingId'],
    body: 'json',
  },
  deleteIdentity: {
    method: 'DELETE',
    path: `${provider}/permissions`,
    host: 'serverless',
    query: ['orderingId'],
    body: 'json',
  },
  updateIdentitiesBatch: {
    method: 'PUT',
    path: `${provider}/permissions/batch`,
    host: 'serverless',
    query: ['fileId', 'orderingId'],
  },
  deleteOlderThan: {
    method: 'DELETE',
    path: `${provider}/permissions/olderthan`,
    host: 'serverless',
    query: ['queueDelay'],
  },
  createFileContainer: {
    method: 'POST',
    path: `${org}/files`,
    host: 'serverless',
    query: ['useVirtualHostedStyleUrl'],
  },
}));

export const pushApiCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(pushApiEndpoints);
