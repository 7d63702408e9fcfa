import { type Endpoint, endpoints } from '../../core/endpoint';

export const extensionEndpoints = endpoints('extensions', {});

export const extensionsCatalog: readonly Endpoint[] = Object.values(extensionEndpoints);
