import type { RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import {
  CaseClassificationConfiguration,
  DNEConfiguration,
  IAPRConfiguration,
  PQSConfiguration,
  RelevanceGenerativeAnsweringConfiguration,
  SemanticEncoderConfiguration,
  SmartSnippetsConfiguration,
  UserActionHistoryConfiguration,
} from './configurations';
import { mlEndpoints } from './endpoints';
import type { MlCalls } from './endpoints.generated';
import { MLModelAssociations, MLModelDetailedInfoResource, MLModelListing } from './MLModelInsights';
import { MLEngines, MLModels } from './MLModels';
import type { MLModelRegistered, MLModelRegistration } from './models';

/**
 * Machine learning (`/rest/organizations/{org}/machinelearning`): model registration, the models
 * themselves ({@link machineLearningAreas.models | models}), and one configuration resource per model kind.
 * A registered model is `IN_QUEUE`, then `BUILDING`, then `ONLINE`; wait for it with
 * {@link waitForModelOnline}. Every method rejects with `PlatformError` on a non-success answer.
 */
export class MachineLearning extends Resource<typeof mlEndpoints> {
  get endpoints() {
    return mlEndpoints;
  }
}

// The calls of MachineLearning that follow the argument convention: Resource makes them from the endpoint table.
export interface MachineLearning extends MlCalls {
  /**
   * Registers (creates) a model, which starts building at once.
   * `POST /rest/organizations/{org}/machinelearning/model`.
   * @param model `engineId` (e.g. `topclicks`) and `modelName` are required; `exportPeriod` (ISO 8601,
   *   default `P3M`), `intervalTime` (≥ 1, default 1) and `intervalUnit` (`DAY`, `WEEK`, `MONTH`; default
   *   `WEEK`) set what it learns from and how often it is rebuilt.
   * @returns the registration kept (201), defaults filled in, with the new model's `modelId`: read the
   *   model (`IN_QUEUE` at first) with `ml.models.get(modelId)`, or wait for it with {@link waitForModelOnline}.
   * @throws PlatformError 400 for a missing engine or name or an invalid interval, 409 when the engine
   *   already has a model of that name.
   */
  register(model: MLModelRegistration, settings?: RequestSettings): Promise<MLModelRegistered>;
}

/** The areas of calls under {@link MachineLearning}, each a class of its own: `PlatformClient` nests them. */
export const machineLearningAreas = {
  /** The models: list, read, update, delete, advanced configuration. */
  models: MLModels,
  /** Models addressed through their engine (deprecated by the platform). */
  engines: MLEngines,
  /** Case classification configurations. */
  caseClassification: CaseClassificationConfiguration,
  /** Dynamic navigation experience configurations. */
  dne: DNEConfiguration,
  /** Smart snippets configurations (deprecated by the platform). */
  smartSnippets: SmartSnippetsConfiguration,
  /** Predictive query suggestions for commerce. */
  pqs: PQSConfiguration,
  /** The user action history model (deprecated by the platform). */
  userActionHistory: UserActionHistoryConfiguration,
  /** Intent-aware product ranking for commerce. */
  iapr: IAPRConfiguration,
  /** The models a query pipeline uses. */
  modelAssociations: MLModelAssociations,
  /** One model's detailed information. */
  modelDetailedInfo: MLModelDetailedInfoResource,
  /** The console's model listing. */
  modelListing: MLModelListing,
  /** Relevance generative answering previews. */
  relevanceGenerativeAnswering: RelevanceGenerativeAnsweringConfiguration,
  /** Semantic encoder previews. */
  semanticEncoder: SemanticEncoderConfiguration,
} as const satisfies Areas;
