import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import type { ListHostedInterfacesQuery } from '../insightInterfaces/models';
import type { HostedInterfaceToken } from '../ipxInterfaces/models';
import { searchPageEndpoints } from './endpoints';
import type { SearchPagesCalls } from './endpoints.generated';
import type {
  SearchPageAccesses,
  SearchPageAccessRequest,
  SearchPageConfiguration,
  SearchPageInput,
  SearchPageManifest,
  SearchPageManifestParameters,
  SearchPageUsersModel,
  SearchPageWithAccesses,
} from './models';

type Empty = Record<string, never>;

/**
 * Hosted search pages (`/rest/organizations/{org}/searchpage/v1/interfaces`): configuration, who may
 * open them, and the HTML/JS the platform serves for them. The platform keeps a version of each saved
 * configuration. Every method rejects with `PlatformError` (400 for invalid input, 404 for an unknown page).
 */
export class SearchPages extends Resource<typeof searchPageEndpoints> {
  get endpoints() {
    return searchPageEndpoints;
  }
}

// The calls of SearchPages that follow the argument convention: Resource makes them from the endpoint table.
export interface SearchPages extends SearchPagesCalls {
  /**
   * Lists search pages. `GET /rest/organizations/{org}/searchpage/v1/interfaces`.
   * @param query `filter` (name substring), `order` (`asc`/`desc` by name), `page`, `perPage`.
   * @returns `SearchPageConfiguration[]`: the page asked for, by name.
   */
  list<S extends RequestSettings = {}>(
    query?: ListHostedInterfacesQuery,
    settings?: S,
  ): Promise<GetResult<SearchPageConfiguration[], S>>;

  /**
   * Creates a search page. `POST /rest/organizations/{org}/searchpage/v1/interfaces`.
   * @param page `name` is required.
   * @returns the page (201), with `id` and `created`.
   * @throws PlatformError 400 when `name` is missing.
   */
  create(page: SearchPageInput, settings?: RequestSettings): Promise<SearchPageConfiguration>;

  /**
   * Reads a search page. `GET /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}`.
   * @throws PlatformError 404 for an unknown page.
   */
  get<S extends RequestSettings = {}>(
    searchPageId: string,
    settings?: S,
  ): Promise<GetResult<SearchPageConfiguration, S>>;

  /**
   * Replaces a search page's configuration (a new version). `PUT /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}`.
   * @returns the updated page.
   * @throws PlatformError 404 for an unknown page, 400 when `name` is missing.
   */
  update(
    searchPageId: string,
    page: SearchPageInput,
    settings?: RequestSettings,
  ): Promise<SearchPageConfiguration>;

  /**
   * Deletes a search page. `DELETE /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown page.
   */
  delete(searchPageId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Reads what a page is made of: markup with placeholders, result templates, style, configuration.
   * `POST /rest/organizations/{org}/searchpage/v1/interfaces/{interfaceId}/manifest`.
   * @param parameters `pagePlaceholders.results`: the markup to put where the result list goes.
   * @returns the `SearchPageManifest`.
   * @throws PlatformError 404 for an unknown page.
   */
  getManifest(
    interfaceId: string,
    parameters: SearchPageManifestParameters,
    settings?: RequestSettings,
  ): Promise<SearchPageManifest>;

  /**
   * Reads who may open a page. `GET /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/accesses`.
   * @returns `{ users, domains, sharingLinkEnabled, sharingDomainEnabled }`.
   * @throws PlatformError 404 for an unknown page.
   */
  getAccesses<S extends RequestSettings = {}>(
    searchPageId: string,
    settings?: S,
  ): Promise<GetResult<SearchPageAccesses, S>>;

  /**
   * Replaces who may open a page. `PUT /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/accesses`.
   * @returns the stored accesses.
   * @throws PlatformError 404 for an unknown page, 400 when `users` or `domains` is not an array of strings.
   */
  updateAccesses(
    searchPageId: string,
    accesses: SearchPageAccesses,
    settings?: RequestSettings,
  ): Promise<SearchPageAccesses>;

  /**
   * Asks the page's owners for access, as the token's user.
   * `POST /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/accesses/request`.
   * @returns `{ requested }` (`false` when the user already has access).
   * @throws PlatformError 404 for an unknown page.
   */
  requestAccess(searchPageId: string, settings?: RequestSettings): Promise<SearchPageAccessRequest>;

  /**
   * Lists the users allowed to open a page. `GET /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/accesses/users`.
   * @returns the users' emails.
   * @throws PlatformError 404 for an unknown page.
   */
  getAccessesUsers<S extends RequestSettings = {}>(
    searchPageId: string,
    settings?: S,
  ): Promise<GetResult<string[], S>>;

  /**
   * Adds users allowed to open a page. `POST /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/accesses/users`.
   * @param body `users`: emails to add (already listed ones are kept once); `message`: for the notification email.
   * @param query `notify`: email them.
   * @returns the page, with its `accesses` (`accesses.users`: every allowed user).
   * @throws PlatformError 404 for an unknown page, 400 when `users` is not an array of strings.
   */
  addAccessesUsers(
    searchPageId: string,
    body: SearchPageUsersModel,
    query?: { notify?: boolean },
    settings?: RequestSettings,
  ): Promise<SearchPageWithAccesses>;

  /**
   * Replaces the users allowed to open a page. `PUT /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/accesses/users`.
   * @returns the page, with its `accesses` (`accesses.users`: the allowed users).
   * @throws PlatformError 404 for an unknown page, 400 when `users` is not an array of strings.
   */
  updateAccessesUsers(
    searchPageId: string,
    users: string[],
    settings?: RequestSettings,
  ): Promise<SearchPageWithAccesses>;

  /**
   * Fetches the page's editor. `GET /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/edit`.
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown page.
   */
  getEditInterface<S extends RequestSettings = {}>(
    searchPageId: string,
    settings?: S,
  ): Promise<GetResult<string, S>>;

  /**
   * Fetches the loader script that renders the page in a host page.
   * `GET /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/loader`.
   * @returns the JavaScript text.
   * @throws PlatformError 404 for an unknown page.
   */
  getLoader<S extends RequestSettings = {}>(
    searchPageId: string,
    settings?: S,
  ): Promise<GetResult<string, S>>;

  /**
   * Fetches the page's login page. `GET /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/login`.
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown page.
   */
  getLoginPage<S extends RequestSettings = {}>(
    searchPageId: string,
    settings?: S,
  ): Promise<GetResult<string, S>>;

  /**
   * Renders the saved page. `GET /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/preview`.
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown page.
   */
  getView<S extends RequestSettings = {}>(searchPageId: string, settings?: S): Promise<GetResult<string, S>>;

  /**
   * Renders a configuration, saved or not, to preview it.
   * `POST /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/preview`.
   * @param page the configuration to render, with its `id` and `name` (the platform requires both;
   * what else is unset comes from the saved page).
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown page.
   */
  generatePreview(
    searchPageId: string,
    page: SearchPageInput & { id: string },
    settings?: RequestSettings,
  ): Promise<string>;

  /**
   * Makes a search token for the page. `GET /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/token`.
   * @returns `{ token }`.
   * @throws PlatformError 404 for an unknown page.
   */
  getToken<S extends RequestSettings = {}>(
    searchPageId: string,
    settings?: S,
  ): Promise<GetResult<HostedInterfaceToken, S>>;

  /**
   * Reads a search page as the HTML document that serves it.
   * `GET /rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}/html`.
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown page.
   */
  getHtml<S extends RequestSettings = {}>(searchPageId: string, settings?: S): Promise<GetResult<string, S>>;
}
