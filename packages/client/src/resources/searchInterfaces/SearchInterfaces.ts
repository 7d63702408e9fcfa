import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { searchInterfaceEndpoints } from './endpoints';
import type { SearchInterfacesCalls } from './endpoints.generated';
import type {
  AddSearchInterfaceUsersModel,
  ListSearchInterfacesQuery,
  NewSearchInterfaceModel,
  SearchInterfaceAccessesModel,
  SearchInterfaceManifestModel,
  SearchInterfaceManifestRequest,
  SearchInterfaceModel,
  SearchInterfacePage,
} from './models';

/**
 * Search interfaces the platform hosts (`/rest/organizations/{org}/searchinterfaces`), and who may
 * open them. `accesses.users` and the `/accesses/users` calls show and change the same list.
 * Every method rejects with `PlatformError` for a non-success answer (404 for an unknown
 * interface, 400 for malformed input).
 */
export class SearchInterfaces extends Resource<typeof searchInterfaceEndpoints> {
  get endpoints() {
    return searchInterfaceEndpoints;
  }

  /**
   * Gives users access to a search interface, optionally e-mailing them.
   * `POST /rest/organizations/{org}/searchinterfaces/{interfaceId}/accesses/users[?notify=1]`.
   * @param body `users` (e-mail addresses) and an optional `message` for the e-mail.
   * @param query `notify: 1` to e-mail the new users.
   * @returns the users who may now open it, `string[]`.
   * @throws PlatformError 400 for an empty or malformed user list.
   */
  addAccessesUsers(
    interfaceId: string,
    body: AddSearchInterfaceUsersModel,
    query?: { notify?: 1 | 0 | boolean },
    settings?: RequestSettings,
  ) {
    const notify = query?.notify === true ? 1 : query?.notify === false ? undefined : query?.notify;
    return this.call<string[]>(
      'addAccessesUsers',
      { path: { interfaceId }, body, query: query && { ...query, notify } },
      settings,
    );
  }

  /**
   * Builds what embedding a search interface takes: its markup, what to render as results, and its style.
   * `POST /rest/organizations/{org}/searchinterfaces/{interfaceId}/manifest/v1`.
   * @returns `{ config, markup, results, style }`: the markup holds the results placeholder.
   */
  getManifest(interfaceId: string, request: SearchInterfaceManifestRequest = {}, settings?: RequestSettings) {
    return this.call<SearchInterfaceManifestModel>(
      'getManifest',
      { path: { interfaceId }, body: request },
      settings,
    );
  }
}

// The calls of SearchInterfaces that follow the argument convention: Resource makes them from the endpoint table.
export interface SearchInterfaces extends SearchInterfacesCalls {
  /**
   * Lists one page of search interfaces, by name. `GET /rest/organizations/{org}/searchinterfaces`.
   * @param query `filter` (text in the name), `order` (`asc`, `desc`), `page` (0-based), `perPage`.
   * @returns `{ items: SearchInterfaceModel[], totalEntries, totalPages }`.
   */
  list<S extends RequestSettings = {}>(
    query?: ListSearchInterfacesQuery,
    settings?: S,
  ): Promise<GetResult<SearchInterfacePage, S>>;

  /**
   * Creates a search interface. `POST /rest/organizations/{org}/searchinterfaces`.
   * @returns the interface (200), with its `id`. @throws PlatformError 400 without `name`.
   */
  create(searchInterface: NewSearchInterfaceModel, settings?: RequestSettings): Promise<SearchInterfaceModel>;

  /** Reads a search interface. `GET /rest/organizations/{org}/searchinterfaces/{interfaceId}`. @throws PlatformError 404 if unknown. */
  get<S extends RequestSettings = {}>(
    interfaceId: string,
    settings?: S,
  ): Promise<GetResult<SearchInterfaceModel, S>>;

  /**
   * Replaces a search interface. `PUT /rest/organizations/{org}/searchinterfaces/{interfaceId}`.
   * @throws PlatformError 404 if unknown, 400 for malformed input.
   */
  update(
    interfaceId: string,
    searchInterface: NewSearchInterfaceModel,
    settings?: RequestSettings,
  ): Promise<SearchInterfaceModel>;

  /** Deletes a search interface. `DELETE /rest/organizations/{org}/searchinterfaces/{interfaceId}`. @returns `{}` (204). */
  delete(interfaceId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Who may open a search interface. `GET /rest/organizations/{org}/searchinterfaces/{interfaceId}/accesses`.
   * @returns `{ users, domains, sharingLinkEnabled, sharingDomainEnabled }`.
   */
  getAccesses<S extends RequestSettings = {}>(
    interfaceId: string,
    settings?: S,
  ): Promise<GetResult<SearchInterfaceAccessesModel, S>>;

  /**
   * Replaces who may open a search interface. `PUT /rest/organizations/{org}/searchinterfaces/{interfaceId}/accesses`.
   * @returns the saved accesses. @throws PlatformError 400 for a malformed user or domain list.
   */
  updateAccesses(
    interfaceId: string,
    accesses: SearchInterfaceAccessesModel,
    settings?: RequestSettings,
  ): Promise<SearchInterfaceAccessesModel>;

  /**
   * The users who may open a search interface.
   * `GET /rest/organizations/{org}/searchinterfaces/{interfaceId}/accesses/users`. @returns `string[]` (e-mails).
   */
  getAccessesUsers<S extends RequestSettings = {}>(
    interfaceId: string,
    settings?: S,
  ): Promise<GetResult<string[], S>>;

  /**
   * Replaces the users who may open a search interface.
   * `PUT /rest/organizations/{org}/searchinterfaces/{interfaceId}/accesses/users`.
   * @param users e-mail addresses. @returns the saved list. @throws PlatformError 400 for a malformed address.
   */
  updateAccessesUsers(interfaceId: string, users: string[], settings?: RequestSettings): Promise<string[]>;

  /**
   * Reads a search interface as the HTML page that serves it.
   * `GET /rest/organizations/{org}/searchinterfaces/{interfaceId}/html`.
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown interface.
   */
  getHtml<S extends RequestSettings = {}>(interfaceId: string, settings?: S): Promise<GetResult<string, S>>;
}
