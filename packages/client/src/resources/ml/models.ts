/**
 * Machine-learning engines, i.e. model types (the `engineId` of a model). Spec section 3 names
 * these; the platform adds new ones over time, so the union stays open.
 */
export type MLModelType =
  | 'topclicks'
  | 'querysuggest'
  | 'pqsforcommerce'
  | 'eventrecommendation'
  | 'facetsense'
  | 'ecommerce'
  | 'caseclassification'
  | 'mlquestionanswering'
  | 'useractionhistory'
  | 'smartsnippets'
  | 'genqa'
  | 'passageretrieval'
  | 'semanticencoder'
  | 'intentawareproductranking'
  | (string & {});

/**
 * A model's status, as the platform publishes its values. A new model is `IN_QUEUE`, then `BUILDING`,
 * then `ONLINE` once built (or `FAILED`); an update makes it `IN_QUEUE_UPDATING`, then `UPDATING`, then
 * `ONLINE` again (or `UPDATE_FAILED`).
 */
export type MLModelStatus =
  | 'IN_QUEUE'
  | 'BUILDING'
  | 'ONLINE'
  | 'ONLINE_DEGRADED'
  | 'OFFLINE'
  | 'FAILED'
  | 'IN_QUEUE_UPDATING'
  | 'IN_PROGRESS_UPDATING'
  | 'UPDATING'
  | 'UPDATE_FAILED'
  | 'SCHEDULED'
  | 'IN_PROGRESS'
  | 'COMPLETED'
  | 'COMPLETED_DEGRADED'
  | 'ERROR'
  | (string & {});

/**
 * A model's status as the model listing and detailed info sum it up: `BUILD_IN_PROGRESS` while it builds
 * or updates, `ERROR` once a build failed, `ACTIVE` or `INACTIVE` once `ONLINE`; `SOON_TO_BE_ARCHIVED`,
 * `ARCHIVED` for models unused for long.
 */
export type MLListingStatus =
  | 'ARCHIVED'
  | 'SOON_TO_BE_ARCHIVED'
  | 'BUILD_IN_PROGRESS'
  | 'ERROR'
  | 'ERROR_INTERNAL'
  | 'LIMITED'
  | 'ACTIVE'
  | 'INACTIVE'
  | (string & {});

/** Whether a model serves its associations (`ACTIVE`) or not (`INACTIVE`, e.g. unused for a long time). */
export type MLModelActiveness =
  | 'ACTIVE'
  | 'INACTIVE'
  | 'ARCHIVED'
  | 'ARCHIVED_PENDING_REBUILD'
  | (string & {});

/** The unit of a model's rebuild interval. */
export type MLIntervalUnit = 'DAY' | 'WEEK' | 'MONTH';

/** Who may edit a model (an API key or a group). */
export interface MLIdAndDisplayName {
  id: string;
  displayName?: string;
}

/**
 * What a model is built from and how often: the body of `ml.register` and of `ml.models.update`, which
 * replaces it whole. The platform requires `engineId`, `exportPeriod`, `intervalTime` and
 * `intervalUnit`; periods are ISO 8601 (`P3M`). The emulator names the model after `modelName`.
 */
export interface MLModelRegistration {
  /** The engine (model type), e.g. `topclicks`. */
  engineId: MLModelType;
  /** The model's name, unique per engine. */
  modelName: string;
  /** The name shown in the administration console. */
  modelDisplayName?: string;
  /** The usage-analytics period to learn from, ISO 8601 (e.g. `P3M`). */
  exportPeriod: string;
  /** Shifts the export period into the past, ISO 8601. */
  exportOffset?: string;
  /** Number of `intervalUnit`s between two rebuilds, at least 1. */
  intervalTime: number;
  /** The unit of `intervalTime`. */
  intervalUnit: MLIntervalUnit;
  commandLineParameters?: string[];
  /** Engine-specific settings (filters, languages, content sources, ...). */
  extraConfig?: Record<string, unknown>;
  commonFilter?: string;
  customEventFilter?: string;
  searchEventFilter?: string;
  viewEventFilter?: string;
  versionMatcher?: string;
  apiKeysThatCanEdit?: MLIdAndDisplayName[];
  groupsThatCanEdit?: MLIdAndDisplayName[];
  [field: string]: unknown;
}

/** A customer-facing error or limitation of a model. */
export interface MLModelIssue {
  description?: string;
  errorCode?: string;
  errorType?: string;
  troubleshoot?: string;
}

/** A machine-learning model as the platform returns it. Times are ms since the epoch. */
export interface MLModel extends MLModelRegistration {
  /** The model id (`{orgId}_{engineId}_{modelName}` style on the platform). */
  id: string;
  orgId: string;
  status: MLModelStatus;
  modelActivenessState?: MLModelActiveness;
  modelCreationTime: number;
  /** When the model last finished building, ms. */
  previousModelUpdateTime?: number;
  /** When the next rebuild starts, ms. */
  nextModelUpdateTime?: number;
  modelVersion?: string;
  engineVersion?: string;
  platformVersion?: 1 | 2;
  modelErrorDescription?: { customer_errors?: MLModelIssue[] };
}

/** A model with its build details (`/details`): statistics the engine gathered while building. */
export interface MLModelWithDetails extends MLModel {
  info?: MLModelBuildInfo;
}

/** Build statistics of a model. Absent until the model has been built once. */
export interface MLModelBuildInfo {
  metaInfo?: { modelName?: string; modelVersion?: string; org?: string; createdDate?: string };
  modelBuildingStats?: Record<string, number>;
  totalQueries?: number;
  /** By language code (e.g. `en`): the queries the model learned from, and more per engine. */
  languages?: Record<
    string,
    { queries?: number; words?: number; stopwords?: number; topfacets?: string[]; [field: string]: unknown }
  >;
  [field: string]: unknown;
}

/** A period as `ml.models.update` answers it: its ISO 8601 form (`P3M`) counted by unit. */
export interface MLPeriod {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  millis: number;
  [field: string]: unknown;
}

/** A model as `ml.models.update` answers it: as {@link MLModel}, its periods as objects. */
export type MLModelUpdated = Omit<MLModel, 'exportPeriod' | 'exportOffset'> & {
  exportPeriod: MLPeriod;
  exportOffset?: MLPeriod;
};

/** Query of `ml.models.list`. */
export interface ListMLModelsQuery {
  /** Only models of these engines. */
  engines?: MLModelType | MLModelType[];
}

/** A model's advanced configuration file (deprecated by the platform, part of the spec). */
export interface MLAdvancedConfig {
  modelId?: string;
  orgId?: string;
  /** The configuration file's text. */
  fileContents?: string;
  lastModified?: string;
  [field: string]: unknown;
}

/** A field condition of the ML configuration calls. */
export interface MLFilterCondition {
  field: string;
  operator: 'EQUALS' | 'NOT_EQUALS' | (string & {});
  value: string;
}

/** The time span of cases to learn from: a date field and either an ISO 8601 period or start and end times (ms). */
export interface MLExtractionPeriod {
  dateField: string;
  exportPeriod?: string;
  startTime?: number;
  endTime?: number;
}

/** Whether enough documents match to build a model. */
export type MLDocumentRequirementStatus =
  | 'OK'
  | 'INSUFFICIENT_DOCUMENTS'
  | 'NB_OF_DOCUMENTS_OVER_LIMIT'
  | (string & {});

/** Documents that case classification, smart snippets and the previews would learn from. */
export interface MLDocumentSelection {
  sources?: string[];
  filterConditions?: MLFilterCondition[];
  caseFilterConditions?: MLFilterCondition[];
  caseExtractionPeriod?: MLExtractionPeriod;
  languageField?: string;
  advancedQuery?: string;
  documentType?: string;
  [field: string]: unknown;
}

/** A case classification model's configuration. */
export interface CaseClassificationConfigurationModel {
  modelId?: string;
  modelDisplayName: string;
  /** Sources holding the cases to learn from. */
  sources: string[];
  caseFilterConditions?: MLFilterCondition[];
  /** The field that holds the case id, e.g. `sfid`. */
  caseIdField?: string;
  caseExtractionPeriod?: MLExtractionPeriod;
  /** Case fields the model learns from, e.g. `subject`, `description`. */
  fieldsForModelTraining?: string[];
  /** Case fields the model predicts, e.g. `category`. */
  fieldsToPredict: string[];
  languageField?: string;
  [field: string]: unknown;
}

/** What a document selection holds (`preview` calls). */
export interface MLDocumentGroupPreview {
  /** The query the selection stands for. */
  query: string;
  documentRequirementStatus: MLDocumentRequirementStatus;
  numberOfDocuments: number;
  numberOfDocumentsMatchingConditions: number;
  numberOfValidDocuments: number;
  [field: string]: unknown;
}

/** Fields found on the selected documents. */
export interface MLContentFields {
  query: string;
  fields: Array<{ name: string }>;
}

/** How many documents of the selection have a value in a field. */
export interface MLFieldDocumentCount {
  fieldName: string;
  documentCount: number;
  totalDocuments: number;
}

/** How many distinct values a field takes on the selection, with the most frequent ones. */
export interface MLFieldValueCount {
  fieldName: string;
  valueCount: number;
  values: Array<{ value: string; numberOfResults: number }>;
}

/** A dynamic navigation experience (DNE) model's configuration. */
export interface DNEConfigurationModel {
  modelId?: string;
  modelDisplayName: string;
  documentGroupId?: string;
  /** The query selecting the documents whose fields DNE learns about. */
  documentExtractionQuery?: string;
  /** Facet fields DNE may select automatically. */
  fieldsToAutoSelect?: string[];
  commonFilter?: string;
  searchEventFilter?: string;
  exportPeriod?: string;
  intervalTime?: number;
  intervalUnit?: MLIntervalUnit;
  viewAllContent?: boolean;
  [field: string]: unknown;
}

/** A field DNE may select automatically. */
export interface AutoSelectionFieldCandidate {
  name: string;
  description?: string;
}

/** A page of DNE field candidates. */
export interface AutoSelectionFieldCandidatePage {
  items: AutoSelectionFieldCandidate[];
  totalEntries: number;
  totalPages: number;
}

/** What the DNE document extraction would select. */
export interface DocumentExtractionPreview {
  numberOfDocuments: number;
  recommendedNumberOfDocuments: number;
  sources: Array<{ name: string; numberOfDocuments: number }>;
}

/** The parts of a DNE document extraction query. */
export interface DocumentExtractionQueryModel {
  fields?: string[];
  sources?: string[];
}

/** A smart snippets model's configuration (deprecated by the platform, part of the spec). */
export interface SmartSnippetsConfigurationModel {
  modelId?: string;
  modelDisplayName: string;
  sources: string[];
  filterConditions?: MLFilterCondition[];
  cssSelectorsToExclude?: string[];
  documentTypes?: Array<{ documentType: string; contentFields: string[] }>;
  [field: string]: unknown;
}

/** Document types found on the selected documents. */
export interface SmartSnippetsDocumentTypes {
  query: string;
  documentTypes: Array<{ documentType: string }>;
}

/** A predictive query suggestions (PQS) model's configuration. */
export interface PQSConfigurationModel {
  modelId?: string;
  modelDisplayName: string;
  /** The catalog whose product vectors the model uses. */
  catalogId: string;
  /** Usage-analytics tracking ids the events must carry. */
  trackingIds: string[];
  commonFilter?: string;
  searchEventFilter?: string;
  exportPeriod?: string;
  intervalTime?: number;
  intervalUnit?: MLIntervalUnit;
  [field: string]: unknown;
}

/** An intent-aware product ranking (IAPR) model's configuration. */
export interface IAPRConfigurationModel {
  modelDisplayName: string;
  catalogId: string;
  trackingIds: string[];
  [field: string]: unknown;
}

/** What a model configuration call answers: the model it registered. */
export interface MLModelConfigurationCreated {
  modelId: string;
  [field: string]: unknown;
}

/** Where a model is used: a query pipeline or a case assist configuration. */
export interface MLModelAssociation {
  id: string;
  /** The pipeline or case assist configuration id. */
  parentId: string;
  name: string;
  associationType: 'QUERY_PIPELINE' | 'CASE_ASSIST' | (string & {});
  modelId?: string;
  [field: string]: unknown;
}

/** A model a query pipeline uses, as the pipeline's model associations list it. */
export interface MLPipelineModelAssociation {
  associationId: string;
  modelId: string;
  /** 1-based order among the pipeline's associations. */
  position: number;
  /** Absent once the model is deleted. */
  modelDisplayName?: string;
  engineId?: MLModelType;
  modelStatusInfo?: { modelStatus: MLListingStatus };
  /** The condition the association runs under. */
  condition?: { id: string };
  customQueryParameters?: Record<string, unknown>;
  useAdvancedConfiguration: boolean;
}

/** A page of a pipeline's model associations. */
export interface MLModelAssociationPage {
  items: MLPipelineModelAssociation[];
  totalEntries: number;
  totalPages: number;
}

/** A model's status as the model listing and detailed info report it. */
export interface MLModelStatusInfo {
  modelStatus: MLListingStatus;
  /** Days left before an inactive model is archived. */
  daysUntilArchival?: number;
  /** When the build the model serves finished, ms. */
  activeModelBuildDate?: number;
}

/** A model in the model listing. */
export interface MLListingModel {
  modelId: string;
  engineId: MLModelType;
  modelDisplayName: string;
  modelStatusInfo: MLModelStatusInfo;
  modelActivenessState?: MLModelActiveness;
  modelAssociations: MLModelAssociation[];
  estimatedPreviousModelUpdateTime?: number;
  nextModelUpdateTime?: number;
  platformVersion?: 1 | 2;
  /** Items or queries the model was built on. */
  modelSizeStatistic: number;
  requiresAssociation: boolean;
}

/** A model's detailed information. */
export interface MLModelDetailedInfo extends MLListingModel {
  modelIssues: Array<{ description: string; troubleshoot: string }>;
  modelDetails?: MLModelBuildInfo;
  isLicensed: boolean;
}

/** Documents a relevance generative answering (RGA) or semantic encoder model would learn from. */
export interface MLDocumentsPreviewParams {
  sources?: string[];
  filterConditions?: MLFilterCondition[];
  advancedQuery?: string;
}

/** What such a model would learn from. */
export interface MLDocumentsPreview {
  query: string;
  documentRequirementStatus: MLDocumentRequirementStatus;
  numberOfDocuments: number;
  numberOfValidDocuments: number;
  [field: string]: unknown;
}
