import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import { CrawlingModuleAtlassianApp } from './CrawlingModuleAtlassianApp';
import { crawlingModuleEndpoints } from './endpoints';
import type { CrawlingModuleCalls } from './endpoints.generated';
import type {
  ComponentVersionListModel,
  CrawlingModuleDeploymentModel,
  CrawlingModuleLogRequestDownloadModel,
  CrawlingModuleLogRequestModel,
  CrawlingModuleLogRequestPageModel,
  CrawlingModuleLogRequestState,
  CrawlingModuleModel,
  CrawlingModuleUpdateStatusModel,
  CrawlingModuleVersionsModel,
  NewCrawlingModuleLogRequestModel,
} from './models';

/**
 * Crawling module deployments of the organization (`/rest/organizations/{org}/crawlingmodule`):
 * their versions and updates, and requests for their logs; and the versions the upgrade channels offer
 * (`/rest/crawlingmodule/upgradechannels/{upgradeChannel}`, not scoped to an organization). Every method
 * rejects with `PlatformError` for a non-success answer (404 for an unknown deployment or log request).
 */
export class CrawlingModule extends Resource<typeof crawlingModuleEndpoints> {
  get endpoints() {
    return crawlingModuleEndpoints;
  }
}

// The calls of CrawlingModule that follow the argument convention: Resource makes them from the endpoint table.
export interface CrawlingModule extends CrawlingModuleCalls {
  /** Lists the deployments. `GET /rest/organizations/{org}/crawlingmodule`. @returns `CrawlingModuleModel[]`. */
  list<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<CrawlingModuleModel[], S>>;

  /**
   * Whether a deployment is behind the latest versions.
   * `GET /rest/organizations/{org}/crawlingmodule/{crawlingModuleId}/update`.
   * @returns `{ updateAvailable, updateCategory?, outdated? }` (`updateCategory` `BREAKING` for a new
   * major version, `MINOR` otherwise). @throws PlatformError 404 if unknown.
   */
  getUpdateStatus<S extends RequestSettings = {}>(
    crawlingModuleId: string,
    settings?: S,
  ): Promise<GetResult<CrawlingModuleUpdateStatusModel, S>>;

  /**
   * The latest versions of the components that go with a maestro version (default: the latest).
   * `GET /rest/organizations/{org}/crawlingmodule/versions/latest`.
   * @param query `crawlingModuleVersion`: a maestro version, e.g. `1.4.0`.
   * @returns `CrawlingModuleVersionsModel`. @throws PlatformError 404 for an unknown version.
   */
  getLatestVersion<S extends RequestSettings = {}>(
    settings?: S,
  ): Promise<GetResult<CrawlingModuleVersionsModel, S>>;

  /** The database component's versions. `GET /rest/organizations/{org}/crawlingmodule/versions/database`. */
  getDatabaseVersions<S extends RequestSettings = {}>(
    settings?: S,
  ): Promise<GetResult<ComponentVersionListModel, S>>;

  /** The worker component's versions. `GET /rest/organizations/{org}/crawlingmodule/versions/worker`. */
  getWorkerVersions<S extends RequestSettings = {}>(
    settings?: S,
  ): Promise<GetResult<ComponentVersionListModel, S>>;

  /** The security worker component's versions. `GET /rest/organizations/{org}/crawlingmodule/versions/securityWorker`. */
  getSecurityWorkerVersions<S extends RequestSettings = {}>(
    settings?: S,
  ): Promise<GetResult<ComponentVersionListModel, S>>;

  /**
   * Reports a deployment (creates or updates it): its name, settings and versions.
   * `PUT /rest/organizations/{org}/crawlingmodule/{crawlingModuleId}`.
   * @returns the deployment. @throws PlatformError 400 without `name` or `versions.maestroVersion`.
   */
  reportDeployment(
    crawlingModuleId: string,
    deployment: CrawlingModuleDeploymentModel,
    settings?: RequestSettings,
  ): Promise<CrawlingModuleModel>;

  /**
   * Removes a deployment and its log requests. `DELETE /rest/organizations/{org}/crawlingmodule/{crawlingModuleId}`.
   * @returns `{}` (204). @throws PlatformError 404 if unknown.
   */
  removeDeployment(crawlingModuleId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Lists a deployment's log requests, a page of them (the first 10).
   * `GET /rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests`.
   * @param query `state`: only requests in that state.
   * @returns `CrawlingModuleLogRequestPageModel` (`items`, `totalEntries`, `totalPages`).
   * @throws PlatformError 404 for an unknown deployment, 400 for an unknown state.
   */
  getLogRequests<S extends RequestSettings = {}>(
    crawlingModuleId: string,
    query?: { state?: CrawlingModuleLogRequestState; page?: number; pageSize?: number },
    settings?: S,
  ): Promise<GetResult<CrawlingModuleLogRequestPageModel, S>>;

  /**
   * Asks a deployment for logs. `POST /rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests`.
   * @param logRequest `logType` (`MAESTRO` or `WORKER`), `instanceId`, `operationId`.
   * @returns the request, `CREATED`. @throws PlatformError 400 for an unknown log type.
   */
  createLogRequest(
    crawlingModuleId: string,
    logRequest: NewCrawlingModuleLogRequestModel,
    settings?: RequestSettings,
  ): Promise<CrawlingModuleLogRequestModel>;

  /**
   * Asks a deployment for all its available logs.
   * `POST /rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests/all`.
   * @returns the request (of no single `logType`), `CREATED`. @throws PlatformError 404 for an unknown deployment.
   */
  createAllAvailableLogsRequest(
    crawlingModuleId: string,
    settings?: RequestSettings,
  ): Promise<CrawlingModuleLogRequestModel>;

  /**
   * Asks one instance of a deployment for all its available logs.
   * `POST /rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests/instance?instanceId=`.
   * @throws PlatformError 400 without `instanceId`.
   */
  createAllAvailableLogsRequestForInstance(
    crawlingModuleId: string,
    query: { instanceId: string },
    settings?: RequestSettings,
  ): Promise<CrawlingModuleLogRequestModel>;

  /**
   * Where to download a log request's logs (`url` once `SUCCESSFUL`).
   * `GET /rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests/{logRequestId}/download`.
   * @throws PlatformError 404 for an unknown request.
   */
  getLogRequestDownload<S extends RequestSettings = {}>(
    crawlingModuleId: string,
    logRequestId: string,
    settings?: S,
  ): Promise<GetResult<CrawlingModuleLogRequestDownloadModel, S>>;
}

/** The areas of calls under {@link CrawlingModule}, each a class of its own: `PlatformClient` nests them. */
export const crawlingModuleAreas = {
  /** The platform's Atlassian Connect app: its descriptor and lifecycle callbacks. */
  atlassianApp: CrawlingModuleAtlassianApp,
} as const satisfies Areas;
