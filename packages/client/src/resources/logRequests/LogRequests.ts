import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { logRequestEndpoints } from './endpoints';
import type { LogRequestModel, LogRequestResourceType, NewLogRequestModel } from './models';

/**
 * Requests to gather logs of the organization's resources (`/rest/organizations/{org}/logrequests`).
 * A request is `CREATED`, then `RUNNING`, then `SUCCESSFUL` with a download `url`.
 */
export class LogRequests extends Resource<typeof logRequestEndpoints> {
  get endpoints() {
    return logRequestEndpoints;
  }
}

// The calls of LogRequests that follow the argument convention: Resource makes them from the endpoint table.
export interface LogRequests {
  /**
   * Asks for the logs of a resource. `POST /rest/organizations/{org}/logrequests?resourceType=`.
   * @param logRequest `resourceId`, and the period (`from`, `to`, ms since the epoch).
   * @param query `resourceType`: `SOURCE`, `SECURITY_PROVIDER`, `CRAWLING_MODULE`.
   * @returns `{ value }`: the new request's id, for {@link get}.
   * @throws PlatformError 400 for an unknown resource type, an unknown resource or a bad period.
   */
  create(
    logRequest: NewLogRequestModel,
    query?: { resourceType?: LogRequestResourceType },
    settings?: RequestSettings,
  ): Promise<{ value: string }>;

  /**
   * Reads a log request and where it stands. `GET /rest/organizations/{org}/logrequests/{logRequestId}`.
   * @returns `{ state, url }`: `url` once `SUCCESSFUL`, `error` (a message) if it failed.
   * @throws PlatformError 404 if unknown.
   */
  get<S extends RequestSettings = {}>(
    logRequestId: string,
    settings?: S,
  ): Promise<GetResult<LogRequestModel, S>>;
}
