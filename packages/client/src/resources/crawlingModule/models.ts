import type { WithRequired } from '../../core/published';
import type { components as connectivity } from '../../generated/connectivity';
import type { components } from '../../generated/platform';

type Schemas = components['schemas'];
type LogSchemas = connectivity['schemas'];

/**
 * Versions of a crawling module's components. The published `CrawlingModuleVersionsModel` names only
 * Maestro's; the platform answers and takes the others too.
 */
export type CrawlingModuleVersionsModel = WithRequired<
  Schemas['CrawlingModuleVersionsModel'],
  'maestroVersion'
> & {
  workerVersion?: string;
  securityWorkerVersion?: string;
  databaseVersion?: string;
};

/** Settings a crawling module reports (the spec publishes its `status` as any JSON). */
export interface CrawlingModuleStatusModel {
  usingProxy?: boolean;
  autoUpdateEnable?: boolean;
  logRequestEnable?: boolean;
  /** How often it looks for updates, in hours. */
  autoUpdateFrequency?: number;
  numberOfCrawlerWorkers?: number;
  numberOfSecurityWorkers?: number;
}

/**
 * A crawling module deployment: connectors running on the customer's own servers (the published
 * `CrawlingModuleModel`, whose keys the platform always answers, with the versions of its components).
 * `createdDate` (first report), `updatedDate` (last report), `lastHeartbeat` and `lastVersionUpgrade`
 * are ms since the epoch.
 */
export type CrawlingModuleModel = Omit<
  WithRequired<
    Schemas['CrawlingModuleModel'],
    | 'id'
    | 'name'
    | 'organizationId'
    | 'disabled'
    | 'createdDate'
    | 'updatedDate'
    | 'lastHeartbeat'
    | 'lastVersionUpgrade'
  >,
  'status'
> &
  CrawlingModuleVersionsModel & { status?: CrawlingModuleStatusModel };

/** What a deployment reports (the published `ReportCrawlingModuleModel`): `name`, `versions` and `status`. */
export type CrawlingModuleDeploymentModel = Omit<
  Schemas['ReportCrawlingModuleModel'],
  'name' | 'versions' | 'status'
> & {
  name: string;
  versions: CrawlingModuleVersionsModel;
  status?: CrawlingModuleStatusModel;
};

/**
 * How far a crawling module is behind the latest versions (the published `CrawlingModuleUpdateStatusModel`):
 * `updateCategory` is `BREAKING` when a component's major version is behind, `MINOR` otherwise
 * (`CRITICAL`, `ROLLBACK`: updates the platform marks so).
 */
export type CrawlingModuleUpdateStatusModel = WithRequired<
  Schemas['CrawlingModuleUpdateStatusModel'],
  'updateAvailable'
> & {
  /** The components that are behind, with their latest version (answered; not in the published schema). */
  outdated?: Record<string, string>;
};

/** The versions of one component, newest first (a call the platform does not publish). */
export interface ComponentVersionListModel {
  latestVersion: string;
  versions: string[];
}

/** What a crawling module log request gathers. */
export type CrawlingModuleLogType = NonNullable<LogSchemas['CreateCrawlingModuleLogRequestModel']['logType']>;

/** States of a crawling module log request. */
export type CrawlingModuleLogRequestState = NonNullable<LogSchemas['CrawlingModuleLogRequestModel']['state']>;

/**
 * A request for a crawling module's logs (the published `CrawlingModuleLogRequestModel`): no `logType`
 * for a request of every available log; `createdDate` in ms since the epoch.
 */
export type CrawlingModuleLogRequestModel = WithRequired<
  LogSchemas['CrawlingModuleLogRequestModel'],
  'id' | 'state' | 'createdDate'
>;

/** What creating a log request of one type takes (the published `CreateCrawlingModuleLogRequestModel`). */
export type NewCrawlingModuleLogRequestModel = WithRequired<
  LogSchemas['CreateCrawlingModuleLogRequestModel'],
  'logType'
>;

/** One page of a deployment's log requests (the published `PageModelCrawlingModuleLogRequestModel`). */
export interface CrawlingModuleLogRequestPageModel
  extends WithRequired<LogSchemas['PageModelCrawlingModuleLogRequestModel'], 'totalEntries' | 'totalPages'> {
  items: CrawlingModuleLogRequestModel[];
}

/** Where a log request's logs can be downloaded (`url`), once `SUCCESSFUL`. */
export type CrawlingModuleLogRequestDownloadModel = WithRequired<
  LogSchemas['CrawlingModuleLogRequestDownloadModel'],
  'state' | 'info'
>;
