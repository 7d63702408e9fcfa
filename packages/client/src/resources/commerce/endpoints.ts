import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

/** Requests of the commerce API that no sub-resource holds: setup, badges, facet value search. */
export const commerceEndpoints = /* @__PURE__ */ endpoints('commerce', published.commerce);

export const commerceSearchEndpoints = /* @__PURE__ */ endpoints('commerce.search', published.commerceSearch);

export const commerceSynonymEndpoints = /* @__PURE__ */ endpoints(
  'commerce.search.synonyms',
  published.commerceSearchSynonyms,
);

export const commerceListingEndpoints = /* @__PURE__ */ endpoints(
  'commerce.listings',
  published.commerceListings,
);

export const commerceListingPageEndpoints = /* @__PURE__ */ endpoints(
  'commerce.listingPages',
  published.commerceListingPages,
);

export const commerceRecommendationEndpoints = /* @__PURE__ */ endpoints(
  'commerce.recommendations',
  published.commerceRecommendations,
);

export const commerceRecommendationSlotEndpoints = /* @__PURE__ */ endpoints(
  'commerce.recommendations.slots',
  published.commerceRecommendationsSlots,
);

export const commerceQueryConfigurationEndpoints = /* @__PURE__ */ endpoints(
  'commerce.queryConfiguration',
  published.commerceQueryConfiguration,
);

export const commerceProductSuggestConfigurationEndpoints = /* @__PURE__ */ endpoints(
  'commerce.productSuggestConfiguration',
  published.commerceProductSuggestConfiguration,
);

export const commerceContextMappingEndpoints = /* @__PURE__ */ endpoints(
  'commerce.contextMappings',
  published.commerceContextMappings,
);

export const commerceFacetEndpoints = /* @__PURE__ */ endpoints('commerce.facets', published.commerceFacets);

export const commerceCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  commerceEndpoints,
  commerceSearchEndpoints,
  commerceSynonymEndpoints,
  commerceListingEndpoints,
  commerceListingPageEndpoints,
  commerceRecommendationEndpoints,
  commerceRecommendationSlotEndpoints,
  commerceQueryConfigurationEndpoints,
  commerceProductSuggestConfigurationEndpoints,
  commerceContextMappingEndpoints,
  commerceFacetEndpoints,
);
