import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import type { HostedInterfacePage, ListHostedInterfacesQuery } from '../insightInterfaces/models';
import { ipxInterfaceEndpoints } from './endpoints';
import type { IpxInterfacesCalls } from './endpoints.generated';
import type { HostedInterfaceToken, IPXInterfaceConfiguration, IPXInterfaceInput } from './models';

type Empty = Record<string, never>;

/**
 * IPX interfaces (`/rest/organizations/{org}/ipxinterface/v1/interfaces`): hosted in-product
 * experiences. The platform keeps a version of each saved configuration. Every method rejects with
 * `PlatformError` (400 for invalid input, 404 for an unknown interface).
 */
export class IpxInterfaces extends Resource<typeof ipxInterfaceEndpoints> {
  get endpoints() {
    return ipxInterfaceEndpoints;
  }
}

// The calls of IpxInterfaces that follow the argument convention: Resource makes them from the endpoint table.
export interface IpxInterfaces extends IpxInterfacesCalls {
  /**
   * Lists interfaces. `GET /rest/organizations/{org}/ipxinterface/v1/interfaces`.
   * @param query `filter` (name substring), `order` (`asc`/`desc` by name), `page`, `perPage`.
   * @returns `{ items, totalEntries, totalPages }`.
   */
  list<S extends RequestSettings = {}>(
    query?: ListHostedInterfacesQuery,
    settings?: S,
  ): Promise<GetResult<HostedInterfacePage<IPXInterfaceConfiguration>, S>>;

  /**
   * Creates an interface. `POST /rest/organizations/{org}/ipxinterface/v1/interfaces?createPipelines=…`.
   * @param config `name` is required.
   * @param query `createPipelines`: also create a query pipeline of the interface's name, routed by a new
   * condition on its search hub (`listPipelines` then answers it).
   * @returns the interface (201), with `id` and `created`.
   * @throws PlatformError 400 when `name` is missing; 409 with `createPipelines` when a pipeline has the
   * name already (nothing is created).
   */
  create(
    config: IPXInterfaceInput,
    query?: { createPipelines?: boolean },
    settings?: RequestSettings,
  ): Promise<IPXInterfaceConfiguration>;

  /**
   * Reads an interface. `GET /rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}`.
   * @throws PlatformError 404 for an unknown interface.
   */
  get<S extends RequestSettings = {}>(
    ipxInterfaceId: string,
    settings?: S,
  ): Promise<GetResult<IPXInterfaceConfiguration, S>>;

  /**
   * Replaces an interface's configuration (a new version). `PUT /rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}`.
   * @returns the updated interface.
   * @throws PlatformError 404 for an unknown interface, 400 when `name` is missing.
   */
  update(
    ipxInterfaceId: string,
    config: IPXInterfaceInput,
    settings?: RequestSettings,
  ): Promise<IPXInterfaceConfiguration>;

  /**
   * Deletes an interface. `DELETE /rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown interface.
   */
  delete(ipxInterfaceId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Renders a configuration, saved or not, as an HTML page to preview.
   * `POST /rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxId}/preview`.
   * @param config the configuration to render, with its `id` and `name` (the platform requires both;
   * what else is unset comes from the saved interface).
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown interface.
   */
  generatePreview(
    ipxId: string,
    config: IPXInterfaceInput & { id: string },
    settings?: RequestSettings,
  ): Promise<string>;

  /**
   * Fetches the interface's editor page. `GET /rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}/edit`.
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown interface.
   */
  getEditInterface<S extends RequestSettings = {}>(
    ipxInterfaceId: string,
    settings?: S,
  ): Promise<GetResult<string, S>>;

  /**
   * Fetches the loader script that injects the interface into a host page.
   * `GET /rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}/loader`.
   * @returns the JavaScript text.
   * @throws PlatformError 404 for an unknown interface.
   */
  getLoader<S extends RequestSettings = {}>(
    ipxInterfaceId: string,
    settings?: S,
  ): Promise<GetResult<string, S>>;

  /**
   * Fetches the interface's login page. `GET /rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}/login`.
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown interface.
   */
  getLoginPage<S extends RequestSettings = {}>(
    ipxInterfaceId: string,
    settings?: S,
  ): Promise<GetResult<string, S>>;

  /**
   * Makes a search token for the interface. `GET /rest/organizations/{org}/ipxinterface/v1/interfaces/{ipxInterfaceId}/token`.
   * @returns `{ token }`.
   * @throws PlatformError 404 for an unknown interface.
   */
  getToken<S extends RequestSettings = {}>(
    ipxInterfaceId: string,
    settings?: S,
  ): Promise<GetResult<HostedInterfaceToken, S>>;
}
