import type { AnswerOf, QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/source';

type Schemas = components['schemas'];

/**
 * Source types the platform takes (42): `WEB2` crawls web sites, `SITEMAP` follows sitemaps, `PUSH`
 * receives items through the Push API, `CATALOG` holds products; the others connect to cloud drives,
 * wikis, CRM and ticketing systems. The last eight are older connectors the platform still lists.
 */
export type SourceType = NonNullable<Schemas['SourceModel']['sourceType']>;

/** A source's status. */
export type SourceStatus = NonNullable<Schemas['SourceStatus']['type']>;

/** A source's status, transition states included (`extendedCurrentStatus`). */
export type SourceStatusWithTransitions = NonNullable<Schemas['SourceStatus']['extendedCurrentStatus']>;

/** Who may see a source's items. */
export type SourceVisibility = NonNullable<Schemas['SourceModel']['sourceVisibility']>;

/** Where a source's crawler runs. */
export type SourceCategory = 'CLOUD' | 'ON_PREM' | 'CRAWLING_MODULE';

/** Operations a source goes through: content refreshes, plus security provider and cache refreshes. */
export type SourceOperationType = NonNullable<Schemas['SourceStatus']['refreshType']>;

/**
 * How an operation ended. The published `lastOperation.result` is any string; these are the values
 * the source list filters by (`filterLastOperationResultType`).
 */
export type SourceOperationResult = NonNullable<ListSourcesQuery['filterLastOperationResultType']>;

/** Operations a source's status allows (`information.sourceStatus.allowedOperations`). */
export type SourceActivityOperation = NonNullable<Schemas['SourceStatus']['allowedOperations']>[number];

/** Operational statuses by which `sources.listOperationalStatus` filters (a call the platform does not publish). */
export type SourceOperationalStatus =
  | 'ALL'
  | 'LAST_OPERATION_IN_ERROR'
  | 'OK'
  | 'PAUSED'
  | 'READY'
  | 'RUNNING';

/** Host filter of the source list. */
export type SourceHostType = NonNullable<ListSourcesQuery['filterHostType']>;
export type SourceSortingOrder = NonNullable<ListSourcesQuery['sortingOrder']>;
/** Sort keys of the source list. */
export type SourceSortingType = NonNullable<ListSourcesQuery['sortingType']>;

/** The current state of a source; the platform always gives its `type`. */
export type SourceStatusModel = WithRequired<Schemas['SourceStatus'], 'type'>;

/** The last finished operation of a source (`timestamp`: when it ended, in ms since the epoch). */
export type SourceLastOperationModel = Schemas['SourceLastOperation'];

/**
 * The operation under way, with the activity id that `sources.abortTask` takes. Not in the published
 * `SourceInformation`: the platform adds it while an operation runs, and abortTask needs its id.
 */
export interface SourceCurrentOperationModel {
  /** Activity id. */
  id: string;
  operationType: SourceOperationType;
  /** When it started, in ms since the epoch. */
  timestamp?: number;
}

/**
 * Status, content size and history of a source: `numberOfDocuments` items in the index,
 * `documentsTotalSize` bytes. The platform always gives these three; `currentOperation` is added
 * (see {@link SourceCurrentOperationModel}).
 */
export type SourceInformationModel = WithRequired<
  Schemas['SourceInformation'],
  'sourceStatus' | 'numberOfDocuments' | 'documentsTotalSize'
> & {
  sourceStatus: SourceStatusModel;
  currentOperation?: SourceCurrentOperationModel;
};

/**
 * A content source, as the platform returns it (the published base schema; each source type's schema
 * adds its own settings). `id`, `name` and `sourceType` are always there; `createdDate` is in ms since
 * the epoch.
 */
export type SourceModel = WithRequired<
  Omit<Schemas['SourceModel'], 'information'>,
  'id' | 'name' | 'sourceType'
> & {
  information?: SourceInformationModel;
  /** Starting addresses, for the source types that crawl them (`WEB2`, `SITEMAP`, ...). */
  urls?: string[];
};

/** What creating or replacing a source takes: `name` and `sourceType` are required. */
export type NewSourceModel = WithRequired<
  Omit<Schemas['SourceModel'], 'information' | 'createdDate' | 'lastModifiedDate' | 'lastModifier'>,
  'name' | 'sourceType'
> & {
  /** Starting addresses, for the source types that crawl them (`WEB2`, `SITEMAP`, ...). */
  urls?: string[];
};

/** Query parameters of the calls that create or replace a source's configuration (`rebuild`, `updateSecurityProviders`). */
export type SaveSourceOptions = QueryOf<operations['createSource']>;

/** The page size under its other name, which the client sends as the call names it (`perPage` or `pageSize`). */
export interface SourcePagination {
  /** Same as `perPage`; set only one of them. */
  pageSize?: number;
}

/**
 * Query parameters of `sources.list`: 0-based `page`, `perPage`; `filter` is text that the source's
 * name or id must contain, read as a pattern (`*` for any text) with `stringFilterType` `WILDCARD`, as
 * the whole name or id with `EXACTMATCH` (case is ignored); sorting by `sortingType` (default `NAME`)
 * in `sortingOrder` (default `ASC`).
 */
export type ListSourcesQuery = QueryOf<operations['getSourcesAndPageInformations']> & SourcePagination;

/**
 * Query of `sources.pushRefresh`: the activity to start (`activityOperation`, required: `REBUILD`,
 * `FULL_REFRESH` or `INCREMENTAL_REFRESH` for a push source's content).
 */
export type PushRefreshQuery = WithRequired<QueryOf<operations['setPushRefreshStatus']>, 'activityOperation'>;

/** Query parameters of `sources.listOperationalStatus` (a call the platform does not publish). */
export interface ListOperationalStatusQuery extends SourcePagination {
  page?: number;
  perPage?: number;
  sourceOperationalStatus?: SourceOperationalStatus;
  filter?: string;
  sortingOrder?: SourceSortingOrder;
  sortingType?: SourceSortingType;
  writeAccessOnly?: boolean;
}

/** One page of sources; the platform always gives the list and both totals. */
export interface SourcePage<T = SourceModel> {
  sourceModels: T[];
  totalEntries: number;
  totalPages: number;
}

/** A source with its operational status. */
export type SourceOperationalStatusModel = SourceModel & {
  operationalStatus: Exclude<SourceOperationalStatus, 'ALL'>;
};

/** A source's identity and kind, without configuration nor status; `id`, `name` and `sourceType` are always there. */
export type LightSourceModel = WithRequired<Schemas['LightSourceModel'], 'id' | 'name' | 'sourceType'>;

/** A source's raw configuration (`configuration` holds crawler parameters, addresses, ...). */
export type RawSourceModel = Schemas['RawSourceConfig'];

/** Whether a source runs on dedicated crawling infrastructure (a call the platform does not publish). */
export interface SourceDedicatedModel {
  sourceId: string;
  enabled: boolean;
}

/** Schedule types. */
export type SourceScheduleType = NonNullable<Schemas['ScheduleFrequency']['type']>;
export type SourceDayOfWeek = NonNullable<Schemas['ScheduleFrequency']['weekDays']>[number];

/**
 * When a schedule runs. Kept by hand: the published `ScheduleFrequency` (`value`, `hourMinute`,
 * `monthDay`, `weekDays`) does not name the fields this client and the emulator exchange (`hour`,
 * `minute`, `daysOfWeek`, `dayOfMonth`, `repeatInterval`, `timezone`).
 */
export interface SourceScheduleFrequencyModel {
  type: SourceScheduleType;
  /** IANA time zone, e.g. `America/New_York`. Default `UTC`. */
  timezone?: string;
  /** 0-59. */
  minute?: number;
  /** 0-23. */
  hour?: number;
  daysOfWeek?: SourceDayOfWeek[];
  /** 1-31, for `MONTHLY`. */
  dayOfMonth?: number;
  /** Repeat every n units, for `MINUTELY` and `HOURLY`. */
  repeatInterval?: number;
}

/**
 * A schedule of source operations (`scheduleType` `SOURCE`, `resourceId` the source's id); `id` and
 * `enabled` are always there. `refreshType` defaults to `FULL_REFRESH`.
 */
export type SourceScheduleModel = WithRequired<
  Omit<Schemas['ScheduleModel'], 'frequency'>,
  'id' | 'enabled'
> & {
  frequency: SourceScheduleFrequencyModel;
  /** Next run, in ms since the epoch (not in the published schema, which gives `lastExecution`). */
  nextExecution?: number;
};

/** What creating or replacing a schedule takes. */
export type NewSourceScheduleModel = Omit<
  Schemas['ScheduleModel'],
  'frequency' | 'scheduleType' | 'resourceId' | 'organizationId' | 'lastExecution'
> & { frequency: SourceScheduleFrequencyModel };

/** One mapping rule: the field to fill and the statements (e.g. `%[title]`) tried in order; the first non-empty value wins. */
export type SourceMappingRule = WithRequired<Schemas['RuleModel'], 'field' | 'content'>;

/** A source's mappings: common rules for every item type, plus rules for specific item types. */
export interface SourceMappingsModel {
  common: { rules: SourceMappingRule[] };
  types: Array<
    WithRequired<Omit<Schemas['TypedMappingSettingsModel'], 'rules'>, 'type'> & { rules: SourceMappingRule[] }
  >;
}

/** Field types. */
export type SourceFieldType = NonNullable<Schemas['SourceFieldModel']['type']>;
/** Field origins. */
export type SourceFieldOrigin = NonNullable<QueryOf<operations['getFields_2']>['origin']>;

/**
 * An index field, as the sources' field calls see it: `name` (lowercase letters, digits and
 * underscores, starting with a letter) is also its id; `sources` and `mappings` come with `includeMappings`.
 */
export type SourceFieldModel = WithRequired<Schemas['SourceFieldModel'], 'name'>;

/** The rules of one source that fill a field, as the field calls show them. */
export type SourceFieldMappingsModel = WithRequired<
  Schemas['FieldMappingModel'],
  'sourceId' | 'sourceName' | 'mappings'
>;

/**
 * One mapping rule that fills a field: `kind` `COMMON` for a rule of every item type, `MAPPING` for a
 * rule of the item type `type`; `rules` are its statements (e.g. `%[title]`), tried in order.
 */
export type SourceFieldMappingModel = WithRequired<
  Schemas['MappingModel'],
  'id' | 'kind' | 'fieldName' | 'rules'
>;

/**
 * Query parameters of `sources.fields.list`: `includeMappings` adds each field's sources and rules,
 * `filter` is text the name or description must contain, `order` defaults to `ASC`, `origin` to `ALL`,
 * `sortBy` to `NAME`. The published `sortBy` and `order` are any string: these are the values the platform takes.
 */
export type ListSourceFieldsQuery = Omit<QueryOf<operations['getFields_2']>, 'sortBy' | 'order'> &
  SourcePagination & { order?: SourceSortingOrder; sortBy?: 'NAME' | 'TYPE' | 'DESCRIPTION' };

/** One page of fields. */
export type SourceFieldPage = WithRequired<
  AnswerOf<operations['getFields_2']>,
  'items' | 'totalEntries' | 'totalPages'
> & { items: SourceFieldModel[] };

/**
 * One metadata key seen on a source's sampled items: `count` sampled items carry it; `indexedBy` says
 * what puts it in the index (a mapping rule, a field of the same name, or nothing).
 */
export type SourceMetadataModel = WithRequired<
  Schemas['SourceMetadataModel'],
  'key' | 'count' | 'values' | 'origin' | 'isMapped' | 'indexedBy'
>;

/** One page of a source's metadata report (`creationDate`, `expirationDate` in ms since the epoch). */
export type SourceMetadataPage = WithRequired<
  Schemas['MetadataReportPageModel'],
  'items' | 'totalEntries' | 'totalPages'
> & { items: SourceMetadataModel[] };

/**
 * Query parameters of `sources.metadata.list`: `filter` is text the key must contain; `order` defaults
 * to `ASC`, `sortBy` to `KEY`. The published `sortBy` and `order` are any string.
 */
export type ListSourceMetadataQuery = Omit<
  QueryOf<operations['getSourceMetadataReport']>,
  'sortBy' | 'order'
> &
  SourcePagination & { order?: SourceSortingOrder; sortBy?: 'KEY' | 'COUNT' };

/** Where a source's metadata report stands; without sampled items (`sampleAvailable`) no report can be made. */
export type SourceMetadataStatusModel = Required<Schemas['SourceMetadataStatusModel']>;

/** Dataset types (sample content to import as sources). */
export type DatasetType = 'WEB' | 'ecommerce';
/** Dataset import statuses. */
export type DatasetImportStatus = 'PENDING' | 'IN_PROGRESS' | 'COMPLETED';
/** Dataset import results. */
export type DatasetImportResult = 'SUCCESS' | 'ERROR';

/** A sample dataset that can be imported. */
export interface DatasetModel {
  name: DatasetType | (string & {});
  /** What it holds. */
  note: string;
  /** Whether it comes with items, not only source configurations. */
  hasStaticContent: boolean;
  [field: string]: unknown;
}

/** Query parameters of `sources.datasets.import`. */
export interface ImportDatasetQuery {
  datasetName: DatasetType;
  /** Import the items too, not only the sources. Default `true`. */
  withContent?: boolean;
}

/** Where a dataset import stands. */
export interface DatasetImportProgressModel {
  requestId: string;
  datasetName?: string;
  status: DatasetImportStatus;
  /** Set once `COMPLETED`. */
  result?: DatasetImportResult;
  /** Sources the import made. */
  sourceIds?: string[];
  [field: string]: unknown;
}

/**
 * Kinds of default document configuration: `DEFAULT` is what a source the platform crawls starts
 * with, `PUSH` what a push source starts with.
 */
export type DefaultDocumentConfigurationType = NonNullable<
  QueryOf<operations['getDefaultDocumentConfiguration']>['defaultDocumentConfigurationType']
>;

/**
 * The document processing a new source starts with (`DocumentConfig`): the document processor's limits
 * (`documentProcessorConfig`), the processors run before and after conversion (`preConversions`,
 * `postConversions`: each `{ type, parameters: { name, values, ... } }`), and `parameters`. Every field
 * may be absent.
 */
export type DefaultDocumentConfigurationModel = Schemas['DocumentConfig'];

/** Who reads source feedback. */
export type FeedbackConsumerType = 'SUPPORT' | 'PRODUCT' | (string & {});
