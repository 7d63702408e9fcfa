import { type Endpoint, endpoints } from '../../core/endpoint';

export const globalGroupEndpoints = endpoints('globalGroups', {});

export const globalGroupsCatalog: readonly Endpoint[] = Object.values(globalGroupEndpoints);
