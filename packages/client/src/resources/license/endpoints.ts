import { type Endpoint, endpoints } from '../../core/endpoint';

export const licenseEndpoints = endpoints('license', {});

export const licenseCatalog: readonly Endpoint[] = Object.values(licenseEndpoints);
