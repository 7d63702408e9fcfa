import type { WithRequired } from '../../core/published';
import type { components } from '../../generated/search-pages';

type Schemas = components['schemas'];

/**
 * A script or style sheet in a search page's header: by `url`, or `inlineContent`. Its `name` is
 * its id in the header calls (`{resourceId}`), unique per kind in a page.
 */
export type PageHeaderResourceModel = WithRequired<Schemas['swaggermodels.CSSResourceSharedModel'], 'name'>;

/**
 * A search page the platform hosts (`lastModified` ISO 8601). Its header's scripts and style sheets,
 * in order, are given as the header calls give them: the published page answer types them with the
 * platform's internal field names (`Name`, `URL`, `InlineContent`), which it does not answer.
 */
export type HostedSearchPageModel = Omit<
  WithRequired<Schemas['swaggermodels.ResponsePage'], 'id' | 'name' | 'title'>,
  'css' | 'javascript'
> & {
  javascript?: PageHeaderResourceModel[];
  css?: PageHeaderResourceModel[];
};

/** What creating a page takes (`name`, `title`), and replacing it (also `html`). */
export type NewHostedSearchPageModel = WithRequired<
  Schemas['swaggermodels.RequestUpdatePageMetadata'],
  'name' | 'title'
>;

/** The header of a page: its style sheets and scripts, in order. */
export interface PageHeaderModel {
  css: PageHeaderResourceModel[];
  javascript: PageHeaderResourceModel[];
}

/** A new order of a page's header: every resource name of each kind, once, in the order wanted. */
export type PageHeaderOrderModel = Required<Schemas['swaggermodels.UpdateHeaderResourcesModel']>;

/** A `major.minor` version of the search UI framework. */
export type SearchUiVersion = Required<Schemas['swaggermodels.ResponseSearchUIVersion']>;

/** The search UI framework version a page uses, and those it may use (`upgradable`: `current` is behind `latest`). */
export interface PageSearchUiVersionModel {
  current?: SearchUiVersion;
  available: SearchUiVersion[];
  latest: SearchUiVersion;
  upgradable: boolean;
}
