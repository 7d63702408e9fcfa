import type { QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/search-interface';

type Schemas = components['schemas'];

/**
 * Who may open a search interface: `users` (e-mail addresses), `domains` (e-mail domains, e.g.
 * `example.com`); `sharingLinkEnabled`, anyone with the link; `sharingDomainEnabled`, the users of `domains`.
 */
export type SearchInterfaceAccessesModel = WithRequired<Schemas['interface-access'], 'users' | 'domains'>;

/** A facet of a search interface. */
export type SearchInterfaceFacetModel = Required<NonNullable<Schemas['interface-config']['facets']>[number]>;

/** A sort criterion of a search interface (`field`, with `by: 'field'`, the field to sort on). */
export type SearchInterfaceSortModel = NonNullable<Schemas['interface-config']['sortCriteria']>[number];

/**
 * A search interface configuration the platform hosts (`title`, the HTML page title; `created` and
 * `updated` in ms since the epoch, with who made them, `createdBy` and `updatedBy`).
 */
export type SearchInterfaceModel = Schemas['interface-config-id'] &
  Pick<Schemas['interface-config'], 'title'>;

/** What creating or replacing a search interface takes: `name` at least. */
export type NewSearchInterfaceModel = Schemas['interface-config'];

/** Query of `searchInterfaces.list` (the published one): `filter` is text in the name; `order` by name, `asc` (default) or `desc`. */
export type ListSearchInterfacesQuery = QueryOf<operations['get-all-interface-config']>;

/** A page of search interfaces (the spec publishes no schema for the listing's answer). */
export interface SearchInterfacePage {
  items: SearchInterfaceModel[];
  totalEntries: number;
  totalPages: number;
}

/** Users to give access to a search interface, and an optional message for the invitation e-mail. */
export type AddSearchInterfaceUsersModel = WithRequired<Schemas['interface-add-user'], 'users'>;

/** What building a search interface's manifest takes: where to put the page's parts. */
export type SearchInterfaceManifestRequest = Schemas['interface-manifest-request'];

/**
 * A search interface's manifest: its configuration, the markup to embed (the results placeholder in it),
 * what to render at the placeholder (`results`: attributes and result templates) and the CSS (`style`).
 */
export type SearchInterfaceManifestModel = Schemas['interface-manifest'];
