import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/groups';
const group = '/rest/organizations/{org}/groups/{groupId}';

export const groupEndpoints = /* @__PURE__ */ endpoints('groups', () => ({
  list: { method: 'GET', path: base },
  create: { method: 'POST', path: base, query: ['canEditItself', 'sendEmailToInviteUsers'], body: 'json' },
  get: { method: 'GET', path: group },
  update: { method: 'PUT', path: group, query: ['sendEmailToInviteUsers'], body: 'json' },
  delete: { method: 'DELETE', path: group },
  getExclusivePrivileges: { method: 'GET', path: `${group}/privileges/exclusive/me` },
}));

export const groupInviteEndpoints = /* @__PURE__ */ endpoints('groups.invites', () => ({
  list: { method: 'GET', path: `${group}/invites` },
  create: { method: 'POST', path: `${group}/invites`, query: ['sendEmail'], body: 'json' },
  delete: { method: 'DELETE', path: `${group}/invites/{inviteId}` },
  accept: { method: 'POST', path: `${group}/invites/accept` },
  decline: { method: 'POST', path: `${group}/invites/decline` },
  listMine: { method: 'GET', path: '/rest/invites' },
}));

export const groupMemberEndpoints = /* @__PURE__ */ endpoints('groups.members', () => ({
  list: { method: 'GET', path: `${group}/members` },
  add: { method: 'POST', path: `${group}/members`, query: ['sendEmailOnInvite'], body: 'json' },
  get: { method: 'GET', path: `${group}/members/{memberId}` },
  delete: { method: 'DELETE', path: `${group}/members/{memberId}` },
}));

export const groupRealmEndpoints = /* @__PURE__ */ endpoints('groups.realms', () => ({
  list: { method: 'GET', path: `${group}/realms` },
  add: { method: 'POST', path: `${group}/realms`, body: 'json' },
  get: { method: 'GET', path: `${group}/realms/{realmId}` },
  delete: { method: 'DELETE', path: `${group}/realms/{realmId}` },
}));

export const groupsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  groupEndpoints,
  groupInviteEndpoints,
  groupMemberEndpoints,
  groupRealmEndpoints,
);
