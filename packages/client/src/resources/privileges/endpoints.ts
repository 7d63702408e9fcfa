import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

export const privilegeEndpoints = /* @__PURE__ */ endpoints('privileges', () => ({
  evaluate: {
    method: 'POST',
    path: '/rest/privilege/evaluate',
    body: 'json',
    bodyFields: ['organizationId', 'requestedPrivilege'],
  },
}));

export const privilegesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(privilegeEndpoints);
