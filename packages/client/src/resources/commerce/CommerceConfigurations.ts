import { Resource } from '../../core/resource';
import {
  commerceProductSuggestConfigurationEndpoints,
  commerceQueryConfigurationEndpoints,
} from './endpoints';
import type {
  CommerceProductSuggestConfigurationCalls,
  CommerceQueryConfigurationCalls,
} from './endpoints.generated';

/**
 * Query configurations (`/rest/organizations/{org}/commerce/v2/configurations/query`): the fields,
 * facets, sorts, page size and grouping of a tracking id's queries, per solution type (`search`,
 * `listing`, `recommendation`), either global (`isGlobal`) or for one of `targets`. Read and delete name
 * the configuration in the query, create and update in the body.
 */
export class CommerceQueryConfiguration extends Resource<typeof commerceQueryConfigurationEndpoints> {
  get endpoints() {
    return commerceQueryConfigurationEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface CommerceQueryConfiguration extends CommerceQueryConfigurationCalls {}

/**
 * The product suggest configuration of a tracking id
 * (`/rest/organizations/{org}/commerce/v2/configurations/productSuggest`): one per tracking id, named in
 * the query (`{ trackingId }`) except on create.
 */
export class CommerceProductSuggestConfiguration extends Resource<
  typeof commerceProductSuggestConfigurationEndpoints
> {
  get endpoints() {
    return commerceProductSuggestConfigurationEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface CommerceProductSuggestConfiguration extends CommerceProductSuggestConfigurationCalls {}
