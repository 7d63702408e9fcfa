/**
 * A script or style sheet in a search page's header: by `url`, or `inlineContent`. Its `name` is
 * its id in the header calls (`{resourceId}`), unique per kind in a page.
 */
export interface PageHeaderResourceModel {
  name: string;
  url?: string;
  inlineContent?: string;
}

/** A search page the platform hosts. */
export interface HostedSearchPageModel {
  id: string;
  name: string;
  title: string;
  html?: string;
  /** The header's scripts, in order. */
  javascript?: PageHeaderResourceModel[];
  /** The header's style sheets, in order. */
  css?: PageHeaderResourceModel[];
  /** ISO-8601. */
  lastModified?: string;
  [field: string]: unknown;
}

/** What creating a page takes (`name`, `title`), and replacing it (also `html`). */
export type NewHostedSearchPageModel = Pick<HostedSearchPageModel, 'name' | 'title'> &
  Partial<Pick<HostedSearchPageModel, 'html' | 'filter'>>;

/** The header of a page: its style sheets and scripts, in order. */
export interface PageHeaderModel {
  css: PageHeaderResourceModel[];
  javascript: PageHeaderResourceModel[];
}

/** A new order of a page's header: every resource name of each kind, once, in the order wanted. */
export interface PageHeaderOrderModel {
  css: string[];
  javascript: string[];
}

/** A `major.minor` version of the search UI framework. */
export interface SearchUiVersion {
  major: string;
  minor: string;
}

/** The search UI framework version a page uses, and those it may use. */
export interface PageSearchUiVersionModel {
  current?: SearchUiVersion;
  available: SearchUiVersion[];
  latest: SearchUiVersion;
  /** Whether `current` is behind `latest`. */
  upgradable: boolean;
}
