import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const privilegeEndpoints = /* @__PURE__ */ endpoints('privileges', published.privileges);

export const privilegesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(privilegeEndpoints);
