import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

/** Platform-wide reads: every organization, and the platform's regions. */
export const globalEndpoints = /* @__PURE__ */ endpoints('global', () => ({
  listOrganizations: { method: 'GET', path: '/rest/global/organizations' },
  getOrganization: { method: 'GET', path: '/rest/global/organizations/{org}', explicitOrganization: true },
  listRegions: { method: 'GET', path: '/rest/global/regions' },
  getRegion: { method: 'GET', path: '/rest/global/regions/{regionId}' },
}));

export const globalCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(globalEndpoints);
