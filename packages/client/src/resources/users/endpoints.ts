import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const userEndpoints = /* @__PURE__ */ endpoints('users', published.users);

export const usersCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(userEndpoints);
