import { type Endpoint, endpoints } from '../../core/endpoint';

export const privilegeEndpoints = endpoints('privileges', {});

export const privilegesCatalog: readonly Endpoint[] = Object.values(privilegeEndpoints);
