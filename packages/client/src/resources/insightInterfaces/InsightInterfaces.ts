import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { insightInterfaceEndpoints } from './endpoints';
import type {
  HostedInterfacePage,
  HostedInterfaceVersion,
  HostedInterfaceVersionInfo,
  InsightPanelInterfaceConfiguration,
  InsightPanelInterfaceInput,
  ListHostedInterfacesQuery,
  ListHostedInterfaceVersionsQuery,
} from './models';

type Empty = Record<string, never>;
type Version = HostedInterfaceVersion<InsightPanelInterfaceConfiguration>;

/**
 * Insight panel interfaces (`/rest/organizations/{org}/insightinterface/v1/interfaces`), versioned:
 * creation saves version 1, each update saves the next version, and a version can be restored (which
 * saves a new version copying it). Every method rejects with `PlatformError` (404 for an unknown
 * interface or version, 400 for invalid input).
 */
export class InsightInterfaces extends Resource<typeof insightInterfaceEndpoints> {
  get endpoints() {
    return insightInterfaceEndpoints;
  }
}

// The calls of InsightInterfaces that follow the argument convention: Resource makes them from the endpoint table.
export interface InsightInterfaces {
  /**
   * Lists interfaces. `GET /rest/organizations/{org}/insightinterface/v1/interfaces`.
   * @param query `filter` (name substring), `order` (`asc`/`desc` by name), `page`, `perPage`.
   * @returns `InsightPanelInterfaceConfiguration[]`: the page asked for, by name.
   */
  list<S extends RequestSettings = {}>(
    query?: Omit<ListHostedInterfacesQuery, 'order'>,
    settings?: S,
  ): Promise<GetResult<InsightPanelInterfaceConfiguration[], S>>;

  /**
   * Creates an interface (version 1). `POST /rest/organizations/{org}/insightinterface/v1/interfaces`.
   * @param config `name` is required.
   * @returns the interface (201), with `id`, `created` and `createdBy`.
   * @throws PlatformError 400 when `name` is missing.
   */
  create(
    config: InsightPanelInterfaceInput,
    settings?: RequestSettings,
  ): Promise<InsightPanelInterfaceConfiguration>;

  /**
   * Reads an interface. `GET /rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}`.
   * @throws PlatformError 404 for an unknown interface.
   */
  get<S extends RequestSettings = {}>(
    insightPanelInterfaceId: string,
    settings?: S,
  ): Promise<GetResult<InsightPanelInterfaceConfiguration, S>>;

  /**
   * Replaces an interface's configuration and saves it as a new version.
   * `PUT /rest/organizations/{org}/insightinterface/v1/interfaces/{ipInterfaceConfigId}`.
   * @returns the updated interface.
   * @throws PlatformError 404 for an unknown interface, 400 when `name` is missing.
   */
  update(
    ipInterfaceConfigId: string,
    config: InsightPanelInterfaceInput,
    settings?: RequestSettings,
  ): Promise<InsightPanelInterfaceConfiguration>;

  /**
   * Deletes an interface and its versions. `DELETE /rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown interface.
   */
  delete(insightPanelInterfaceId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Lists an interface's versions. `GET /rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}/versions`.
   * @param query `filter` (label substring), `order` (`asc`/`desc` by version number; default newest first), `page`, `perPage`.
   * @returns `{ items: HostedInterfaceVersionInfo[], totalEntries, totalPages }` (the versions without their
   *   configuration); exactly one item is `isPublished`.
   * @throws PlatformError 404 for an unknown interface.
   */
  listVersions<S extends RequestSettings = {}>(
    insightPanelInterfaceId: string,
    query?: ListHostedInterfaceVersionsQuery,
    settings?: S,
  ): Promise<GetResult<HostedInterfacePage<HostedInterfaceVersionInfo>, S>>;

  /**
   * Reads one version. `GET /rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}/versions/{versionNumber}`.
   * @returns `{ version, label, created, updated, isPublished, configuration, restoredFromVersion? }`.
   * @throws PlatformError 404 for an unknown interface or version.
   */
  getVersion<S extends RequestSettings = {}>(
    insightPanelInterfaceId: string,
    versionNumber: number,
    settings?: S,
  ): Promise<GetResult<Version, S>>;

  /**
   * Sets a version's label. `PUT /rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}/versions/{versionNumber}/label`
   * with the JSON body `{ label }`.
   * @returns the version, without its configuration.
   * @throws PlatformError 404 for an unknown interface or version, 400 when `label` is not a string.
   */
  updateVersionLabel(
    insightPanelInterfaceId: string,
    versionNumber: number,
    label: string,
    settings?: RequestSettings,
  ): Promise<HostedInterfaceVersionInfo>;

  /**
   * Makes an old version current again, saved as a new version (`restoredFromVersion` names the old one).
   * `POST /rest/organizations/{org}/insightinterface/v1/interfaces/{insightPanelInterfaceId}/versions/{versionNumber}/restore`
   * with the JSON body `{ label }`.
   * @param label the new version's label (optional).
   * @returns the interface as restored ({@link listVersions} gives the new version).
   * @throws PlatformError 404 for an unknown interface or version.
   */
  restoreVersion(
    insightPanelInterfaceId: string,
    versionNumber: number,
    label?: string,
    settings?: RequestSettings,
  ): Promise<InsightPanelInterfaceConfiguration>;
}
