import { type Endpoint, endpoints } from '../../core/endpoint';

export const privilegeEndpoints = endpoints('privileges', {
  evaluate: {
    method: 'POST',
    path: '/rest/privilege/evaluate',
    body: 'json',
    bodyFields: ['organizationId', 'requestedPrivilege'],
  },
});

export const privilegesCatalog: readonly Endpoint[] = Object.values(privilegeEndpoints);
