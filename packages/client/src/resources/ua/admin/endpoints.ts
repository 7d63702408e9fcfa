import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';

const base = '/rest/ua/v15/admin';
const org = { query: ['org'], organizationQuery: 'org' } as const;

export const uaAdminEndpoints = /* @__PURE__ */ endpoints('ua.admin', () => ({
  getAccount: { method: 'GET', path: `${base}/account`, ...org },
  updateAccount: { method: 'PUT', path: `${base}/account`, body: 'json', ...org },
  setRedshiftEndpointStatus: {
    method: 'POST',
    path: `${base}/redshift/endpoint/status`,
    query: ['org', 'endpointId', 'status'],
    organizationQuery: 'org',
  },
  getStrictValidationTest: {
    method: 'GET',
    path: `${base}/account/strictValidationTest`,
    query: ['org', 'd', 'from', 'to', 'p', 'n'],
    organizationQuery: 'org',
  },
}));

export const uaAdminCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaAdminEndpoints);
