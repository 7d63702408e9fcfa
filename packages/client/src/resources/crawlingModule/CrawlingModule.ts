import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { crawlingModuleEndpoints } from './endpoints';
import type {
  ComponentVersionListModel,
  CrawlingModuleDeploymentModel,
  CrawlingModuleLogRequestDownloadModel,
  CrawlingModuleLogRequestModel,
  CrawlingModuleLogRequestState,
  CrawlingModuleModel,
  CrawlingModuleUpdateStatusModel,
  CrawlingModuleVersionsModel,
  NewCrawlingModuleLogRequestModel,
} from './models';

/**
 * Crawling module deployments of the organization (`/rest/organizations/{org}/crawlingmodule`):
 * their versions and updates, and requests for their logs. Every method rejects with
 * `PlatformError` for a non-success answer (404 for an unknown deployment or log request).
 */
export class CrawlingModule extends Resource<typeof crawlingModuleEndpoints> {
  readonly endpoints = crawlingModuleEndpoints;

  /** Lists the deployments. `GET /rest/organizations/{org}/crawlingmodule`. @returns `CrawlingModuleModel[]`. */
  list(settings?: RequestSettings) {
    return this.call<CrawlingModuleModel[]>('list', {}, settings);
  }

  /**
   * Whether a deployment is behind the latest versions.
   * `GET /rest/organizations/{org}/crawlingmodule/{crawlingModuleId}/update`.
   * @returns `{ updateAvailable, updateCategory?, outdated? }`. @throws PlatformError 404 if unknown.
   */
  getUpdateStatus(crawlingModuleId: string, settings?: RequestSettings) {
    return this.call<CrawlingModuleUpdateStatusModel>(
      'getUpdateStatus',
      { path: { crawlingModuleId } },
      settings,
    );
  }

  /**
   * The latest versions of the components that go with a maestro version (default: the latest).
   * `GET /rest/organizations/{org}/crawlingmodule/versions/latest`.
   * @param query `crawlingModuleVersion`: a maestro version, e.g. `1.4.0`.
   * @returns `CrawlingModuleVersionsModel`. @throws PlatformError 404 for an unknown version.
   */
  getLatestVersion(query?: { crawlingModuleVersion?: string }, settings?: RequestSettings) {
    return this.call<CrawlingModuleVersionsModel>('getLatestVersion', { query }, settings);
  }

  /** The database component's versions. `GET /rest/organizations/{org}/crawlingmodule/versions/database`. */
  getDatabaseVersions(settings?: RequestSettings) {
    return this.call<ComponentVersionListModel>('getDatabaseVersions', {}, settings);
  }

  /** The worker component's versions. `GET /rest/organizations/{org}/crawlingmodule/versions/worker`. */
  getWorkerVersions(settings?: RequestSettings) {
    return this.call<ComponentVersionListModel>('getWorkerVersions', {}, settings);
  }

  /** The security worker component's versions. `GET /rest/organizations/{org}/crawlingmodule/versions/securityWorker`. */
  getSecurityWorkerVersions(settings?: RequestSettings) {
    return this.call<ComponentVersionListModel>('getSecurityWorkerVersions', {}, settings);
  }

  /**
   * Reports a deployment (creates or updates it): its name, settings and versions.
   * `PUT /rest/organizations/{org}/crawlingmodule/{crawlingModuleId}`.
   * @returns the deployment. @throws PlatformError 400 without `name` or `versions.maestroVersion`.
   */
  reportDeployment(
    crawlingModuleId: string,
    deployment: CrawlingModuleDeploymentModel,
    settings?: RequestSettings,
  ) {
    return this.call<CrawlingModuleModel>(
      'reportDeployment',
      { path: { crawlingModuleId }, body: deployment },
      settings,
    );
  }

  /**
   * Removes a deployment and its log requests. `DELETE /rest/organizations/{org}/crawlingmodule/{crawlingModuleId}`.
   * @returns `{}` (204). @throws PlatformError 404 if unknown.
   */
  removeDeployment(crawlingModuleId: string, settings?: RequestSettings) {
    return this.call<Record<string, never>>('removeDeployment', { path: { crawlingModuleId } }, settings);
  }

  /**
   * Lists a deployment's log requests. `GET /rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests`.
   * @param query `state`: only requests in that state.
   * @returns `CrawlingModuleLogRequestModel[]`.
   */
  getLogRequests(
    crawlingModuleId: string,
    query?: { state?: CrawlingModuleLogRequestState },
    settings?: RequestSettings,
  ) {
    return this.call<CrawlingModuleLogRequestModel[]>(
      'getLogRequests',
      { path: { crawlingModuleId }, query },
      settings,
    );
  }

  /**
   * Asks a deployment for logs. `POST /rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests`.
   * @param logRequest `logType` (`MAESTRO` or `WORKER`), `instanceId`, `operationId`.
   * @returns the request, `CREATED`. @throws PlatformError 400 for an unknown log type.
   */
  createLogRequest(
    crawlingModuleId: string,
    logRequest: NewCrawlingModuleLogRequestModel,
    settings?: RequestSettings,
  ) {
    return this.call<CrawlingModuleLogRequestModel>(
      'createLogRequest',
      { path: { crawlingModuleId }, body: logRequest },
      settings,
    );
  }

  /**
   * Asks a deployment for all its available logs.
   * `POST /rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests/all`.
   */
  createAllAvailableLogsRequest(crawlingModuleId: string, settings?: RequestSettings) {
    return this.call<CrawlingModuleLogRequestModel>(
      'createAllAvailableLogsRequest',
      { path: { crawlingModuleId } },
      settings,
    );
  }

  /**
   * Asks one instance of a deployment for all its available logs.
   * `POST /rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests/instance?instanceId=`.
   * @throws PlatformError 400 without `instanceId`.
   */
  createAllAvailableLogsRequestForInstance(
    crawlingModuleId: string,
    query: { instanceId: string },
    settings?: RequestSettings,
  ) {
    return this.call<CrawlingModuleLogRequestModel>(
      'createAllAvailableLogsRequestForInstance',
      { path: { crawlingModuleId }, query },
      settings,
    );
  }

  /**
   * Where to download a log request's logs (`url` once `SUCCESSFUL`).
   * `GET /rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests/{logRequestId}/download`.
   * @throws PlatformError 404 for an unknown request.
   */
  getLogRequestDownload(crawlingModuleId: string, logRequestId: string, settings?: RequestSettings) {
    return this.call<CrawlingModuleLogRequestDownloadModel>(
      'getLogRequestDownload',
      { path: { crawlingModuleId, logRequestId } },
      settings,
    );
  }
}
