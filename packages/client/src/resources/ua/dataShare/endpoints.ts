import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';

const base = '/rest/ua/v15/admin/snowflake/securedatasharing';
const org = { query: ['org'], organizationQuery: 'org' } as const;

export const uaDataShareEndpoints = /* @__PURE__ */ endpoints('ua.dataShare', () => ({
  listAccounts: { method: 'GET', path: `${base}/accounts`, ...org },
  addAccount: { method: 'POST', path: `${base}/accounts`, body: 'json', ...org },
  deleteAccount: {
    method: 'DELETE',
    path: `${base}/accounts`,
    query: ['org', 'accountLocator', 'snowflakeRegion'],
    organizationQuery: 'org',
  },
  listRegions: { method: 'GET', path: `${base}/regions`, ...org },
}));

export const uaDataShareCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaDataShareEndpoints);
