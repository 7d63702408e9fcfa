import type { GetResult, RequestSettings } from '../../../core/options';
import { Resource } from '../../../core/resource';
import { uaDataHealthEndpoints } from './endpoints';
import type { UaDataHealthCalls } from './endpoints.generated';
import type {
  DataHealthEventPayloadModel,
  DataHealthEventPayloadOptions,
  DataHealthEventsModel,
  DataHealthEventsOptions,
  DataHealthFacetModel,
  DataHealthFacetOptions,
  DataHealthGroupDetailModel,
  DataHealthGroupDetailOptions,
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
 * the rules (criteria) they should, e.g. a search carries its language, a click its search. A
 * validation is one criterion checked on one event; scores are the percentage of validations that
 * pass (0–100). Lists take `page` (0-based) and `perPage` (default 50); times are ISO 8601 text.
 */
export class UaDataHealth extends Resource<typeof uaDataHealthEndpoints> {
  get endpoints() {
    return uaDataHealthEndpoints;
  }
}

// The calls of UaDataHealth that follow the argument convention: Resource makes them from the endpoint table.
export interface UaDataHealth extends UaDataHealthCalls {
  /**
   * Events that fail a criterion. `GET /rest/ua/v15/datahealth/criteria/failedInstances?org=…&criterionId=…`.
   * @returns `{ failedInstances: [{ timestamp, eventId, visitId, clientId, scope }] }`, one page.
   * @throws PlatformError for a non-success response (404 for an unknown criterion).
   */
  getFailedInstances<S extends RequestSettings = {}>(
    query: FailedInstancesOptions,
    settings?: S,
  ): Promise<GetResult<FailedInstancesModel, S>>;

  /**
   * Lists events with their health. `GET /rest/ua/v15/datahealth/events?org=…&healthStatus=…&page=…`.
   * @returns `{ events: [{ source, type, searchHub, trackingId, timestamp, visitId, clientId, eventId,
   *   validationErrors }] }`, one page.
   * @throws PlatformError for a non-success response.
   */
  listEvents<S extends RequestSettings = {}>(
    query?: DataHealthEventsOptions,
    settings?: S,
  ): Promise<GetResult<DataHealthEventsModel, S>>;

  /**
   * One event as it was sent. `GET /rest/ua/v15/datahealth/events/payload?org=…&eventId=…&timestamp=…`.
   * @param query `eventId` and `timestamp` (both required): the event's time, ISO 8601 text, as
   *   {@link listEvents} and {@link getFailedInstances} give it.
   * @returns `{ eventId, timestamp, eventPayload }`, `timestamp` as ISO 8601 text.
   * @throws PlatformError for a non-success response (404 for an unknown event, 400 without `timestamp`).
   */
  getEventPayload<S extends RequestSettings = {}>(
    query: DataHealthEventPayloadOptions,
    settings?: S,
  ): Promise<GetResult<DataHealthEventPayloadModel, S>>;

  /**
   * Problems found in events, per event type, tracking id and search hub.
   * `GET /rest/ua/v15/datahealth/events/problems?org=…`.
   * @param query the range (`from`, `to`), `eventType`, `searchHub`, `trackingId`; `page` (0-based) and
   *   `perPage` (default 50).
   * @returns `{ problems: [{ eventType, trackingId, searchHub, failedEvents, totalEvents,
   *   validationErrors, sampleEvents, sampleEventsTimestamps }], pagination: { page, perPage,
   *   totalPages, totalItems } }`.
   * @throws PlatformError for a non-success response.
   */
  getEventsProblems<S extends RequestSettings = {}>(
    query?: DataHealthProblemsOptions,
    settings?: S,
  ): Promise<GetResult<DataHealthProblemsModel, S>>;

  /**
   * Counts events per value of one of their properties. `GET /rest/ua/v15/datahealth/facets?org=…&facet=…`.
   * @returns `{ values: [{ value, count }] }`.
   * @throws PlatformError for a non-success response (400 for an unknown facet).
   */
  listFacetValues<S extends RequestSettings = {}>(
    query: DataHealthFacetOptions,
    settings?: S,
  ): Promise<GetResult<DataHealthFacetModel, S>>;

  /**
   * Groups of criteria with their scores. `GET /rest/ua/v15/datahealth/groups?org=…`.
   * @returns `{ groups: [{ group, score, totalValidations, failedValidations, severityBreakdown }] }`,
   *   one page.
   * @throws PlatformError for a non-success response.
   */
  getGroupListing<S extends RequestSettings = {}>(
    query?: DataHealthGroupsOptions,
    settings?: S,
  ): Promise<GetResult<DataHealthGroupsModel, S>>;

  /**
   * One group of criteria. `GET /rest/ua/v15/datahealth/groups/detail?org=…&group=…`.
   * @returns `{ criteria: [{ id, category, severity, score, scope, totalValidations,
   *   failedValidations }] }`.
   * @throws PlatformError for a non-success response (404 for an unknown group).
   */
  getGroupDetail<S extends RequestSettings = {}>(
    query: DataHealthGroupDetailOptions,
    settings?: S,
  ): Promise<GetResult<DataHealthGroupDetailModel, S>>;

  /**
   * The overall data-health score. `GET /rest/ua/v15/datahealth/overview?org=…&from=…&to=…`.
   * @param query the range (`from`, `to`); `category` (`EVENT` or `VISIT`) keeps that category's criteria.
   * @returns `{ score (0–100), totalValidations, failedValidations, severityBreakdown }`.
   * @throws PlatformError for a non-success response.
   */
  getOverview<S extends RequestSettings = {}>(
    query?: DataHealthOverviewOptions,
    settings?: S,
  ): Promise<GetResult<DataHealthOverviewModel, S>>;
}
