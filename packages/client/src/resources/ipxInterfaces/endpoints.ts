import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const ipxInterfaceEndpoints = /* @__PURE__ */ endpoints('ipxInterfaces', published.ipxInterfaces);

export const ipxInterfacesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(ipxInterfaceEndpoints);
