import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations';
const one = '/rest/organizations/{org}';

/** Calls on organizations themselves: `{org}` is an explicit organization id (the configured one by default). */
export const organizationEndpoints = /* @__PURE__ */ endpoints('organizations', () => ({
  list: {
    method: 'GET',
    path: base,
    query: ['additionalFields', 'filter', 'order', 'sortBy', 'type', 'page', 'perPage'],
  },
  create: { method: 'POST', path: base, query: ['name', 'organizationTemplate', 'owner', 'creationOrigin'] },
  get: { method: 'GET', path: one, query: ['additionalFields'], explicitOrganization: true },
  update: { method: 'PUT', path: one, body: 'json', explicitOrganization: true },
  delete: { method: 'DELETE', path: one, explicitOrganization: true },
  updateSupportActivation: {
    method: 'PUT',
    path: `${one}/support`,
    query: ['activate'],
    explicitOrganization: true,
  },
  getStatus: { method: 'GET', path: `${one}/status`, explicitOrganization: true },
  pause: { method: 'POST', path: `${one}/pause`, explicitOrganization: true },
  resume: { method: 'POST', path: `${one}/resume`, explicitOrganization: true },
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
  listPrivileges: { method: 'GET', path: `${one}/privileges`, explicitOrganization: true },
  listMyPrivileges: { method: 'GET', path: `${one}/privileges/me`, explicitOrganization: true },
  listApiKeysPrivileges: {
    method: 'GET',
    path: `${one}/privileges/apikeys`,
    query: ['filter'],
    explicitOrganization: true,
  },
  getDefinition: { method: 'GET', path: `${one}/definition`, explicitOrganization: true },
  updateDefinition: { method: 'PUT', path: `${one}/definition`, body: 'json', explicitOrganization: true },
  listAllowedAuthProviders: {
    method: 'GET',
    path: `${one}/authproviders/allowed`,
    explicitOrganization: true,
  },
  updateExperimentalStatus: {
    method: 'PUT',
    path: `${one}/configuration/servingExperiment`,
    query: ['allowed'],
    explicitOrganization: true,
  },
}));

/** Members of the configured organization. */
export const organizationMemberEndpoints = /* @__PURE__ */ endpoints('organizations.members', () => ({
  list: { method: 'GET', path: `${one}/members` },
  delete: { method: 'DELETE', path: `${one}/members/{memberId}` },
  updateAll: { method: 'PUT', path: `${one}/members`, query: ['sendEmailToInviteUsers'], body: 'json' },
  listPrivileges: { method: 'GET', path: `${one}/members/privileges` },
  get: { method: 'GET', path: `${one}/members/{username}` },
  update: { method: 'PUT', path: `${one}/members/{username}`, body: 'json' },
  listGroups: { method: 'GET', path: `${one}/members/{username}/groups` },
}));

/** Who has access to the configured organization, and temporary accesses granted to it. */
export const organizationAccessEndpoints = /* @__PURE__ */ endpoints('organizations.access', () => ({
  listApiKeys: {
    method: 'GET',
    path: `${one}/access/apikeys`,
    query: ['accessLevel', 'privilegeOwner', 'privilegeTargetDomain'],
  },
  listGroups: {
    method: 'GET',
    path: `${one}/access/groups`,
    query: ['accessLevel', 'privilegeOwner', 'privilegeTargetDomain'],
  },
  listTemporary: { method: 'GET', path: `${one}/access/temporary` },
  getTemporary: { method: 'GET', path: `${one}/access/temporary/{temporaryAccessId}` },
  deleteTemporary: { method: 'DELETE', path: `${one}/access/temporary/{temporaryAccessId}` },
}));

export const organizationsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  organizationEndpoints,
  organizationMemberEndpoints,
  organizationAccessEndpoints,
);
