import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const searchInterfaceEndpoints = /* @__PURE__ */ endpoints(
  'searchInterfaces',
  published.searchInterfaces,
);

export const searchInterfacesCatalog: readonly Endpoint[] =
  /* @__PURE__ */ catalogOf(searchInterfaceEndpoints);
