import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/securitycache';
const LISTING = ['from', 'organisationId', 'securityProviderId', 'states', 'to', 'page', 'perPage'];

export const securityCacheEndpoints = /* @__PURE__ */ endpoints('securityCache', () => ({
  listMembers: {
    method: 'GET',
    path: `${base}/entities/{providerId}/members`,
    query: [...LISTING, 'usePageModel'],
  },
  listEntities: { method: 'GET', path: `${base}/entities/{providerId}`, query: LISTING },
  filterEntities: {
    method: 'POST',
    path: `${base}/entities/list`,
    query: ['page', 'perPage'],
    body: 'json',
    bodyFields: ['filterTerm', 'identityTypes', 'providerIds'],
  },
  isEntityListingSupported: { method: 'GET', path: `${base}/entities/list/is_supported` },
  listChildren: {
    method: 'POST',
    path: `${base}/entities/{providerId}/members/children`,
    query: ['recursive', 'page', 'perPage'],
    body: 'json',
  },
  listParents: {
    method: 'POST',
    path: `${base}/entities/{providerId}/members/parents`,
    query: ['recursive', 'page', 'perPage'],
    body: 'json',
  },
  getEntity: { method: 'POST', path: `${base}/entities/{providerId}/entity`, body: 'json' },
  listSchedules: { method: 'GET', path: `${base}/schedules` },
  getStatus: { method: 'GET', path: `${base}/status` },
  refresh: { method: 'POST', path: `${base}/refresh` },
  refreshProvider: { method: 'POST', path: `${base}/{providerId}/refresh` },
  refreshEntity: { method: 'POST', path: `${base}/refresh/entity`, body: 'json' },
}));

export const securityCacheCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(securityCacheEndpoints);
