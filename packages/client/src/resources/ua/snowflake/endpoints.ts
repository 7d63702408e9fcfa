import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';

const base = '/rest/ua/v15/admin/snowflake';
const user = '/rest/ua/v15/admin/snowflake/users/{snowflakeUser}';
const org = { query: ['org'], organizationQuery: 'org' } as const;

export const uaSnowflakeEndpoints = /* @__PURE__ */ endpoints('ua.snowflake', () => ({
  listUsers: { method: 'GET', path: `${base}/users`, ...org },
  createUser: { method: 'POST', path: `${base}/users`, body: 'json', ...org },
  getUser: { method: 'GET', path: user, ...org },
  deleteUser: { method: 'DELETE', path: user, ...org },
  resetPassword: { method: 'POST', path: `${user}/passwordreset`, ...org },
  reactivateUser: {
    method: 'PUT',
    path: `${user}/expiration`,
    body: 'json',
    bodyFields: ['daysToExpiry'],
    ...org,
  },
  getNetworkPolicy: { method: 'GET', path: `${base}/networkpolicy`, ...org },
  updateNetworkPolicy: { method: 'PUT', path: `${base}/networkpolicy`, body: 'json', ...org },
  getCreditUsage: {
    method: 'GET',
    path: `${base}/creditusage`,
    query: ['org', 'from', 'to'],
    organizationQuery: 'org',
  },
  getReaderAccount: { method: 'GET', path: `${base}/readeraccount`, ...org },
  deleteReaderAccount: { method: 'DELETE', path: `${base}/readeraccount`, ...org },
  getReaderAccountEndpoint: { method: 'GET', path: `${base}/readeraccount/endpoint`, ...org },
  createReaderAccount: { method: 'POST', path: `${base}/readeraccounts`, ...org },
}));

export const uaSnowflakeCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaSnowflakeEndpoints);
