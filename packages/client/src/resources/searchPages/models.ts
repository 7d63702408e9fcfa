import type { WithRequired } from '../../core/published';
import type { components } from '../../generated/search-interface';

type Schemas = components['schemas'];

/**
 * A hosted search page (built with Atomic): the published configuration (facets, sort criteria,
 * layout, result templates, ...; `created` and `updated` in ms since the epoch), and beside it what the
 * emulator answers and this client reads, which the published schema leaves out: the page's HTML markup,
 * its `<head>` resources, `searchHub` and `pipeline`.
 */
export type SearchPageConfiguration = Schemas['search-page-interface-config-id'] & {
  html?: string;
  header?: { css?: unknown[]; javascript?: unknown[] };
  searchHub?: string;
  pipeline?: string;
};

/** A new or replaced search page: `name` and configuration. */
export type SearchPageInput = Partial<Omit<SearchPageConfiguration, 'id'>> & { name: string };

/**
 * Who may open a search page: `users` (e-mails), `domains` (e-mail domains, e.g. `example.com`);
 * `sharingLinkEnabled`, anyone with the link; `sharingDomainEnabled`, the users of the listed domains
 * (both default `false`).
 */
export type SearchPageAccesses = WithRequired<Schemas['interface-access'], 'users' | 'domains'>;

/** A search page with who may open it, as the calls that change its users answer. */
export type SearchPageWithAccesses = SearchPageConfiguration & { accesses: SearchPageAccesses };

/** Placeholders to render a page's manifest with. */
export type SearchPageManifestParameters = Schemas['interface-manifest-request'];

/**
 * What a page is made of (the published `interface-manifest`): markup, what to render at the results
 * placeholder (`results`), the style, and the configuration (`config`, published as a search interface's:
 * `layout` is `LIST` or `GRID`).
 */
export type SearchPageManifest = Omit<Schemas['interface-manifest'], 'results' | 'style'> & {
  results: WithRequired<Schemas['interface-manifest-results'], 'attributes' | 'templates'>;
  style: Required<Schemas['interface-manifest-style']>;
};

/**
 * Users to allow on a search page (`users`: e-mail addresses, at least one, or the call answers 400), and
 * a `message` for the invitation e-mail.
 */
export type SearchPageUsersModel = Schemas['interface-add-user'];

/** What `requestAccess` answers (a call the platform does not publish): whether the request was recorded (`false`: the user already has access). */
export interface SearchPageAccessRequest {
  requested: boolean;
}
