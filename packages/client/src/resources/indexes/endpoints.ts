import { type Endpoint, endpoints } from '../../core/endpoint';

export const indexEndpoints = endpoints('indexes', {});

export const indexesCatalog: readonly Endpoint[] = Object.values(indexEndpoints);
