import type { QueryOf } from '../../core/published';
import type { components, operations } from '../../generated/search-interface';

type Schemas = components['schemas'];

/** A script or style sheet of a hosted page: by `url`, or inline (`inlineContent`); a script may be a module. */
export type HostedPageResourceModel = Schemas['hostedpage-file-javascript'];

/**
 * A page the platform hosts: its HTML, scripts and style sheets (the published `hostedpage-id`);
 * `created` and `updated` in ms since the epoch.
 */
export type HostedPageModel = Schemas['hostedpage-id'];

/** What creating or replacing a hosted page takes (the published `hostedpage`): `name` and `html` at least. */
export type NewHostedPageModel = Schemas['hostedpage'];

/** Query of `hostedPages.list`: `filter` is text in the name; `order` by name, `asc` (default) or `desc`. */
export type ListHostedPagesQuery = QueryOf<operations['get-all-hostedpages']>;

/** A page of hosted pages (the spec publishes no schema for the listing's answer). */
export interface HostedPagePage {
  items: HostedPageModel[];
  totalEntries: number;
  totalPages: number;
}
