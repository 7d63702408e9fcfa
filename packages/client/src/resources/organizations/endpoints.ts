import { type Endpoint, endpoints } from '../../core/endpoint';

export const organizationEndpoints = endpoints('organizations', {});

export const organizationsCatalog: readonly Endpoint[] = Object.values(organizationEndpoints);
