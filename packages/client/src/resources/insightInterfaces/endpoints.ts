import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const insightInterfaceEndpoints = /* @__PURE__ */ endpoints(
  'insightInterfaces',
  published.insightInterfaces,
);

export const insightInterfacesCatalog: readonly Endpoint[] =
  /* @__PURE__ */ catalogOf(insightInterfaceEndpoints);
