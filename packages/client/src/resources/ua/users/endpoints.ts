import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

export const uaUserEndpoints = /* @__PURE__ */ endpoints('ua.users', published.uaUsers);

export const uaUsersCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaUserEndpoints);
