import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

export const uaGroupEndpoints = /* @__PURE__ */ endpoints('ua.groups', published.uaGroups);

export const uaGroupsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaGroupEndpoints);
