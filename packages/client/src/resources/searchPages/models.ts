import type { WithRequired } from '../../core/published';
import type { components } from '../../generated/search-interface';

type Schemas = components['schemas'];

/**
 * A hosted search page (built with Atomic; the published `search-page-interface-config-id`): facets,
 * sort criteria, layout, result templates, style, settings and accesses, and who made and last changed
 * it, when (`created`, `updated`: ms since the epoch).
 */
export type SearchPageConfiguration = Schemas['search-page-interface-config-id'];

/**
 * A new or replaced search page: `name` and the published configuration; beside them, which the published
 * schema leaves out and answers do not give back, the page's HTML (`html`, which its views and loader
 * show) and `searchHub`, the search hub its search tokens name (default: its name).
 */
export type SearchPageInput = Schemas['search-page-interface-config'] & { html?: string; searchHub?: string };

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
