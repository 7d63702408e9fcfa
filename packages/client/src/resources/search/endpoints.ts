import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const searchEndpoints = /* @__PURE__ */ endpoints('search', published.search);

export const searchAnalysisEndpoints = /* @__PURE__ */ endpoints('search.analysis', published.searchAnalysis);

export const searchCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  searchEndpoints,
  searchAnalysisEndpoints,
);
