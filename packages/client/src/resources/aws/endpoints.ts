import { type Endpoint, endpoints } from '../../core/endpoint';

export const awsEndpoints = endpoints('aws', {
  listAgents: {
    method: 'GET',
    path: '/rest/aws/instances/agents',
    query: ['organizationId'],
    organizationQuery: 'organizationId',
  },
});

export const awsCatalog: readonly Endpoint[] = Object.values(awsEndpoints);
