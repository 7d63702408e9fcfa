import type { RequestSettings } from '../../../core/options';
import { Resource } from '../../../core/resource';
import { uaDataHealthEndpoints } from './endpoints';
import type {
  DataHealthEventPayloadModel,
  DataHealthEventsModel,
  DataHealthEventsOptions,
  DataHealthFacetModel,
  DataHealthFacetOptions,
  DataHealthGroupDetailOptions,
  DataHealthGroupModel,
  DataHealthGroupsModel,
  DataHealthGroupsOptions,
  DataHealthOverviewModel,
  DataHealthOverviewOptions,
  DataHealthProblemsModel,
  DataHealthProblemsOptions,
  FailedInstancesModel,
  FailedInstancesOptions,
} from './models';

/**
 * Data health (`/rest/ua/v15/datahealth`): how well the organization's usage-analytics events follow
 * the rules (criteria) they should, e.g. a search carries its language, a click its search.
 */
export class UaDataHealth extends Resource<typeof uaDataHealthEndpoints> {
  get endpoints() {
    return uaDataHealthEndpoints;
  }
}

// The calls of UaDataHealth that follow the argument convention: Resource makes them from the endpoint table.
export interface UaDataHealth {
  /**
   * Events that fail a criterion. `GET /rest/ua/v15/datahealth/criteria/failedInstances?org=…&criterionId=…`.
   * @returns `{ criterionId, instances, totalEntries }`.
   * @throws PlatformError for a non-success response (404 for an unknown criterion).
   */
  getFailedInstances(
    query: FailedInstancesOptions,
    settings?: RequestSettings,
  ): Promise<FailedInstancesModel | undefined>;

  /**
   * Lists events with their health. `GET /rest/ua/v15/datahealth/events?org=…&healthStatus=…&page=…`.
   * @returns `{ events, totalEntries }`.
   * @throws PlatformError for a non-success response.
   */
  listEvents(
    query?: DataHealthEventsOptions,
    settings?: RequestSettings,
  ): Promise<DataHealthEventsModel | undefined>;

  /**
   * One event as it was sent. `GET /rest/ua/v15/datahealth/events/payload?org=…&eventId=…&timestamp=…`.
   * @returns `{ eventId, timestamp, payload }`.
   * @throws PlatformError for a non-success response (404 for an unknown event).
   */
  getEventPayload(
    query: { org?: string; eventId: string; timestamp?: number },
    settings?: RequestSettings,
  ): Promise<DataHealthEventPayloadModel | undefined>;

  /**
   * Problems found in events, per criterion. `GET /rest/ua/v15/datahealth/events/problems?org=…`.
   * @returns `{ problems: [{ criterionId, description, eventType, count }], totalEntries }`.
   * @throws PlatformError for a non-success response.
   */
  getEventsProblems(
    query?: DataHealthProblemsOptions,
    settings?: RequestSettings,
  ): Promise<DataHealthProblemsModel | undefined>;

  /**
   * Counts events per value of one of their properties. `GET /rest/ua/v15/datahealth/facets?org=…&facet=…`.
   * @returns `{ values: [{ value, count }] }`.
   * @throws PlatformError for a non-success response (400 for an unknown facet).
   */
  listFacetValues(
    query: DataHealthFacetOptions,
    settings?: RequestSettings,
  ): Promise<DataHealthFacetModel | undefined>;

  /**
   * Groups of criteria with their scores. `GET /rest/ua/v15/datahealth/groups?org=…`.
   * @returns `{ groups, totalEntries }`.
   * @throws PlatformError for a non-success response.
   */
  getGroupListing(
    query?: DataHealthGroupsOptions,
    settings?: RequestSettings,
  ): Promise<DataHealthGroupsModel | undefined>;

  /**
   * One group of criteria. `GET /rest/ua/v15/datahealth/groups/detail?org=…&group=…`.
   * @returns `DataHealthGroupModel`.
   * @throws PlatformError for a non-success response (404 for an unknown group).
   */
  getGroupDetail(
    query: DataHealthGroupDetailOptions,
    settings?: RequestSettings,
  ): Promise<DataHealthGroupModel | undefined>;

  /**
   * The overall data-health score. `GET /rest/ua/v15/datahealth/overview?org=…&from=…&to=…`.
   * @returns `{ score (0–100), totalEvents, invalidEvents, categories }`.
   * @throws PlatformError for a non-success response.
   */
  getOverview(
    query?: DataHealthOverviewOptions,
    settings?: RequestSettings,
  ): Promise<DataHealthOverviewModel | undefined>;
}
