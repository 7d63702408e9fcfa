import { type Endpoint, endpoints } from '../../core/endpoint';

export const fieldEndpoints = endpoints('fields', {});

export const fieldsCatalog: readonly Endpoint[] = Object.values(fieldEndpoints);
