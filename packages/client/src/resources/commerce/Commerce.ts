import { Resource } from '../../core/resource';
import { CommerceProductSuggestConfiguration, CommerceQueryConfiguration } from './CommerceConfigurations';
import { CommerceListingPages, CommerceListings } from './CommerceListings';
import { CommerceRecommendations } from './CommerceRecommendations';
import { CommerceSearch } from './CommerceSearch';
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

  /** Commerce search: search, suggestions, redirects, the global search configuration and synonyms. */
  readonly search = new CommerceSearch(this.transport);
  /** Listing configurations, listing rule previews and the products of a listing page. */
  readonly listings = new CommerceListings(this.transport);
  /** Listing pages, written several at a time. */
  readonly listingPages = new CommerceListingPages(this.transport);
  /** Recommended products, strategy previews and recommendation slots. */
  readonly recommendations = new CommerceRecommendations(this.transport);
  /** Query configurations per tracking id and solution type. */
  readonly queryConfiguration = new CommerceQueryConfiguration(this.transport);
  /** The product suggest configuration of a tracking id. */
  readonly productSuggestConfiguration = new CommerceProductSuggestConfiguration(this.transport);
  /** Context mappings of a tracking id. */
  readonly contextMappings = new CommerceContextMappings(this.transport);
  /** Facet fields of a tracking id. */
  readonly facets = new CommerceFacets(this.transport);
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface Commerce extends CommerceCalls {}
