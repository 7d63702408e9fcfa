import { type Endpoint, endpoints } from '../../core/endpoint';

export const globalEndpoints = endpoints('global', {});

export const globalCatalog: readonly Endpoint[] = Object.values(globalEndpoints);
