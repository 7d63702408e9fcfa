import { Resource } from '../../core/resource';
import { commerceListingEndpoints, commerceListingPageEndpoints } from './endpoints';
import type { CommerceListingPagesCalls, CommerceListingsCalls } from './endpoints.generated';

/**
 * Listing configurations of a tracking id (`/rest/organizations/{org}/commerce/v2/configurations/listings`):
 * the URL `patterns` a product listing page matches and its `rules` (filter, ranking, pin), the global
 * one every listing applies, previews of a rule's effect, and the products request of a listing page
 * ({@link getProducts}). The platform announces the retirement of the listing configuration calls on
 * 2026-08-31.
 */
export class CommerceListings extends Resource<typeof commerceListingEndpoints> {
  get endpoints() {
    return commerceListingEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface CommerceListings extends CommerceListingsCalls {}

/**
 * Listing pages (`/rest/organizations/{org}/commerce/v2/listings/pages`): product listing pages of a
 * tracking id, each with its `name`, URL `patterns` and `pageRules`; written several at a time.
 */
export class CommerceListingPages extends Resource<typeof commerceListingPageEndpoints> {
  get endpoints() {
    return commerceListingPageEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface CommerceListingPages extends CommerceListingPagesCalls {}
