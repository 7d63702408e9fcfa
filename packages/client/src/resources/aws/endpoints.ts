import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

export const awsEndpoints = /* @__PURE__ */ endpoints('aws', () => ({
  listAgents: {
    method: 'GET',
    path: '/rest/aws/instances/agents',
    query: ['organizationId'],
    organizationQuery: 'organizationId',
  },
}));

export const awsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(awsEndpoints);
