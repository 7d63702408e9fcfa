/**
 * Source types the platform takes (42): `WEB2` crawls web sites, `SITEMAP` follows sitemaps, `PUSH`
 * receives items through the Push API, `CATALOG` holds products; the others connect to cloud drives,
 * wikis, CRM and ticketing systems. The last eight are older connectors the platform still lists.
 */
export type SourceType =
  | 'AMAZONS3'
  | 'BOX_ENTERPRISE2'
  | 'CATALOG'
  | 'CONFLUENCE2'
  | 'CONFLUENCE2_HOSTED'
  | 'CUSTOM'
  | 'DATABASE'
  | 'DROPBOX_FOR_BUSINESS'
  | 'FILE'
  | 'GENERIC_REST'
  | 'GOOGLE_DRIVE_DOMAIN_WIDE'
  | 'GRAPHQL'
  | 'JIRA2'
  | 'JIRA2_HOSTED'
  | 'JIVE'
  | 'JIVE_HOSTED'
  | 'LITHIUM'
  | 'KHOROS'
  | 'MICROSOFT_DYNAMICS'
  | 'PUSH'
  | 'RSS'
  | 'SALESFORCE'
  | 'SALESFORCE_SITES'
  | 'SAP'
  | 'SERVICENOW'
  | 'SHAREPOINT'
  | 'SHAREPOINT_ONLINE2'
  | 'SHOPIFY'
  | 'SITECORE'
  | 'SITEMAP'
  | 'SLACK'
  | 'WEB2'
  | 'YOUTUBE'
  | 'ZENDESK'
  | 'ADOBE_EXPERIENCE_MANAGER'
  | 'BOX'
  | 'BOX_ENTERPRISE'
  | 'CONFLUENCE'
  | 'DROPBOX'
  | 'GMAIL'
  | 'GMAIL_DOMAIN_WIDE'
  | 'SHAREPOINT_ONLINE';

/** A source's status. */
export type SourceStatus =
  | 'CREATING'
  | 'DISABLED'
  | 'ERROR'
  | 'IDLE'
  | 'PAUSED'
  | 'PAUSED_ON_ERROR'
  | 'PUSH_READY'
  | 'REFRESHING';

/** A source's status, transition states included. */
export type SourceStatusWithTransitions =
  | SourceStatus
  | 'CANCELING'
  | 'DELETING'
  | 'PAUSING'
  | 'RESUMING'
  | 'STARTING_REFRESH';

/** Who may see a source's items. */
export type SourceVisibility = 'PRIVATE' | 'SECURED' | 'SHARED';

/** Where a source's crawler runs. */
export type SourceCategory = 'CLOUD' | 'ON_PREM' | 'CRAWLING_MODULE';

/** Operations a source goes through: content refreshes, plus security provider and cache refreshes. */
export type SourceOperationType =
  | 'REBUILD'
  | 'FULL_REFRESH'
  | 'INCREMENTAL_REFRESH'
  | 'SECURITY_PROVIDER_REFRESH'
  | 'SECURITY_PROVIDER_REFRESH_ENTITIES_IN_ERROR'
  | 'SECURITY_PROVIDER_REFRESH_ENTITIES_NOT_UPDATED'
  | 'SECURITY_CACHE_REFRESH'
  | 'SECURITY_CACHE_REFRESH_ENTITIES_IN_ERROR';

/** How an operation ended. */
export type SourceOperationResult = 'SUCCESS' | 'ERROR' | 'ABORT';

/** Operations a source's status allows (`information.sourceStatus.allowedOperations`). */
export type SourceActivityOperation =
  | 'CREATE'
  | 'DELETE'
  | 'DUPLICATE'
  | 'UPDATE'
  | 'START'
  | 'STOP'
  | 'PAUSE'
  | 'RESUME'
  | 'REFRESH'
  | 'REBUILD'
  | 'INCREMENTAL_REFRESH'
  | 'FULL_REFRESH'
  | (string & {});

/** Operational statuses by which `sources.listOperationalStatus` filters. */
export type SourceOperationalStatus =
  | 'ALL'
  | 'LAST_OPERATION_IN_ERROR'
  | 'OK'
  | 'PAUSED'
  | 'READY'
  | 'RUNNING';

/** Host filter of the source list. */
export type SourceHostType = 'CLOUD' | 'CRAWLING_MODULE' | 'PUSH';
export type SourceSortingOrder = 'ASC' | 'DESC';
/** Sort keys of the source list. */
export type SourceSortingType =
  | 'TYPE'
  | 'NAME'
  | 'STATUS'
  | 'CONTENT'
  | 'LAST_MODIFIED_DATE'
  | 'LAST_OPERATION'
  | 'CONTENT_TOTAL_DOCUMENT_SIZE'
  | 'STATUS_PRIORITY';

/** The current state of a source. */
export interface SourceStatusModel {
  type: SourceStatus;
  /** What may be done to the source in this state. */
  allowedOperations?: SourceActivityOperation[];
  /** The operation under way, while `REFRESHING` or `PAUSED`. */
  refreshType?: SourceOperationType;
  /** Items processed so far by the operation under way. */
  numberOfProcessedDocuments?: number;
  initialBuild?: boolean;
  /** When the source entered this state, in ms since the epoch. */
  timestamp?: number;
  [field: string]: unknown;
}

/** The last finished operation of a source. */
export interface SourceLastOperationModel {
  /** Activity id of the operation. */
  id?: string;
  operationType?: SourceOperationType;
  result?: SourceOperationResult | (string & {});
  errorCode?: string;
  numberOfDocuments?: number;
  /** When it ended, in ms since the epoch. */
  timestamp?: number;
  [field: string]: unknown;
}

/** The operation under way, with the activity id that `sources.abortTask` takes. */
export interface SourceCurrentOperationModel {
  /** Activity id. */
  id: string;
  operationType: SourceOperationType;
  /** When it started, in ms since the epoch. */
  timestamp?: number;
  [field: string]: unknown;
}

/** Status, content size and history of a source. */
export interface SourceInformationModel {
  sourceStatus: SourceStatusModel;
  /** Items in the index for this source. */
  numberOfDocuments: number;
  /** Total size of those items, in bytes. */
  documentsTotalSize: number;
  lastOperation?: SourceLastOperationModel;
  currentOperation?: SourceCurrentOperationModel;
  nextOperation?: { operationType?: SourceOperationType; timestamp?: number };
  rebuildRequired?: boolean;
  [field: string]: unknown;
}

/** A content source, as the platform returns it. */
export interface SourceModel {
  id: string;
  name: string;
  sourceType: SourceType;
  sourceVisibility?: SourceVisibility;
  /** Documents come in through the Push API. */
  pushEnabled?: boolean;
  /** Crawled on the customer's premises (Crawling Module). */
  onPremisesEnabled?: boolean;
  crawlingModuleId?: string;
  /** Starting addresses (web, sitemap). */
  urls?: string[];
  /** The logical index that holds the items. */
  logicalIndex?: string;
  owner?: string;
  resourceId?: string;
  securityProviderReferences?: string[];
  customParameters?: Record<string, string>;
  information?: SourceInformationModel;
  /** Creation time, in ms since the epoch. */
  createdDate?: number;
  [field: string]: unknown;
}

/** What creating or replacing a source takes: `name` and `sourceType` are required. */
export type NewSourceModel = Omit<SourceModel, 'id' | 'information' | 'createdDate'> & { id?: string };

/** Query parameters of the calls that create or replace a source's configuration. */
export interface SaveSourceOptions {
  /** Rebuild the source once it is saved. */
  rebuild?: boolean;
  /** Update the security providers the source references. */
  updateSecurityProviders?: boolean;
}

/** Pagination of the platform's page model calls: 0-based `page`, page size `perPage` (or `pageSize`). */
export interface SourcePagination {
  page?: number;
  perPage?: number;
  /** Same as `perPage`; set only one of them. */
  pageSize?: number;
}

/** Query parameters of `sources.list`. */
export interface ListSourcesQuery extends SourcePagination {
  /** Text that the source's name or id must contain (or match: see `stringFilterType`). */
  filter?: string;
  /**
   * How `filter` is read: left out, as text the name or id contains; `WILDCARD`, as a pattern the whole
   * name or id matches, `*` standing for any text; `EXACTMATCH`, as the whole name or id. Case is ignored.
   */
  stringFilterType?: 'WILDCARD' | 'EXACTMATCH';
  filterHostType?: SourceHostType;
  filterLastOperationResultType?: SourceOperationResult;
  filterLastOperationType?: 'INCREMENTAL_REFRESH' | 'FULL_REFRESH' | 'REBUILD';
  filterStatusType?: 'CREATING' | 'REFRESHING' | 'PAUSED' | 'PAUSED_ON_ERROR' | 'IDLE' | 'ERROR';
  /** Default `ASC`. */
  sortingOrder?: SourceSortingOrder;
  /** Default `NAME`. */
  sortingType?: SourceSortingType;
  writeAccessOnly?: boolean;
}

/** Query parameters of `sources.listOperationalStatus`. */
export interface ListOperationalStatusQuery extends SourcePagination {
  sourceOperationalStatus?: SourceOperationalStatus;
  filter?: string;
  sortingOrder?: SourceSortingOrder;
  sortingType?: SourceSortingType;
  writeAccessOnly?: boolean;
}

/** One page of sources. */
export interface SourcePage<T = SourceModel> {
  sourceModels: T[];
  totalEntries: number;
  totalPages: number;
}

/** A source with its operational status. */
export interface SourceOperationalStatusModel extends SourceModel {
  operationalStatus: Exclude<SourceOperationalStatus, 'ALL'>;
}

/** A source's identity and kind, without configuration nor status. */
export interface LightSourceModel {
  id: string;
  name: string;
  sourceType: SourceType;
  pushEnabled?: boolean;
  onPremisesEnabled?: boolean;
  streamEnabled?: boolean;
  crawlerInstanceType?: string;
  [field: string]: unknown;
}

/** A source's raw configuration (`configuration` holds crawler parameters, addresses, ...). */
export interface RawSourceModel {
  id?: string;
  name?: string;
  sourceType?: SourceType;
  sourceVisibility?: SourceVisibility;
  pushEnabled?: boolean;
  onPremisesEnabled?: boolean;
  logicalIndex?: string;
  configuration?: {
    startingAddresses?: string[];
    parameters?: Record<string, { value?: string; sensitive?: boolean; [field: string]: unknown }>;
    [field: string]: unknown;
  };
  [field: string]: unknown;
}

/** Whether a source runs on dedicated crawling infrastructure. */
export interface SourceDedicatedModel {
  sourceId: string;
  enabled: boolean;
  [field: string]: unknown;
}

/** Schedule types. */
export type SourceScheduleType = 'MINUTELY' | 'HOURLY' | 'DAILY' | 'WEEKLY' | 'MONTHLY';
export type SourceDayOfWeek =
  | 'MONDAY'
  | 'TUESDAY'
  | 'WEDNESDAY'
  | 'THURSDAY'
  | 'FRIDAY'
  | 'SATURDAY'
  | 'SUNDAY';

/** When a schedule runs. */
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
  [field: string]: unknown;
}

/** A schedule of source operations. */
export interface SourceScheduleModel {
  id: string;
  /** `SOURCE` for a source's schedule. */
  scheduleType?: 'SOURCE' | 'SECURITY_PROVIDER' | 'SECURITY_CACHE';
  /** The id of the source it runs on. */
  resourceId?: string;
  enabled: boolean;
  /** What the schedule runs. Default `FULL_REFRESH`. */
  refreshType?: SourceOperationType;
  frequency: SourceScheduleFrequencyModel;
  /** Next run, in ms since the epoch. */
  nextExecution?: number;
  [field: string]: unknown;
}

/** What creating or replacing a schedule takes. */
export type NewSourceScheduleModel = Omit<
  SourceScheduleModel,
  'id' | 'enabled' | 'nextExecution' | 'scheduleType' | 'resourceId'
> & {
  id?: string;
  enabled?: boolean;
};

/** One mapping rule: the field to fill and the statements (e.g. `%[title]`) that fill it. */
export interface SourceMappingRule {
  /** Set by the platform. */
  id?: string;
  field: string;
  /** Statements tried in order; the first non-empty value wins. */
  content: string[];
  [field: string]: unknown;
}

/** A source's mappings: common rules for every item type, plus rules for specific item types. */
export interface SourceMappingsModel {
  common: { rules: SourceMappingRule[] };
  types: Array<{ id?: string; type: string; rules: SourceMappingRule[] }>;
  [field: string]: unknown;
}

/** Field types. */
export type SourceFieldType = 'LONG' | 'LONG_64' | 'DOUBLE' | 'DATE' | 'STRING' | 'VECTOR';
/** Field origins. */
export type SourceFieldOrigin = 'ALL' | 'USER' | 'SYSTEM';

/** An index field, as the sources' field calls see it. */
export interface SourceFieldModel {
  /** Lowercase letters, digits and underscores, starting with a letter. It is also the field's id. */
  name: string;
  type?: SourceFieldType;
  description?: string;
  facet?: boolean;
  multiValueFacet?: boolean;
  sort?: boolean;
  includeInQuery?: boolean;
  includeInResults?: boolean;
  mergeWithLexicon?: boolean;
  system?: boolean;
  /** Sources whose mappings fill the field (with `includeMappings`). */
  sources?: LightSourceModel[];
  /** Per source, the mapping rules that fill the field (with `includeMappings`). */
  mappings?: SourceFieldMappingsModel[];
  [field: string]: unknown;
}

/** The rules of one source that fill a field, as the field calls show them. */
export interface SourceFieldMappingsModel {
  sourceId: string;
  sourceName: string;
  mappings: SourceFieldMappingModel[];
}

/** One mapping rule that fills a field, as the field calls show it. */
export interface SourceFieldMappingModel {
  /** The rule's id in the source's mappings. */
  id: string;
  /** `COMMON`: a rule of every item type; `MAPPING`: a rule of the item type `type`. */
  kind: 'COMMON' | 'MAPPING';
  /** The item type, for a `MAPPING` rule. */
  type?: string;
  fieldName: string;
  /** The rule's statements (e.g. `%[title]`), tried in order. */
  rules: string[];
  [field: string]: unknown;
}

/** Query parameters of `sources.fields.list`. */
export interface ListSourceFieldsQuery extends SourcePagination {
  /** Add each field's sources and mapping rules. */
  includeMappings?: boolean;
  /** Only the fields of this project. */
  projectId?: string;
  /** Text the field name or description must contain. */
  filter?: string;
  /** Default `ASC`. */
  order?: SourceSortingOrder;
  /** Default `ALL`. */
  origin?: SourceFieldOrigin;
  /** Default `NAME`. */
  sortBy?: 'NAME' | 'TYPE' | 'DESCRIPTION';
  type?: SourceFieldType;
}

/** One page of fields. */
export interface SourceFieldPage {
  items: SourceFieldModel[];
  totalEntries: number;
  totalPages: number;
}

/** One metadata key seen on a source's sampled items. */
export interface SourceMetadataModel {
  key: string;
  /** Sampled items carrying it. */
  count: number;
  values: Array<{ metadataValue: unknown; count: number }>;
  origin: string;
  /** Whether a mapping rule reads it (the platform deprecates it for `indexedBy`). */
  isMapped: boolean;
  /** What puts it in the index: a mapping rule, a field of the same name, or nothing. */
  indexedBy: 'MAPPING' | 'FIELD' | 'NONE';
  [field: string]: unknown;
}

/** One page of a source's metadata report. */
export interface SourceMetadataPage {
  items: SourceMetadataModel[];
  totalEntries: number;
  totalPages: number;
  /** When the report was made and when it expires, in ms since the epoch. */
  creationDate?: number;
  expirationDate?: number;
  sampledDocumentCount?: number;
  documentErrorCount?: number;
  [field: string]: unknown;
}

/** Query parameters of `sources.metadata.list`. */
export interface ListSourceMetadataQuery extends SourcePagination {
  /** Text the metadata key must contain. */
  filter?: string;
  /** Default `ASC`. */
  order?: SourceSortingOrder;
  /** Default `KEY`. */
  sortBy?: 'KEY' | 'COUNT';
}

/** Where a source's metadata report stands. */
export interface SourceMetadataStatusModel {
  reportGenerationInProgress: boolean;
  reportAvailable: boolean;
  /** Whether the source has sampled items; without them no report can be made. */
  sampleAvailable: boolean;
  [field: string]: unknown;
}

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
export type DefaultDocumentConfigurationType = 'DEFAULT' | 'PUSH';

/** The document processing a new source starts with: its item types and their mappings. */
export interface DefaultDocumentConfigurationModel {
  type: string;
  /** Common mapping rules: `{ field, content }`. */
  mappings: Array<{ field: string; content: string[] }>;
  /** Item types the source's items are given. */
  itemTypes: string[];
  [field: string]: unknown;
}

/** Who reads source feedback. */
export type FeedbackConsumerType = 'SUPPORT' | 'PRODUCT' | (string & {});
