import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';

const base = '/rest/organizations/{org}/analyticsadmin/v1/properties';
const property = '/rest/organizations/{org}/analyticsadmin/v1/properties/{trackingId}';
const listFields = [
  'filter',
  'includeDefault',
  'includeProjectIds',
  'page',
  'perPage',
  'projectId',
  'trackingIds',
];
const saveQuery = ['org', 'displayName', 'defaultCurrency', 'defaultTimeZone'];

export const analyticsPropertyEndpoints = /* @__PURE__ */ endpoints('ua.properties', () => ({
  list: { method: 'GET', path: base, query: ['org', ...listFields], organizationQuery: 'org' },
  query: {
    method: 'POST',
    path: base,
    body: 'json',
    bodyFields: listFields,
    query: ['org'],
    organizationQuery: 'org',
  },
  get: { method: 'GET', path: property, query: ['org'], organizationQuery: 'org' },
  create: { method: 'POST', path: property, query: saveQuery, organizationQuery: 'org' },
  update: { method: 'PUT', path: property, query: saveQuery, organizationQuery: 'org' },
  delete: { method: 'DELETE', path: property, query: ['org'], organizationQuery: 'org' },
}));

export const analyticsPropertiesCatalog: readonly Endpoint[] =
  /* @__PURE__ */ catalogOf(analyticsPropertyEndpoints);
