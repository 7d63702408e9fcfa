import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

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
  ...published.schema,
  create: { method: 'POST', path: base, query: saveQuery, body: 'json' },
  get: { method: 'GET', path: `${base}/{sourceId}` },
  update: { method: 'PUT', path: `${base}/{sourceId}`, query: saveQuery, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{sourceId}` },
  translateSpecificWithFields: {
    method: 'POST',
    path: `${type}/translate/specificWithFields`,
    query: credentials,
    body: 'json',
  },
}));

/** Salesforce schemas, read by the schema service. */
export const schemaSalesforceEndpoints = /* @__PURE__ */ endpoints(
  'schema.salesforce',
  published.schemaSalesforce,
);

export const schemaCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  schemaEndpoints,
  schemaSalesforceEndpoints,
);
