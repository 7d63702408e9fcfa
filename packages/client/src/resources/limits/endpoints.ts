import { type Endpoint, endpoints } from '../../core/endpoint';

export const limitEndpoints = endpoints('limits', {});

export const limitsCatalog: readonly Endpoint[] = Object.values(limitEndpoints);
