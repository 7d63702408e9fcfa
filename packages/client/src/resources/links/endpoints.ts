import { type Endpoint, endpoints } from '../../core/endpoint';

export const linkEndpoints = endpoints('links', {});

export const linksCatalog: readonly Endpoint[] = Object.values(linkEndpoints);
