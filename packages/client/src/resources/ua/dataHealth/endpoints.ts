import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

export const uaDataHealthEndpoints = /* @__PURE__ */ endpoints('ua.dataHealth', published.uaDataHealth);

export const uaDataHealthCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaDataHealthEndpoints);
