import { type Endpoint, endpoints } from '../../core/endpoint';

export const groupEndpoints = endpoints('groups', {});

export const groupsCatalog: readonly Endpoint[] = Object.values(groupEndpoints);
