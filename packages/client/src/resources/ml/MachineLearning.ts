import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
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
import type { MLModel, MLModelRegistration } from './models';

/**
 * Machine learning (`/rest/organizations/{org}/machinelearning`): model registration, the models
 * themselves ({@link models}), and one configuration resource per model kind.
 * A registered model is `IN_QUEUE`, then `BUILDING`, then `ONLINE`; wait for it with
 * {@link waitForModelOnline}. Every method rejects with `PlatformError` on a non-success answer.
 */
export class MachineLearning extends Resource<typeof mlEndpoints> {
  get endpoints() {
    return mlEndpoints;
  }

  /** The models: list, read, update, delete, advanced configuration. */
  readonly models = new MLModels(this.transport);
  /** Models addressed through their engine (deprecated by the platform). */
  readonly engines = new MLEngines(this.transport);
  /** Case classification configurations. */
  readonly caseClassification = new CaseClassificationConfiguration(this.transport);
  /** Dynamic navigation experience configurations. */
  readonly dne = new DNEConfiguration(this.transport);
  /** Smart snippets configurations (deprecated by the platform). */
  readonly smartSnippets = new SmartSnippetsConfiguration(this.transport);
  /** Predictive query suggestions for commerce. */
  readonly pqs = new PQSConfiguration(this.transport);
  /** The user action history model (deprecated by the platform). */
  readonly userActionHistory = new UserActionHistoryConfiguration(this.transport);
  /** Intent-aware product ranking for commerce. */
  readonly iapr = new IAPRConfiguration(this.transport);
  /** The models a query pipeline uses. */
  readonly modelAssociations = new MLModelAssociations(this.transport);
  /** One model's detailed information. */
  readonly modelDetailedInfo = new MLModelDetailedInfoResource(this.transport);
  /** The console's model listing. */
  readonly modelListing = new MLModelListing(this.transport);
  /** Relevance generative answering previews. */
  readonly relevanceGenerativeAnswering = new RelevanceGenerativeAnsweringConfiguration(this.transport);
  /** Semantic encoder previews. */
  readonly semanticEncoder = new SemanticEncoderConfiguration(this.transport);
}

// The calls of MachineLearning that follow the argument convention: Resource makes them from the endpoint table.
export interface MachineLearning extends MlCalls {
  /**
   * Registers (creates) a model, which starts building at once.
   * `POST /rest/organizations/{org}/machinelearning/model`.
   * @param model `engineId` (e.g. `topclicks`) and `modelName` are required; `exportPeriod` (ISO 8601,
   *   default `P3M`), `intervalTime` (≥ 1, default 1) and `intervalUnit` (`DAY`, `WEEK`, `MONTH`; default
   *   `WEEK`) set what it learns from and how often it is rebuilt.
   * @returns the new `MLModel` (201), `status: 'IN_QUEUE'`.
   * @throws PlatformError 400 for a missing engine or name or an invalid interval, 409 when the engine
   *   already has a model of that name.
   */
  register(model: MLModelRegistration, settings?: RequestSettings): Promise<MLModel>;
}
