import { type Areas, Resource } from '../../core/resource';
import { commerceSearchEndpoints, commerceSynonymEndpoints } from './endpoints';
import type { CommerceSearchCalls, CommerceSearchSynonymsCalls } from './endpoints.generated';

/**
 * Synonym rules of a tracking id's commerce search
 * (`/rest/organizations/{org}/commerce/v2/search/synonyms`): each names its `action` (`one-way`,
 * `two-way`, `replace`, `exact-match`), the terms it maps `from` and `to`, and optional `locales`. Every
 * call names the tracking id in its query (`{ trackingId }`).
 */
export class CommerceSynonyms extends Resource<typeof commerceSynonymEndpoints> {
  get endpoints() {
    return commerceSynonymEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface CommerceSynonyms extends CommerceSearchSynonymsCalls {}

/**
 * Commerce search (`/rest/organizations/{org}/commerce/v2/search`): the requests a storefront makes
 * (search, query and product suggestions, redirects), the global search configuration of a tracking id,
 * and its {@link commerceSearchAreas.synonyms | synonyms}.
 */
export class CommerceSearch extends Resource<typeof commerceSearchEndpoints> {
  get endpoints() {
    return commerceSearchEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface CommerceSearch extends CommerceSearchCalls {}

/** The areas of calls under {@link CommerceSearch}, each a class of its own: `PlatformClient` nests them. */
export const commerceSearchAreas = {
  /** Synonym rules of a tracking id's search. */
  synonyms: CommerceSynonyms,
} as const satisfies Areas;
