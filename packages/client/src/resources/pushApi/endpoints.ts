import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

/** The Push API's security identity calls and file containers, on the serverless host. */
export const pushApiEndpoints = /* @__PURE__ */ endpoints('pushApi', published.pushApi);

export const pushApiCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(pushApiEndpoints);
