import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/schema/sources';
const type = '/rest/organizations/{org}/schema/sources/{sourceType}';
/** Query parameters of the calls that create or replace a source. */
const saveQuery = ['rebuild', 'updateSecurityProviders'] as const;
/** Credentials with which the platform reads the remote system's schema. */
const credentials = [
  'instanceUrl',
  'username',
  'passwordGuid',
  'clientId',
  'clientSecretGuid',
  'oauthRefreshTokenGuid',
] as const;

export const schemaEndpoints = /* @__PURE__ */ endpoints('schema', () => ({
  create: { method: 'POST', path: base, query: saveQuery, body: 'json' },
  get: { method: 'GET', path: `${base}/{sourceId}` },
  update: { method: 'PUT', path: `${base}/{sourceId}`, query: saveQuery, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{sourceId}` },
  listEntities: {
    method: 'GET',
    path: `${type}/entities`,
    query: ['offset', 'limit', 'query', 'entityIds', ...credentials],
  },
  getEntity: { method: 'GET', path: `${type}/entities/{entityId}`, query: ['filter', ...credentials] },
  listEntityFields: { method: 'GET', path: `${type}/entities/{entityId}/fields`, query: credentials },
  translateSpecific: { method: 'POST', path: `${type}/translate/specific`, body: 'json' },
  translateSpecificWithFields: {
    method: 'POST',
    path: `${type}/translate/specificWithFields`,
    query: credentials,
    body: 'json',
  },
  translateGeneric: { method: 'POST', path: `${type}/translate/generic`, body: 'json' },
  getDefaultObjectsToGet: { method: 'GET', path: `${type}/defaultObjectsToGet` },
  validateSlackToken: { method: 'POST', path: `${base}/SLACK/validateToken`, query: ['accessToken'] },
}));

export const schemaCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(schemaEndpoints);
