import { Resource } from '../../core/resource';
import { commerceContextMappingEndpoints, commerceFacetEndpoints } from './endpoints';
import type { CommerceContextMappingsCalls, CommerceFacetsCalls } from './endpoints.generated';

/**
 * Context mappings of a tracking id
 * (`/rest/organizations/{org}/commerce/v2/tracking-ids/{trackingId}/context-mappings`): for each context
 * `key` a storefront sends (`BOOLEAN`, `STRING`, `NUMBER` or `PRODUCT_LIST`), its `destinations`
 * (query pipeline context, ML context, field aliases). A mapping is named by its key.
 */
export class CommerceContextMappings extends Resource<typeof commerceContextMappingEndpoints> {
  get endpoints() {
    return commerceContextMappingEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface CommerceContextMappings extends CommerceContextMappingsCalls {}

/**
 * Facet fields of a tracking id
 * (`/rest/organizations/{org}/commerce/v2/tracking-ids/{trackingId}/facet/fields`): the fields its
 * pages may facet on (`REGULAR`, `CONTINUOUS`, `NUMERICAL_RANGES`, `HIERARCHICAL`), with their display
 * names per language; written several at a time.
 */
export class CommerceFacets extends Resource<typeof commerceFacetEndpoints> {
  get endpoints() {
    return commerceFacetEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface CommerceFacets extends CommerceFacetsCalls {}
