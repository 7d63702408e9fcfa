import type { components } from '../../generated/connectivity';

/** What a log request gathers logs of. */
export type LogRequestResourceType = 'SOURCE' | 'SECURITY_PROVIDER' | 'CRAWLING_MODULE' | (string & {});

/** States of a log request: it is `CREATED`, `RUNNING` while the logs are gathered, then `SUCCESSFUL` (or `ERROR`, `TIMEOUT`). */
export type LogRequestState = 'CREATED' | 'RUNNING' | 'SUCCESSFUL' | 'ERROR' | 'TIMEOUT' | (string & {});

/**
 * What a log request asks for (the published `CreateLogRequestModel`): the resource (e.g. a source id)
 * whose logs to gather, or the activity they belong to.
 */
export type NewLogRequestModel = components['schemas']['CreateLogRequestModel'] & {
  /** Start of the period, ms since the epoch (taken beside the published fields). */
  from?: number;
  /** End of the period, ms since the epoch (taken beside the published fields). */
  to?: number;
};

/**
 * Where a log request stands (the published `LogRequestModel`): its `state`, the download `url` once
 * `SUCCESSFUL`, or the `error` that ended it.
 */
export type LogRequestModel = Omit<components['schemas']['LogRequestModel'], 'state'> & {
  state?: LogRequestState;
};
