import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import { sourceEndpoints } from './endpoints';
import type { SourcesCalls } from './endpoints.generated';
import type {
  DefaultDocumentConfigurationModel,
  DefaultDocumentConfigurationType,
  LightSourceModel,
  ListOperationalStatusQuery,
  ListSourcesQuery,
  NewSourceModel,
  NewSourceScheduleModel,
  PushRefreshQuery,
  RawSourceModel,
  SaveSourceOptions,
  SourceDedicatedModel,
  SourceModel,
  SourceOperationalStatusModel,
  SourcePage,
  SourceScheduleModel,
} from './models';
import { SourceDatasets } from './SourceDatasets';
import { SourceFeedback } from './SourceFeedback';
import { SourceFields } from './SourceFields';
import { SourceIngestionContent } from './SourceIngestionContent';
import { SourceMappings } from './SourceMappings';
import { SourceMetadata } from './SourceMetadata';
import { SourceSalesforce } from './SourceSalesforce';

type Empty = Record<string, never>;

/**
 * Content sources of the organization (`/rest/organizations/{org}/sources`): configuration, refresh
 * lifecycle and schedules. Its areas, classes of their own ({@link sourcesAreas}), hold the mappings, fields,
 * metadata, Salesforce objects, ingestion content, datasets and feedback calls.
 *
 * A source's state is `information.sourceStatus.type` (`CREATING`, `IDLE`, `REFRESHING`, `PAUSED`,
 * `ERROR`, ...); its item count is `information.numberOfDocuments`.
 * Every method rejects with `PlatformError` when the platform answers with a non-success status
 * (404 for an unknown source, 400 for malformed input, 409 when the source's state forbids the call).
 */
export class Sources extends Resource<typeof sourceEndpoints> {
  get endpoints() {
    return sourceEndpoints;
  }
}

// The calls of Sources that follow the argument convention: Resource makes them from the endpoint table.
export interface Sources extends SourcesCalls {
  /**
   * Creates a source. `POST /rest/organizations/{org}/sources`.
   * @param source the configuration: `name` and `sourceType` are required; `sourceVisibility` is
   *   `PRIVATE`, `SECURED` or `SHARED`.
   * @param query `rebuild` to build it at once, `updateSecurityProviders`.
   * @returns the new source (`{ id, ...fields }`), `CREATING` at first.
   * @throws PlatformError 400 for a missing name or type or an invalid visibility, 409 for a name in use.
   */
  create(source: NewSourceModel, query?: SaveSourceOptions, settings?: RequestSettings): Promise<SourceModel>;

  /**
   * Lists one page of sources. `GET /rest/organizations/{org}/sources/pages`.
   * @param query `page` (0-based) and `perPage` (or `pageSize`); filters by name (`filter`), status
   *   (`filterStatusType`), host, last operation type and result; sort by `sortingType` (default `NAME`)
   *   in `sortingOrder` (default `ASC`).
   * @returns `{ sourceModels: SourceModel[], totalEntries, totalPages }`.
   * @throws PlatformError 400 for an invalid filter or page value.
   */
  list<S extends RequestSettings = {}>(
    query?: ListSourcesQuery,
    settings?: S,
  ): Promise<GetResult<SourcePage, S>>;

  /**
   * Lists sources with their operational status (`OK`, `RUNNING`, `PAUSED`, `READY`,
   * `LAST_OPERATION_IN_ERROR`). `GET /rest/organizations/{org}/sources/sourceoperationalstatus`.
   * @param query `sourceOperationalStatus` (default `ALL`), `filter`, sorting, `page`, `perPage`.
   * @returns `{ sourceModels: SourceOperationalStatusModel[], totalEntries, totalPages }`.
   * @throws PlatformError 400 for an invalid status or page value.
   */
  listOperationalStatus<S extends RequestSettings = {}>(
    query?: ListOperationalStatusQuery,
    settings?: S,
  ): Promise<GetResult<SourcePage<SourceOperationalStatusModel>, S>>;

  /**
   * Creates a source from a raw configuration. `POST /rest/organizations/{org}/sources/raw`.
   * @param source raw configuration: `name` and `sourceType` required, crawler settings in `configuration`.
   * @returns the new source's raw configuration, with its `id`.
   * @throws PlatformError 400 for a malformed configuration, 409 for a name in use.
   */
  createRaw(
    source: RawSourceModel,
    query?: SaveSourceOptions,
    settings?: RequestSettings,
  ): Promise<RawSourceModel & { id: string }>;

  /**
   * Reads a source, its status and item count included. `GET /rest/organizations/{org}/sources/{sourceId}`.
   * @returns the `SourceModel`, or `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 404 for an unknown source.
   */
  get<S extends RequestSettings = {}>(sourceId: string, settings?: S): Promise<GetResult<SourceModel, S>>;

  /**
   * Replaces a source's configuration. `PUT /rest/organizations/{org}/sources/{sourceId}`.
   * @param query `rebuild` to rebuild it once saved, `updateSecurityProviders`.
   * @returns the updated `SourceModel`.
   * @throws PlatformError 404 for an unknown source, 400 for invalid fields, 409 for a name in use.
   */
  update(
    sourceId: string,
    source: NewSourceModel,
    query?: SaveSourceOptions,
    settings?: RequestSettings,
  ): Promise<SourceModel>;

  /**
   * Deletes a source, its schedules and mappings. `DELETE /rest/organizations/{org}/sources/{sourceId}`.
   * @returns the deleted source (`SourceModel`), as it was just before.
   * @throws PlatformError 404 for an unknown source.
   */
  delete(sourceId: string, settings?: RequestSettings): Promise<SourceModel>;

  /**
   * Applies pending configuration changes. `POST /rest/organizations/{org}/sources/{sourceId}/applyChanges`.
   * @deprecated The platform has deprecated this call: saving a source applies its changes.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown source.
   */
  applyChanges(sourceId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Tells whether the source runs on dedicated crawling infrastructure.
   * `GET /rest/organizations/{org}/sources/{sourceId}/dedicated`.
   * @returns `{ sourceId, enabled }`.
   * @throws PlatformError 404 for an unknown source.
   */
  getDedicated<S extends RequestSettings = {}>(
    sourceId: string,
    settings?: S,
  ): Promise<GetResult<SourceDedicatedModel, S>>;

  /**
   * Turns dedicated crawling infrastructure on or off.
   * `PUT /rest/organizations/{org}/sources/{sourceId}/dedicated?enabled=`.
   * @returns `{ sourceId, enabled }`.
   * @throws PlatformError 404 for an unknown source, 400 when `enabled` is missing or not a boolean.
   */
  setDedicated(
    sourceId: string,
    query: { enabled: boolean },
    settings?: RequestSettings,
  ): Promise<SourceDedicatedModel>;

  /**
   * Asks for a dump of the source's crawler state, for support.
   * `POST /rest/organizations/{org}/sources/{sourceId}/dump`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown source.
   */
  dump(sourceId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Copies a source under a new name. `POST /rest/organizations/{org}/sources/{sourceId}/duplicate`.
   * @param query `newSourceName` (required); `logicalIndexId`, the logical index of the copy.
   * @returns the copy (`SourceModel`), `CREATING` at first.
   * @throws PlatformError 404 for an unknown source, 400 without `newSourceName` or for an unknown
   *   logical index, 409 for a name in use.
   */
  duplicate(
    sourceId: string,
    query: { newSourceName: string; logicalIndexId?: string },
    settings?: RequestSettings,
  ): Promise<SourceModel>;

  /**
   * Drops the crawler's cached configuration of the source.
   * `POST /rest/organizations/{org}/sources/{sourceId}/evictCachedCrawlerConfig`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown source.
   */
  evictCachedCrawlerConfig(sourceId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Starts a full refresh: every item is fetched again; the source is `REFRESHING`, then `IDLE`.
   * `POST /rest/organizations/{org}/sources/{sourceId}/fullRefresh`.
   * @returns the source (`SourceModel`), now `REFRESHING` (`information.sourceStatus.refreshType` `FULL_REFRESH`).
   * @throws PlatformError 404 for an unknown source, 409 when the source is busy (creating, refreshing, paused).
   */
  fullRefresh(sourceId: string, settings?: RequestSettings): Promise<SourceModel>;

  /**
   * Starts an incremental refresh: only changed items are fetched.
   * `POST /rest/organizations/{org}/sources/{sourceId}/incrementalRefresh`.
   * @returns the source (`SourceModel`), now `REFRESHING` (`refreshType` `INCREMENTAL_REFRESH`).
   * @throws PlatformError 404 for an unknown source, 409 when the source is busy.
   */
  incrementalRefresh(sourceId: string, settings?: RequestSettings): Promise<SourceModel>;

  /**
   * Pauses the refresh under way: `REFRESHING` → `PAUSED`.
   * `POST /rest/organizations/{org}/sources/{sourceId}/pauseRefresh`.
   * @returns the source (`SourceModel`), now `PAUSED`.
   * @throws PlatformError 404 for an unknown source, 409 when the source is not `REFRESHING`.
   */
  pauseRefresh(sourceId: string, settings?: RequestSettings): Promise<SourceModel>;

  /**
   * Resumes a paused refresh for the time it had left: `PAUSED` → `REFRESHING`.
   * `POST /rest/organizations/{org}/sources/{sourceId}/resumeRefresh`.
   * @returns the source (`SourceModel`), `REFRESHING` again.
   * @throws PlatformError 404 for an unknown source, 409 when the source is not `PAUSED`.
   */
  resumeRefresh(sourceId: string, settings?: RequestSettings): Promise<SourceModel>;

  /**
   * Starts a refresh (a `FULL_REFRESH`): the source is `REFRESHING`, its item count grows, then it is `IDLE`.
   * `POST /rest/organizations/{org}/sources/{sourceId}/startRefresh`.
   * @returns the source (`SourceModel`), now `REFRESHING`. Poll {@link get} for progress
   *   (`information.numberOfDocuments`).
   * @throws PlatformError 404 for an unknown source, 409 when the source is busy.
   */
  startRefresh(sourceId: string, settings?: RequestSettings): Promise<SourceModel>;

  /**
   * Stops the refresh under way (or paused); the items fetched so far stay. The source is `IDLE`.
   * `POST /rest/organizations/{org}/sources/{sourceId}/stopRefresh`.
   * @returns the source (`SourceModel`), now `IDLE`, its `information.lastOperation.result` `ABORT`.
   * @throws PlatformError 404 for an unknown source, 409 when no refresh is under way.
   */
  stopRefresh(sourceId: string, settings?: RequestSettings): Promise<SourceModel>;

  /**
   * Rebuilds the source: its items are dropped and fetched again.
   * `POST /rest/organizations/{org}/sources/{sourceId}/rebuild`.
   * @returns the source (`SourceModel`), now `REFRESHING` (`refreshType` `REBUILD`).
   * @throws PlatformError 404 for an unknown source, 409 when the source is busy.
   */
  rebuild(sourceId: string, settings?: RequestSettings): Promise<SourceModel>;

  /**
   * Retries the creation of a source whose creation failed (`ERROR`) or is stuck (`CREATING`).
   * `POST /rest/organizations/{org}/sources/{sourceId}/retryCreation`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown source, 409 in any other state.
   */
  retryCreation(sourceId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Starts an activity of a push source, e.g. a `REBUILD` whose items come in through the Push API.
   * `POST /rest/organizations/{org}/sources/{sourceId}/pushRefresh?activityOperation=`.
   * @param query `activityOperation` (required): `REBUILD`, `FULL_REFRESH` or `INCREMENTAL_REFRESH`.
   * @returns `{}` (200, no body); the source is `REFRESHING` (see {@link get}).
   * @throws PlatformError 404 for an unknown source, 400 for a missing or invalid operation, 409 when busy.
   */
  pushRefresh(sourceId: string, query: PushRefreshQuery, settings?: RequestSettings): Promise<Empty>;

  /**
   * Aborts a running activity of the source (its id is `information.currentOperation.id`).
   * `POST /rest/organizations/{org}/sources/{sourceId}/tasks/abort?activityId=`.
   * @param query `activityId` (required).
   * @returns `{}` (200, no body); the source is `IDLE`, its last operation's result `ABORT`.
   * @throws PlatformError 404 for an unknown source or activity, 400 without `activityId`, 409 when the
   *   activity is over.
   */
  abortTask(sourceId: string, query: { activityId: string }, settings?: RequestSettings): Promise<Empty>;

  /**
   * Lists the item types the source produces (e.g. `WebPage`), the keys of typed mappings.
   * `GET /rest/organizations/{org}/sources/{sourceId}/itemTypes`.
   * @returns `string[]`.
   * @throws PlatformError 404 for an unknown source.
   */
  listItemTypes<S extends RequestSettings = {}>(
    sourceId: string,
    settings?: S,
  ): Promise<GetResult<string[], S>>;

  /**
   * Reads a source's identity and kind only. `GET /rest/organizations/{org}/sources/{sourceId}/light`.
   * @returns `LightSourceModel` (`id`, `name`, `sourceType`, `pushEnabled`, ...).
   * @throws PlatformError 404 for an unknown source.
   */
  getLight<S extends RequestSettings = {}>(
    sourceId: string,
    settings?: S,
  ): Promise<GetResult<LightSourceModel, S>>;

  /**
   * Reads a source's raw configuration. `GET /rest/organizations/{org}/sources/{sourceId}/raw`.
   * @returns `RawSourceModel`.
   * @throws PlatformError 404 for an unknown source.
   */
  getRaw<S extends RequestSettings = {}>(
    sourceId: string,
    query?: { includeMappings?: boolean },
    settings?: S,
  ): Promise<GetResult<RawSourceModel, S>>;

  /**
   * Replaces a source's raw configuration. `PUT /rest/organizations/{org}/sources/{sourceId}/raw`.
   * @returns the saved `RawSourceModel`.
   * @throws PlatformError 404 for an unknown source, 400 for invalid fields, 409 for a name in use.
   */
  updateRaw(
    sourceId: string,
    source: RawSourceModel,
    query?: SaveSourceOptions,
    settings?: RequestSettings,
  ): Promise<RawSourceModel>;

  /**
   * Lists a source's schedules. `GET /rest/organizations/{org}/sources/{sourceId}/schedules`.
   * @returns `SourceScheduleModel[]`.
   * @throws PlatformError 404 for an unknown source.
   */
  listSchedules<S extends RequestSettings = {}>(
    sourceId: string,
    settings?: S,
  ): Promise<GetResult<SourceScheduleModel[], S>>;

  /**
   * Adds a schedule to a source. `POST /rest/organizations/{org}/sources/{sourceId}/schedules`.
   * @param schedule `frequency.type` (`MINUTELY`, `HOURLY`, `DAILY`, `WEEKLY`, `MONTHLY`) is required;
   *   `refreshType` defaults to `FULL_REFRESH`, `enabled` to `true`.
   * @returns the new `SourceScheduleModel` (201).
   * @throws PlatformError 404 for an unknown source, 400 for a malformed schedule.
   */
  createSchedule(
    sourceId: string,
    schedule: NewSourceScheduleModel,
    settings?: RequestSettings,
  ): Promise<SourceScheduleModel>;

  /**
   * Replaces a schedule. `PUT /rest/organizations/{org}/sources/{sourceId}/schedules/{scheduleId}`.
   * @returns the saved `SourceScheduleModel` (201, as the platform answers).
   * @throws PlatformError 404 for an unknown source or schedule, 400 for a malformed schedule.
   */
  updateSchedule(
    sourceId: string,
    scheduleId: string,
    schedule: NewSourceScheduleModel,
    settings?: RequestSettings,
  ): Promise<SourceScheduleModel>;

  /**
   * Deletes a schedule. `DELETE /rest/organizations/{org}/sources/{sourceId}/schedules/{scheduleId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown source or schedule.
   */
  deleteSchedule(sourceId: string, scheduleId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * The document processing (item types, mapping rules) a new source of a kind starts with.
   * `GET /rest/organizations/{org}/sources/document/configuration/default`.
   * @param query `defaultDocumentConfigurationType`: `DEFAULT` (a source the platform crawls, the
   * default) or `PUSH`.
   * @returns the document configuration (`DefaultDocumentConfigurationModel`): processor limits, pre-
   * and post-conversions. @throws PlatformError 400 for an unknown kind.
   */
  getDefaultDocumentConfiguration<S extends RequestSettings = {}>(
    query?: { defaultDocumentConfigurationType?: DefaultDocumentConfigurationType },
    settings?: S,
  ): Promise<GetResult<DefaultDocumentConfigurationModel, S>>;
}

/** The areas of calls under {@link Sources}, each a class of its own: `PlatformClient` nests them. */
export const sourcesAreas = {
  /** A source's mapping rules. */
  mappings: SourceMappings,
  /** Index fields as the sources see them (with the mappings that fill them). */
  fields: SourceFields,
  /** Metadata reports: the metadata keys seen on a source's items. */
  metadata: SourceMetadata,
  /** The objects, fields and relationships of Salesforce organizations, for Salesforce sources. */
  salesforce: SourceSalesforce,
  /** The object types, metadata names and metadata values a source has indexed. */
  ingestionContent: SourceIngestionContent,
  /** Sample datasets to import as sources. */
  datasets: SourceDatasets,
  /** Feedback on sources, for the platform's teams. */
  feedback: SourceFeedback,
} as const satisfies Areas;
