import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const groupEndpoints = /* @__PURE__ */ endpoints('groups', published.groups);

export const groupInviteEndpoints = /* @__PURE__ */ endpoints('groups.invites', published.groupsInvites);

export const groupMemberEndpoints = /* @__PURE__ */ endpoints('groups.members', published.groupsMembers);

export const groupRealmEndpoints = /* @__PURE__ */ endpoints('groups.realms', published.groupsRealms);

export const groupsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  groupEndpoints,
  groupInviteEndpoints,
  groupMemberEndpoints,
  groupRealmEndpoints,
);
