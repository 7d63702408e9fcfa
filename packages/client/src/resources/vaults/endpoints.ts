import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const vaultEndpoints = /* @__PURE__ */ endpoints('vaults', published.vaults);

export const vaultsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(vaultEndpoints);
