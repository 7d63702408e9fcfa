import { type Endpoint, endpoints } from '../../core/endpoint';

export const sourceEndpoints = endpoints('sources', {});

export const sourcesCatalog: readonly Endpoint[] = Object.values(sourceEndpoints);
