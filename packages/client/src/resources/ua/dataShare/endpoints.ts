import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

export const uaDataShareEndpoints = /* @__PURE__ */ endpoints('ua.dataShare', published.uaDataShare);

export const uaDataShareCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaDataShareEndpoints);
