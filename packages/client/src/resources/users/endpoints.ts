import { type Endpoint, endpoints } from '../../core/endpoint';

export const userEndpoints = endpoints('users', {});

export const usersCatalog: readonly Endpoint[] = Object.values(userEndpoints);
