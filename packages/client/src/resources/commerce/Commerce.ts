import { type Areas, Resource } from '../../core/resource';
import { CommerceProductSuggestConfiguration, CommerceQueryConfiguration } from './CommerceConfigurations';
import { CommerceListingPages, CommerceListings } from './CommerceListings';
import { CommerceRecommendations, commerceRecommendationsAreas } from './CommerceRecommendations';
import { CommerceSearch, commerceSearchAreas } from './CommerceSearch';
import { CommerceContextMappings, CommerceFacets } from './CommerceTrackingIds';
import { commerceEndpoints } from './endpoints';
import type { CommerceCalls } from './endpoints.generated';

/**
 * Coveo for Commerce (`/rest/organizations/{org}/commerce/v2`): the configurations a merchandiser
 * manages per tracking id (a storefront's id: `trackingId`), and the requests a storefront makes for a
 * shopper. Storefront requests take the shopper's `language`, `country`, `currency` and `context`
 * (page URL, user, cart) in their body.
 *
 * Every method rejects with `PlatformError` for a non-success answer (400 for a refused request, 404 for
 * an unknown configuration, slot, synonym or mapping).
 */
export class Commerce extends Resource<typeof commerceEndpoints> {
  get endpoints() {
    return commerceEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface Commerce extends CommerceCalls {}

/** The areas of calls under {@link Commerce}, each a class of its own: `PlatformClient` nests them. */
export const commerceAreas = {
  /** Commerce search: search, suggestions, redirects, the global search configuration and synonyms. */
  search: [CommerceSearch, commerceSearchAreas],
  /** Listing configurations, listing rule previews and the products of a listing page. */
  listings: CommerceListings,
  /** Listing pages, written several at a time. */
  listingPages: CommerceListingPages,
  /** Recommended products, strategy previews and recommendation slots. */
  recommendations: [CommerceRecommendations, commerceRecommendationsAreas],
  /** Query configurations per tracking id and solution type. */
  queryConfiguration: CommerceQueryConfiguration,
  /** The product suggest configuration of a tracking id. */
  productSuggestConfiguration: CommerceProductSuggestConfiguration,
  /** Context mappings of a tracking id. */
  contextMappings: CommerceContextMappings,
  /** Facet fields of a tracking id. */
  facets: CommerceFacets,
} as const satisfies Areas;
