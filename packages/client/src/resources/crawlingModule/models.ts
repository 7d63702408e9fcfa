/** Versions of a crawling module's components. */
export interface CrawlingModuleVersionsModel {
  maestroVersion: string;
  workerVersion?: string;
  securityWorkerVersion?: string;
  databaseVersion?: string;
}

/** Settings a crawling module reports. */
export interface CrawlingModuleStatusModel {
  usingProxy?: boolean;
  autoUpdateEnable?: boolean;
  logRequestEnable?: boolean;
  /** How often it looks for updates, in hours. */
  autoUpdateFrequency?: number;
  numberOfCrawlerWorkers?: number;
  numberOfSecurityWorkers?: number;
}

/** A crawling module deployment: connectors running on the customer's own servers. */
export interface CrawlingModuleModel extends CrawlingModuleVersionsModel {
  id: string;
  name: string;
  organizationId: string;
  disabled: boolean;
  status?: CrawlingModuleStatusModel;
  /** When it was first reported, ms since the epoch. */
  createdDate: number;
  /** When it last reported, ms since the epoch. */
  updatedDate: number;
  lastHeartbeat: number;
  /** When its versions last changed, ms since the epoch. */
  lastVersionUpgrade: number;
  [field: string]: unknown;
}

/** What a deployment reports: `name`, `status`, `versions`. */
export interface CrawlingModuleDeploymentModel {
  name: string;
  status?: CrawlingModuleStatusModel;
  versions: CrawlingModuleVersionsModel;
}

/** How far a crawling module is behind the latest versions. */
export interface CrawlingModuleUpdateStatusModel {
  updateAvailable: boolean;
  /**
   * `BREAKING` when a component's major version is behind, `MINOR` otherwise (`CRITICAL`, `ROLLBACK`:
   * updates the platform marks so).
   */
  updateCategory?: 'MINOR' | 'CRITICAL' | 'BREAKING' | 'ROLLBACK' | (string & {});
  /** The components that are behind, with their latest version. */
  outdated?: Record<string, string>;
}

/** The versions of one component, newest first. */
export interface ComponentVersionListModel {
  latestVersion: string;
  versions: string[];
}

/** What a crawling module log request gathers. */
export type CrawlingModuleLogType = 'MAESTRO' | 'WORKER' | (string & {});

/** States of a crawling module log request. */
export type CrawlingModuleLogRequestState =
  | 'CREATED'
  | 'RUNNING'
  | 'SUCCESSFUL'
  | 'EMPTY'
  | 'ERROR'
  | 'TIMEOUT'
  | (string & {});

/** A request for a crawling module's logs. */
export interface CrawlingModuleLogRequestModel {
  id: string;
  instanceId?: string;
  /** The log type asked for; none for a request of every available log. */
  logType?: CrawlingModuleLogType;
  operationId?: string;
  state: CrawlingModuleLogRequestState;
  /** ms since the epoch. */
  createdDate: number;
}

/** What creating a log request takes. */
export interface NewCrawlingModuleLogRequestModel {
  instanceId?: string;
  logType: CrawlingModuleLogType;
  operationId?: string;
}

/** One page of a deployment's log requests. */
export interface CrawlingModuleLogRequestPageModel {
  items: CrawlingModuleLogRequestModel[];
  totalEntries: number;
  totalPages: number;
}

/** Where a log request's logs can be downloaded, once `SUCCESSFUL`. */
export interface CrawlingModuleLogRequestDownloadModel {
  state: CrawlingModuleLogRequestState;
  url?: string;
  info: string;
}
