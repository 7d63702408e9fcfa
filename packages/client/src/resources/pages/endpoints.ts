import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const pageEndpoints = /* @__PURE__ */ endpoints('pages', published.pages);

export const pagesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(pageEndpoints);
