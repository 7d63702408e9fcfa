import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

/** Platform-wide reads: every organization, and the platform's regions. */
export const globalEndpoints = /* @__PURE__ */ endpoints('global', published.global);

export const globalCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(globalEndpoints);
