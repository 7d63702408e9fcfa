import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { activityEndpoints } from './endpoints';
import type { ActivitiesCalls } from './endpoints.generated';
import type {
  AbortActivityModel,
  ActivityFacetOptions,
  ActivityFacetsModel,
  ActivityFilterModel,
  ActivityListOptions,
  ActivityModel,
  ActivityPage,
} from './models';

/**
 * Activities (`/rest/organizations/{org}/activities`): the operations the platform performed (source
 * refreshes, snapshot applies, security provider refreshes, ...), with their state and result.
 */
export class Activities extends Resource<typeof activityEndpoints> {
  get endpoints() {
    return activityEndpoints;
  }

  /**
   * Aborts an executing activity: the operation stops (a source refresh, a security provider refresh, a
   * snapshot report), and the activity ends `EXECUTED` with the result `ABORT`.
   * `POST /rest/organizations/{org}/activities/{activityId}/abort` with `abortReason` (and the like) as JSON.
   * @returns the aborted `ActivityModel` (`abortedBy` names the caller).
   * @throws PlatformError for a non-success response (404 for an unknown activity, 409 when it is over).
   */
  abort(activityId: string, abort: AbortActivityModel = {}, settings?: RequestSettings) {
    return this.call<ActivityModel>('abort', { path: { activityId }, body: abort }, settings);
  }
}

// The calls of Activities that follow the argument convention: Resource makes them from the endpoint table.
export interface Activities extends ActivitiesCalls {
  /**
   * Lists the activities of every organization the caller may see, newest first.
   * `POST /rest/activities?from=…&to=…&page=…&perPage=…` with the filter as JSON (`organizationIds` narrows it).
   * @returns `ActivityPage`.
   * @throws PlatformError for a non-success response (400 for a malformed filter or date).
   */
  listAll(
    filter: ActivityFilterModel,
    query?: ActivityListOptions,
    settings?: RequestSettings,
  ): Promise<ActivityPage>;

  /**
   * Lists the organization's activities, newest first.
   * `POST /rest/organizations/{org}/activities?from=…&to=…&page=…&perPage=…` with the filter as JSON.
   * @returns `ActivityPage`.
   * @throws PlatformError for a non-success response (400 for a malformed filter or date).
   */
  list(
    filter: ActivityFilterModel,
    query?: ActivityListOptions,
    settings?: RequestSettings,
  ): Promise<ActivityPage>;

  /**
   * Lists the organization's public activities (those any member may see), newest first.
   * `POST /rest/organizations/{org}/activities/public?from=…&to=…&page=…&perPage=…` with the filter as JSON.
   * @returns `ActivityPage`.
   * @throws PlatformError for a non-success response.
   */
  listPublic(
    filter: ActivityFilterModel,
    query?: ActivityListOptions,
    settings?: RequestSettings,
  ): Promise<ActivityPage>;

  /**
   * Lists the values the matching activities have, per facet (operations, organization ids, resource ids,
   * resource types, results, sections, states); the filter's `facet` narrows it to one.
   * `POST /rest/organizations/{org}/activities/facets?from=…&to=…` with the filter as JSON.
   * @returns `ActivityFacetsModel`, e.g. `{ states: ['EXECUTED', 'EXECUTING'], ... }`.
   * @throws PlatformError for a non-success response.
   */
  listFacets(
    filter: ActivityFilterModel,
    query?: ActivityFacetOptions,
    settings?: RequestSettings,
  ): Promise<ActivityFacetsModel>;

  /**
   * {@link listFacets} over the public activities.
   * `POST /rest/organizations/{org}/activities/facets/public?from=…&to=…` with the filter as JSON.
   * @returns `ActivityFacetsModel`.
   * @throws PlatformError for a non-success response.
   */
  listPublicFacets(
    filter: ActivityFilterModel,
    query?: ActivityFacetOptions,
    settings?: RequestSettings,
  ): Promise<ActivityFacetsModel>;

  /**
   * The operations the organization's activities have. `GET /rest/organizations/{org}/activities/operationtypes`.
   * @returns `string[]`.
   * @throws PlatformError for a non-success response.
   */
  getOperationTypes<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<string[], S>>;

  /**
   * Every operation an activity can have. `GET /rest/organizations/{org}/activities/operationtypes/all`.
   * @returns `string[]`.
   * @throws PlatformError for a non-success response.
   */
  getAllOperationTypes<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<string[], S>>;

  /**
   * Per resource type, the operations an activity on it can have.
   * `GET /rest/organizations/{org}/activities/resourcesandoperations`.
   * @returns `Record<string, string[]>`.
   * @throws PlatformError for a non-success response.
   */
  getResourcesAndOperations<S extends RequestSettings = {}>(
    settings?: S,
  ): Promise<GetResult<Record<string, string[]>, S>>;

  /**
   * The resource types activities are recorded for. `GET /rest/organizations/{org}/activities/resourcetypes`.
   * @returns `string[]`.
   * @throws PlatformError for a non-success response.
   */
  getResourceTypes<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<string[], S>>;

  /**
   * Reads one activity. `GET /rest/organizations/{org}/activities/{activityId}`.
   * @returns `ActivityModel`.
   * @throws PlatformError for a non-success response (404 for an unknown activity).
   */
  get<S extends RequestSettings = {}>(activityId: string, settings?: S): Promise<GetResult<ActivityModel, S>>;
}
