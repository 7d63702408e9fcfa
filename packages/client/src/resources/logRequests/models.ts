/** What a log request gathers logs of. */
export type LogRequestResourceType = 'SOURCE' | 'SECURITY_PROVIDER' | 'CRAWLING_MODULE' | (string & {});

/** States of a log request: it is `CREATED`, `RUNNING` while the logs are gathered, then `SUCCESSFUL` (or `ERROR`, `TIMEOUT`). */
export type LogRequestState = 'CREATED' | 'RUNNING' | 'SUCCESSFUL' | 'ERROR' | 'TIMEOUT' | (string & {});

/** What a log request asks for. */
export interface NewLogRequestModel {
  /** The resource (e.g. a source id) whose logs to gather. */
  resourceId?: string;
  /** Start of the period, ms since the epoch. */
  from?: number;
  /** End of the period, ms since the epoch. */
  to?: number;
  [field: string]: unknown;
}

/** A request to gather logs, and where it stands. */
export interface LogRequestModel extends NewLogRequestModel {
  id: string;
  resourceType: LogRequestResourceType;
  state: LogRequestState;
  /** When it was made, ms since the epoch. */
  createdDate: number;
  /** When it ended, ms since the epoch. */
  completedDate?: number;
  /** Where to download the logs, once `SUCCESSFUL`. */
  url?: string;
}
