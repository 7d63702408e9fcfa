import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const samlEndpoints = /* @__PURE__ */ endpoints('saml', published.saml);

export const samlCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(samlEndpoints);
