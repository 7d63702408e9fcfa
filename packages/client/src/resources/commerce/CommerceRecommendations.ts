import { type Areas, Resource } from '../../core/resource';
import { commerceRecommendationEndpoints, commerceRecommendationSlotEndpoints } from './endpoints';
import type { CommerceRecommendationsCalls, CommerceRecommendationsSlotsCalls } from './endpoints.generated';

/**
 * Recommendation slots (`/rest/organizations/{org}/commerce/v2/recommendations/slots`): where a
 * storefront shows recommended products, each with its `slotType` (`home`, `productDetail`, `cart`,
 * ...), `seedType`, `strategy` (`popular_viewed`, `bought_together`, ...), `headlines` and `minRecs`;
 * with the query configuration all the slots of a tracking id start from.
 */
export class CommerceRecommendationSlots extends Resource<typeof commerceRecommendationSlotEndpoints> {
  get endpoints() {
    return commerceRecommendationSlotEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface CommerceRecommendationSlots extends CommerceRecommendationsSlotsCalls {}

/**
 * Commerce recommendations (`/rest/organizations/{org}/commerce/v2/recommendations`): the products a
 * slot recommends to a shopper, previews of a strategy, and the {@link commerceRecommendationsAreas.slots | slots} themselves.
 */
export class CommerceRecommendations extends Resource<typeof commerceRecommendationEndpoints> {
  get endpoints() {
    return commerceRecommendationEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface CommerceRecommendations extends CommerceRecommendationsCalls {}

/** The areas of calls under {@link CommerceRecommendations}, each a class of its own: `PlatformClient` nests them. */
export const commerceRecommendationsAreas = {
  /** Recommendation slots and their strategies. */
  slots: CommerceRecommendationSlots,
} as const satisfies Areas;
