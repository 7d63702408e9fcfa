import type { GetResult, RequestSettings } from '../../core/options';
import type { AnswerOf, QueryOf } from '../../core/published';
import { Resource } from '../../core/resource';
import type { paths as MachineLearningPaths } from '../../generated/machine-learning';
import { mlEngineEndpoints, mlModelEndpoints } from './endpoints';
import type { MlModelsCalls } from './endpoints.generated';
import type {
  ListMLModelsQuery,
  MLAdvancedConfig,
  MLModel,
  MLModelRegistration,
  MLModelUpdated,
  MLModelWithDetails,
} from './models';

type Empty = Record<string, never>;
type UploadOperation =
  MachineLearningPaths['/rest/organizations/{organizationId}/machinelearning/models/{modelId}/configs/{configurationType}']['put'];

/**
 * The organization's machine-learning models (`/rest/organizations/{org}/machinelearning/models`).
 * A model's `status` goes `IN_QUEUE` → `BUILDING` → `ONLINE`; see {@link waitForModelOnline}.
 * Every method rejects with `PlatformError` on a non-success answer (404 for an unknown model).
 */
export class MLModels extends Resource<typeof mlModelEndpoints> {
  get endpoints() {
    return mlModelEndpoints;
  }

  /**
   * Uploads one advanced configuration file of a model, sent as the multipart form field `configFile`.
   * `PUT /rest/organizations/{org}/machinelearning/models/{modelId}/configs/{configurationType}`.
   * @param configurationType `STOPWORDS`, `BLOCKLISTS`, `ID_MAPPING` or `DEFAULT_QUERIES`.
   * @param file the file's text or bytes; or a ready `FormData` (with its `configFile` field).
   * @param query `languageCode`, for a file that holds one language's words (e.g. `en`).
   * @returns `{ modelId, filePath }`: where the platform keeps the file.
   * @throws PlatformError 404 for an unknown model, 400 for an unknown configuration type.
   */
  uploadConfigFile(
    modelId: string,
    configurationType: string,
    file?: string | Blob | FormData,
    query?: QueryOf<UploadOperation>,
    settings?: RequestSettings,
  ): Promise<AnswerOf<UploadOperation>> {
    let form = file;
    if (file !== undefined && !(file instanceof FormData)) {
      form = new FormData();
      form.append(
        'configFile',
        typeof file === 'string' ? new Blob([file], { type: 'text/plain' }) : file,
        // A file keeps its name; text is named after its configuration type.
        file instanceof File ? file.name : configurationType,
      );
    }
    return this.call(
      'uploadConfigFile',
      { path: { modelId, configurationType }, body: form, query },
      settings,
    );
  }
}

// The calls of MLModels that follow the argument convention: Resource makes them from the endpoint table.
export interface MLModels extends MlModelsCalls {
  /**
   * Lists the models. `GET /rest/organizations/{org}/machinelearning/models`.
   * @param query `engines`: only models of these engines (e.g. `topclicks`).
   * @returns `MLModel[]`, or `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 400 for an unknown engine.
   */
  list<S extends RequestSettings = {}>(
    query?: ListMLModelsQuery,
    settings?: S,
  ): Promise<GetResult<MLModel[], S>>;

  /**
   * Lists the models with their build details. `GET /rest/organizations/{org}/machinelearning/models/details`.
   * @returns `MLModelWithDetails[]` (`info` holds build statistics once a model is built).
   */
  listDetails<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<MLModelWithDetails[], S>>;

  /**
   * Reads a model, its `status` and `modelActivenessState` included.
   * `GET /rest/organizations/{org}/machinelearning/models/{modelId}`.
   * @returns the `MLModel`, or `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 404 for an unknown model.
   */
  get<S extends RequestSettings = {}>(modelId: string, settings?: S): Promise<GetResult<MLModel, S>>;

  /**
   * Reads a model with its build details. `GET /rest/organizations/{org}/machinelearning/models/{modelId}/details`.
   * @returns the `MLModelWithDetails`.
   * @throws PlatformError 404 for an unknown model.
   */
  getDetails<S extends RequestSettings = {}>(
    modelId: string,
    settings?: S,
  ): Promise<GetResult<MLModelWithDetails, S>>;

  /**
   * Changes a model's registration (display name, periods, filters, `extraConfig`); the engine and
   * name stay. `PUT /rest/organizations/{org}/machinelearning/models/{modelId}`.
   * @returns the updated model, `IN_QUEUE_UPDATING` (or `IN_QUEUE` when it had not finished building),
   *   its `exportPeriod` (and `exportOffset`) as a period object (`{ months: 3, ... }`).
   * @throws PlatformError 404 for an unknown model, 400 for invalid values (e.g. `intervalTime` < 1).
   */
  update(modelId: string, model: MLModelRegistration, settings?: RequestSettings): Promise<MLModelUpdated>;

  /**
   * Deletes a model. `DELETE /rest/organizations/{org}/machinelearning/models/{modelId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 for an unknown model.
   */
  delete(modelId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Reads a model's advanced configuration file.
   * `GET /rest/organizations/{org}/machinelearning/models/{modelId}/configs/advanced`.
   * @deprecated The platform has deprecated this call (still part of the spec).
   * @returns `{ modelId, orgId, fileContents, lastModified }` (empty `fileContents` until set).
   * @throws PlatformError 404 for an unknown model.
   */
  getAdvancedConfig<S extends RequestSettings = {}>(
    modelId: string,
    settings?: S,
  ): Promise<GetResult<MLAdvancedConfig, S>>;

  /**
   * Replaces a model's advanced configuration file.
   * `PUT /rest/organizations/{org}/machinelearning/models/{modelId}/configs/advanced`.
   * @deprecated The platform has deprecated this call (still part of the spec).
   * @param config `fileContents` (text) and any other settings.
   * @returns the stored configuration, with `lastModified`.
   * @throws PlatformError 404 for an unknown model, 400 when `fileContents` is not a string.
   */
  updateAdvancedConfig(
    modelId: string,
    config: MLAdvancedConfig,
    settings?: RequestSettings,
  ): Promise<MLAdvancedConfig>;
}

/**
 * Models addressed through their engine (`/machinelearning/engines/{engineId}/models/{modelId}`): the
 * same models as {@link MLModels}, checked to belong to the engine.
 * @deprecated The platform has deprecated these calls (still part of the spec); use {@link MLModels}.
 */
export class MLEngines extends Resource<typeof mlEngineEndpoints> {
  get endpoints() {
    return mlEngineEndpoints;
  }
}

// The calls of MLEngines that follow the argument convention: Resource makes them from the endpoint table.
export interface MLEngines {
  /**
   * Reads a model of an engine with its build details.
   * `GET /rest/organizations/{org}/machinelearning/engines/{engineId}/models/{modelId}/details`.
   * @returns the `MLModelWithDetails`.
   * @throws PlatformError 404 when the model does not exist or belongs to another engine.
   */
  getModelDetails<S extends RequestSettings = {}>(
    engineId: string,
    modelId: string,
    settings?: S,
  ): Promise<GetResult<MLModelWithDetails, S>>;

  /**
   * Changes a model of an engine. `PUT /rest/organizations/{org}/machinelearning/engines/{engineId}/models/{modelId}`.
   * @returns the updated `MLModel`.
   * @throws PlatformError 404 when the model does not exist or belongs to another engine, 400 for invalid values.
   */
  updateModel(
    engineId: string,
    modelId: string,
    model: Partial<MLModelRegistration>,
    settings?: RequestSettings,
  ): Promise<MLModel>;

  /**
   * Deletes a model of an engine. `DELETE /rest/organizations/{org}/machinelearning/engines/{engineId}/models/{modelId}`.
   * @returns `{}` (204).
   * @throws PlatformError 404 when the model does not exist or belongs to another engine.
   */
  deleteModel(engineId: string, modelId: string, settings?: RequestSettings): Promise<Empty>;
}
