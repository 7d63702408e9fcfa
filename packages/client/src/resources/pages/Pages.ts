import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { pageEndpoints } from './endpoints';
import type { PagesCalls } from './endpoints.generated';
import type {
  HostedSearchPageModel,
  NewHostedSearchPageModel,
  PageHeaderModel,
  PageHeaderOrderModel,
  PageHeaderResourceModel,
  PageSearchUiVersionModel,
} from './models';

type Empty = Record<string, never>;

/**
 * Search pages the platform hosts (`/rest/organizations/{org}/pages`), their search UI version and
 * the style sheets and scripts of their header, in order. A header resource's id (`resourceId`)
 * is its `name`. Every method rejects with `PlatformError` for a non-success answer (404 for an
 * unknown page or resource, 400 for malformed input, 409 for a resource name in use).
 */
export class Pages extends Resource<typeof pageEndpoints> {
  get endpoints() {
    return pageEndpoints;
  }
}

// The calls of Pages that follow the argument convention: Resource makes them from the endpoint table.
export interface Pages extends PagesCalls {
  /**
   * Lists the pages. `GET /rest/organizations/{org}/pages`.
   * @param query `name`: only the pages whose name holds it. @returns `HostedSearchPageModel[]`.
   */
  list<S extends RequestSettings = {}>(
    query?: { name?: string },
    settings?: S,
  ): Promise<GetResult<HostedSearchPageModel[], S>>;

  /**
   * Creates a page. `POST /rest/organizations/{org}/pages`.
   * @returns the page, with its `id` and an empty header. @throws PlatformError 400 without `name` or `title`.
   */
  create(page: NewHostedSearchPageModel, settings?: RequestSettings): Promise<HostedSearchPageModel>;

  /** Reads a page. `GET /rest/organizations/{org}/pages/{pageId}`. @throws PlatformError 404 if unknown. */
  get<S extends RequestSettings = {}>(
    pageId: string,
    settings?: S,
  ): Promise<GetResult<HostedSearchPageModel, S>>;

  /**
   * Replaces a page's `name`, `title` and `html` (its header stays).
   * `PUT /rest/organizations/{org}/pages/{pageId}`. @returns `{}` (204): {@link get} reads the page.
   * @throws PlatformError 404 if unknown, 400 without `name` or `title`.
   */
  update(pageId: string, page: NewHostedSearchPageModel, settings?: RequestSettings): Promise<Empty>;

  /** Deletes a page. `DELETE /rest/organizations/{org}/pages/{pageId}`. @returns `{}` (204). */
  delete(pageId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * The search UI framework version a page uses. `GET /rest/organizations/{org}/pages/{pageId}/searchui`.
   * @returns `{ current, available, latest, upgradable }`.
   */
  getSearchUiVersion<S extends RequestSettings = {}>(
    pageId: string,
    settings?: S,
  ): Promise<GetResult<PageSearchUiVersionModel, S>>;

  /**
   * Sets the search UI framework version of a page. `PUT /rest/organizations/{org}/pages/{pageId}/searchui?major=&minor=`.
   * @returns `{}` (204): {@link getSearchUiVersion} reads the version.
   * @throws PlatformError 400 for a version that is not available.
   */
  updateSearchUiVersion(
    pageId: string,
    query: { major: string; minor: string },
    settings?: RequestSettings,
  ): Promise<Empty>;

  /** A page's header: `{ css, javascript }`, in order. `GET /rest/organizations/{org}/pages/{pageId}/header`. */
  getHeader<S extends RequestSettings = {}>(
    pageId: string,
    settings?: S,
  ): Promise<GetResult<PageHeaderModel, S>>;

  /**
   * Reorders a page's header. `PUT /rest/organizations/{org}/pages/{pageId}/header`.
   * @param order every resource name of each kind, once, in the new order.
   * @returns the header in its new order. @throws PlatformError 400 unless each list names every resource once.
   */
  reorderHeader(
    pageId: string,
    order: PageHeaderOrderModel,
    settings?: RequestSettings,
  ): Promise<PageHeaderModel>;

  /**
   * Adds a style sheet at the end of a page's header. `POST /rest/organizations/{org}/pages/{pageId}/header/css`.
   * @param resource `name`, and `url` or `inlineContent`. @returns the style sheet added.
   */
  addCss(
    pageId: string,
    resource: PageHeaderResourceModel,
    settings?: RequestSettings,
  ): Promise<PageHeaderResourceModel>;

  /**
   * Replaces a style sheet, in place. `PUT /rest/organizations/{org}/pages/{pageId}/header/css/{resourceId}`.
   * @returns the new style sheet. @throws PlatformError 404 for an unknown resource.
   */
  updateCss(
    pageId: string,
    resourceId: string,
    resource: PageHeaderResourceModel,
    settings?: RequestSettings,
  ): Promise<PageHeaderResourceModel>;

  /** Removes a style sheet. `DELETE /rest/organizations/{org}/pages/{pageId}/header/css/{resourceId}`. @returns `{}` (204). */
  deleteCss(pageId: string, resourceId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Adds a script at the end of a page's header. `POST /rest/organizations/{org}/pages/{pageId}/header/javascript`.
   * @param resource `name`, and `url` or `inlineContent`. @returns the script added.
   */
  addJavascript(
    pageId: string,
    resource: PageHeaderResourceModel,
    settings?: RequestSettings,
  ): Promise<PageHeaderResourceModel>;

  /**
   * Replaces a script, in place. `PUT /rest/organizations/{org}/pages/{pageId}/header/javascript/{resourceId}`.
   * @returns the new script. @throws PlatformError 404 for an unknown resource.
   */
  updateJavascript(
    pageId: string,
    resourceId: string,
    resource: PageHeaderResourceModel,
    settings?: RequestSettings,
  ): Promise<PageHeaderResourceModel>;

  /** Removes a script. `DELETE /rest/organizations/{org}/pages/{pageId}/header/javascript/{resourceId}`. @returns `{}` (204). */
  deleteJavascript(pageId: string, resourceId: string, settings?: RequestSettings): Promise<Empty>;
}
