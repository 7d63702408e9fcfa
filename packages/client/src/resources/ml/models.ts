import type { WithRequired } from '../../core/published';
import type { components as LearningComponents } from '../../generated/machine-learning';
import type { components as ConfigComponents } from '../../generated/ml-config';

type Learning = LearningComponents['schemas'];
type Config = ConfigComponents['schemas'];

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
export type MLModelStatus = NonNullable<Learning['Model']['status']>;

/**
 * A model's status as the model listing and detailed info sum it up: `BUILD_IN_PROGRESS` while it builds
 * or updates, `ERROR` once a build failed, `ACTIVE` or `INACTIVE` once `ONLINE`; `SOON_TO_BE_ARCHIVED`,
 * `ARCHIVED` for models unused for long.
 */
export type MLListingStatus = NonNullable<Config['ModelStatusInfoModel']['modelStatus']>;

/** Whether a model serves its associations (`ACTIVE`) or not (`INACTIVE`, e.g. unused for a long time). */
export type MLModelActiveness = NonNullable<Learning['Model']['modelActivenessState']>;

/** The unit of a model's rebuild interval. */
export type MLIntervalUnit = Learning['Registration']['intervalUnit'];

/** Who may edit a model (an API key or a group). */
export type MLIdAndDisplayName = WithRequired<Learning['IdAndDisplayNameModel'], 'id'>;

/**
 * Fields the published machine-learning schemas type as Java objects (any JSON value), given here as
 * the platform takes and answers them: `extraConfig` is an object of engine-specific settings,
 * `versionMatcher` an expression.
 */
interface MLJavaObjectFields {
  /** Engine-specific settings (filters, languages, content sources, ...). */
  extraConfig?: Record<string, unknown>;
  versionMatcher?: string;
}

/**
 * What a model is built from and how often: the body of `ml.register` and of `ml.models.update`, which
 * replaces it whole. The platform requires `engineId`, `exportPeriod`, `intervalTime` and
 * `intervalUnit`; periods are ISO 8601 (`P3M`, `exportOffset` shifts the period into the past);
 * `intervalTime` counts `intervalUnit`s between two rebuilds, at least 1. The emulator names the model
 * after `modelName`, unique per engine.
 */
export type MLModelRegistration = Omit<
  Learning['Registration'],
  'engineId' | 'extraConfig' | 'versionMatcher' | 'startTime' | 'groupsThatCanEdit' | 'apiKeysThatCanEdit'
> &
  MLJavaObjectFields & {
    /** The engine (model type), e.g. `topclicks`. */
    engineId: MLModelType;
    /** The model's name; the published schema leaves it optional, the platform requires it. */
    modelName: string;
    apiKeysThatCanEdit?: MLIdAndDisplayName[];
    groupsThatCanEdit?: MLIdAndDisplayName[];
  };

/**
 * What `ml.register` answers: the registration as the platform keeps it (its defaults filled in), with
 * the new model's id (`modelId`) and organization (`orgId`). `ml.models.get(modelId)` reads the model
 * itself (its `status`, times, ...).
 */
export type MLModelRegistered = WithRequired<Learning['Registration Response'], 'modelId'>;

/** A customer-facing error or limitation of a model. */
export type MLModelIssue = Learning['CustomerError'];

/**
 * A machine-learning model as the platform returns it (`id`, `orgId`, `status` and
 * `modelCreationTime` always there). Times are ms since the epoch: `previousModelUpdateTime` is when the
 * model last finished building, `nextModelUpdateTime` when the next rebuild starts. `modelVersion`
 * (`{ patchVersion }`) and `engineVersion` are as published.
 */
export type MLModel = Omit<
  WithRequired<Learning['Model'], 'id' | 'status' | 'modelCreationTime'>,
  'engineId' | 'orgId' | 'extraConfig' | 'versionMatcher' | 'modelName'
> &
  Omit<MLModelRegistration, 'modelName'> & {
    /** The organization's id: a Java object in the published schema, a string on the wire. */
    orgId: string;
    modelName?: string;
  };

/** A model with its build details (`/details`): statistics the engine gathered while building. */
export type MLModelWithDetails = MLModel & { info?: MLModelBuildInfo };

/** Build statistics of a model. Absent until the model has been built once (the published `info` is any object). */
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

/** A period as `ml.models.update` answers it: its ISO 8601 form (`P3M`) counted by unit (`years` to `millis`). */
export type MLPeriod = Required<
  Pick<Learning['Period'], 'years' | 'months' | 'weeks' | 'days' | 'hours' | 'minutes' | 'seconds' | 'millis'>
> &
  Learning['Period'];

/**
 * A model as `ml.models.update` answers it (the published `Information To Update Model`): its schedule
 * (`exportPeriod` and `exportOffset` as objects, `intervalTime`, `intervalUnit` in any of the platform's
 * duration units, `MILLISECOND` to `YEAR`), and the fields of {@link MLModel} it may add, all optional:
 * the published answer does not promise them.
 */
export type MLModelUpdated = Partial<
  Omit<MLModel, 'exportPeriod' | 'exportOffset' | 'intervalUnit' | 'intervalTime'>
> & {
  intervalTime: number;
  exportPeriod: MLPeriod;
  exportOffset?: MLPeriod;
  intervalUnit: NonNullable<Learning['Information To Update Model']['intervalUnit']>;
};

/** Query of `ml.models.list`: only models of these engines. The published parameter is one string; the platform takes several. */
export interface ListMLModelsQuery {
  engines?: MLModelType | MLModelType[];
}

/** A model's advanced configuration file (deprecated by the platform, not published). */
export interface MLAdvancedConfig {
  modelId?: string;
  orgId?: string;
  /** The configuration file's text. */
  fileContents?: string;
  lastModified?: string;
  [field: string]: unknown;
}

/** A field condition of the ML configuration calls (the published operator also lists `"EQUALS, NOT_EQUALS"`, a fault of the file). */
export type MLFilterCondition = Omit<Config['FilterConditionModel'], 'operator'> & {
  operator: 'EQUALS' | 'NOT_EQUALS';
};

/** The time span of cases to learn from: a date field and either an ISO 8601 period or start and end times (ms). */
export type MLExtractionPeriod = WithRequired<Config['CaseExtractionPeriodModel'], 'dateField'>;

/** Whether enough documents match to build a model. */
export type MLDocumentRequirementStatus = NonNullable<
  Config['CaseClassificationPreviewResponse']['documentRequirementStatus']
>;

/** Documents that case classification, smart snippets and the previews would learn from. */
export type MLDocumentSelection = Omit<Config['CaseClassificationPreviewRequest'], 'caseFilterConditions'> &
  Omit<Config['SmartSnippetsContentFieldsRequest'], 'filterConditions'> & {
    filterConditions?: MLFilterCondition[];
    caseFilterConditions?: MLFilterCondition[];
  };

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

/**
 * What a case classification document selection holds (`caseClassification.preview`): `query` is the
 * query the selection stands for; the counts narrow from the sources' documents to the valid ones.
 */
export type MLDocumentGroupPreview = WithRequired<
  Config['CaseClassificationPreviewResponse'],
  | 'query'
  | 'documentRequirementStatus'
  | 'numberOfDocuments'
  | 'numberOfDocumentsMatchingConditions'
  | 'numberOfValidDocuments'
>;

/** Fields found on the selected documents. */
export type MLContentFields = WithRequired<Config['ContentFieldsResponse'], 'query' | 'fields'>;

/** How many documents of the selection have a value in a field: `{ documentCount }`. */
export type MLFieldDocumentCount = WithRequired<
  Config['CaseClassificationDocumentCountResponse'],
  'documentCount'
>;

/**
 * How many distinct values a field takes on the selection: `{ valueCount, areMoreValuesAvailable }`
 * (`areMoreValuesAvailable`: the count stopped at the platform's limit).
 */
export type MLFieldValueCount = WithRequired<Config['CaseClassificationValueCountResponse'], 'valueCount'>;

/**
 * A dynamic navigation experience (DNE) model's configuration: `documentExtractionQuery` selects the
 * documents whose fields DNE learns about, `fieldsToAutoSelect` the facet fields it may select. The
 * published `intervalTime` (`null`) and `intervalUnit` (`"DAY,WEEK,MONTH"`) are faults of the file.
 */
export type DNEConfigurationModel = Omit<Config['DneConfigurationModel'], 'intervalTime' | 'intervalUnit'> & {
  documentGroupId?: string;
  intervalTime?: number;
  intervalUnit?: MLIntervalUnit;
};

/** A field DNE may select automatically. */
export type AutoSelectionFieldCandidate = WithRequired<Config['AutoSelectionFieldCandidateModel'], 'name'>;

/** A page of DNE field candidates. */
export type AutoSelectionFieldCandidatePage = WithRequired<
  Config['PageModelAutoSelectionFieldCandidateModel'],
  'items' | 'totalEntries' | 'totalPages'
> & { items: AutoSelectionFieldCandidate[] };

/** What the DNE document extraction would select. */
export type DocumentExtractionPreview = Required<
  Omit<Config['DocumentExtractionPreviewModel'], 'sources'>
> & {
  sources: Array<Required<Config['SourceModel']>>;
};

/** The parts of a DNE document extraction query. */
export type DocumentExtractionQueryModel = Config['DocumentExtractionQueryModel'];

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
export type SmartSnippetsDocumentTypes = WithRequired<
  Config['SmartSnippetsDocumentTypesResponse'],
  'query' | 'documentTypes'
>;

/**
 * A predictive query suggestions (PQS) model's configuration: `catalogId` is the catalog whose product
 * vectors the model uses, `trackingIds` the usage-analytics tracking ids the events must carry. The
 * published `intervalTime` and `intervalUnit` are faults of the file (see {@link DNEConfigurationModel}).
 */
export type PQSConfigurationModel = Omit<Config['PqsConfigurationModel'], 'intervalTime' | 'intervalUnit'> & {
  intervalTime?: number;
  intervalUnit?: MLIntervalUnit;
};

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

/** Where a model is used: a query pipeline or a case assist configuration (`parentId` is its id). */
export type MLModelAssociation = WithRequired<
  Config['ModelAssociationModel'],
  'id' | 'parentId' | 'name' | 'associationType'
> & {
  modelId?: string;
};

/** A model a query pipeline uses, as the pipeline's model associations list it (`position` 1-based; `modelDisplayName` absent once the model is deleted). */
export type MLPipelineModelAssociation = WithRequired<
  Config['QueryPipelineMLAssociationModel'],
  'associationId' | 'modelId' | 'position' | 'useAdvancedConfiguration'
>;

/** A page of a pipeline's model associations. */
export type MLModelAssociationPage = WithRequired<
  Config['PageModelQueryPipelineMLAssociationModel'],
  'items' | 'totalEntries' | 'totalPages'
> & { items: MLPipelineModelAssociation[] };

/** A model's status as the model listing and detailed info report it (`activeModelBuildDate` in ms since the epoch). */
export type MLModelStatusInfo = WithRequired<Config['ModelStatusInfoModel'], 'modelStatus'>;

/**
 * A model in the model listing (`modelSizeStatistic`: the items or queries the model was built on;
 * `platformVersion`: 1 or 2).
 */
export type MLListingModel = WithRequired<
  Config['ModelListingModel'],
  | 'modelId'
  | 'engineId'
  | 'modelDisplayName'
  | 'modelStatusInfo'
  | 'modelAssociations'
  | 'modelSizeStatistic'
  | 'requiresAssociation'
> & {
  engineId: MLModelType;
  modelStatusInfo: MLModelStatusInfo;
  modelAssociations: MLModelAssociation[];
  modelActivenessState?: MLModelActiveness;
};

/**
 * A model's detailed information: as in the model listing, with its issues and build details; the
 * published answer has no `modelSizeStatistic`, `platformVersion` nor `readyForAssociation`.
 */
export type MLModelDetailedInfo = Omit<
  MLListingModel,
  'modelSizeStatistic' | 'platformVersion' | 'readyForAssociation'
> &
  Pick<Config['ModelListingModel'], 'modelSizeStatistic' | 'platformVersion' | 'readyForAssociation'> & {
    modelIssues: Array<Required<Config['ModelErrorDescriptionModel']>>;
    modelDetails?: MLModelBuildInfo;
    isLicensed: boolean;
  };

/** Documents a relevance generative answering (RGA) or semantic encoder model would learn from. */
export type MLDocumentsPreviewParams = Omit<Config['SemanticEncoderPreviewRequest'], 'filterConditions'> & {
  filterConditions?: MLFilterCondition[];
};

/**
 * What such a model would learn from: `numberOfDocumentsInSources`, of which
 * `numberOfDocumentsInSourcesMatchingFilters` match the filters and `numberOfValidDocuments` can be used.
 */
export type MLDocumentsPreview = WithRequired<
  Config['SemanticEncoderPreviewResponse'],
  'query' | 'documentRequirementStatus' | 'numberOfValidDocuments'
>;

/** What a smart snippets model would learn from: counted as {@link MLDocumentsPreview} counts, without `documentLimit`. */
export type SmartSnippetsPreview = WithRequired<
  Config['SmartSnippetsPreviewResponse'],
  'query' | 'documentRequirementStatus' | 'numberOfValidDocuments'
>;
