import { type Endpoint, endpoints } from '../../core/endpoint';

export const samlEndpoints = endpoints('saml', {});

export const samlCatalog: readonly Endpoint[] = Object.values(samlEndpoints);
