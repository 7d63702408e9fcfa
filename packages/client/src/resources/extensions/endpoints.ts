import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const extensionEndpoints = /* @__PURE__ */ endpoints('extensions', published.extensions);

export const extensionsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(extensionEndpoints);
