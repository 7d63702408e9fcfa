import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

const one = '/rest/organizations/{org}';

/** Calls on organizations themselves: `{org}` is an explicit organization id (the configured one by default). */
export const organizationEndpoints = /* @__PURE__ */ endpoints('organizations', () => ({
  ...published.organizations,
  updateSupportActivation: {
    method: 'PUT',
    path: `${one}/support`,
    query: ['activate'],
    explicitOrganization: true,
  },
  pause: { method: 'POST', path: `${one}/pause`, explicitOrganization: true },
  getAdditionalInformation: {
    method: 'GET',
    path: `${one}/additionalinformation`,
    explicitOrganization: true,
  },
  updateAdditionalInformation: {
    method: 'PUT',
    path: `${one}/additionalinformation`,
    body: 'json',
    explicitOrganization: true,
  },
  getDefinition: { method: 'GET', path: `${one}/definition`, explicitOrganization: true },
  updateDefinition: { method: 'PUT', path: `${one}/definition`, body: 'json', explicitOrganization: true },
  listAllowedAuthProviders: {
    method: 'GET',
    path: `${one}/authproviders/allowed`,
    explicitOrganization: true,
  },
}));

/** Members of the configured organization. */
export const organizationMemberEndpoints = /* @__PURE__ */ endpoints(
  'organizations.members',
  published.organizationsMembers,
);

/** Who has access to the configured organization, and temporary accesses granted to it. */
export const organizationAccessEndpoints = /* @__PURE__ */ endpoints(
  'organizations.access',
  published.organizationsAccess,
);

/** How the configured organization's traffic uses the platform (regions, search hubs, endpoints). */
export const organizationMonitoringEndpoints = /* @__PURE__ */ endpoints(
  'organizations.monitoring',
  published.organizationsMonitoring,
);

export const organizationsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  organizationEndpoints,
  organizationMemberEndpoints,
  organizationAccessEndpoints,
  organizationMonitoringEndpoints,
);
