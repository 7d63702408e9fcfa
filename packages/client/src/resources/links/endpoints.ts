import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const linkEndpoints = /* @__PURE__ */ endpoints('links', published.links);

export const linksCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(linkEndpoints);
