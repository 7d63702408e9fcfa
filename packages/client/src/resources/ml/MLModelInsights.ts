import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { modelAssociationEndpoints, modelDetailedInfoEndpoints, modelListingEndpoints } from './endpoints';
import type { MlModelListingCalls } from './endpoints.generated';
import type { MLListingModel, MLModelAssociationPage, MLModelDetailedInfo, MLModelType } from './models';

/** The models a query pipeline uses (`/machinelearning/configuration/querypipelines/{pipelineId}/associations`). */
export class MLModelAssociations extends Resource<typeof modelAssociationEndpoints> {
  get endpoints() {
    return modelAssociationEndpoints;
  }
}

// The calls of MLModelAssociations that follow the argument convention: Resource makes them from the endpoint table.
export interface MLModelAssociations {
  /**
   * Lists a pipeline's model associations.
   * `GET /rest/organizations/{org}/machinelearning/configuration/querypipelines/{pipelineId}/associations`.
   * @param query `page` (0-based), `pageSize`.
   * @returns `{ items: MLPipelineModelAssociation[], totalEntries, totalPages }`: each association's id,
   *   model, position, condition, and its model's name, engine and listing status.
   * @throws PlatformError 400 for an invalid page value.
   */
  list<S extends RequestSettings = {}>(
    pipelineId: string,
    query?: { page?: number; pageSize?: number },
    settings?: S,
  ): Promise<GetResult<MLModelAssociationPage, S>>;
}

/** One model's status, associations, issues and build details (`/machinelearning/configuration/modeldetailedinfo`). */
export class MLModelDetailedInfoResource extends Resource<typeof modelDetailedInfoEndpoints> {
  get endpoints() {
    return modelDetailedInfoEndpoints;
  }
}

// The calls of MLModelDetailedInfoResource that follow the argument convention: Resource makes them from the endpoint table.
export interface MLModelDetailedInfoResource {
  /**
   * Reads a model's detailed information.
   * `GET /rest/organizations/{org}/machinelearning/configuration/modeldetailedinfo/{modelId}`.
   * @returns the `MLModelDetailedInfo` (`modelStatusInfo.modelStatus`, `modelIssues`, `modelDetails`).
   * @throws PlatformError 404 for an unknown model.
   */
  get<S extends RequestSettings = {}>(
    modelId: string,
    settings?: S,
  ): Promise<GetResult<MLModelDetailedInfo, S>>;
}

/** The console's model listing (`/machinelearning/configuration/modellisting`). */
export class MLModelListing extends Resource<typeof modelListingEndpoints> {
  get endpoints() {
    return modelListingEndpoints;
  }
}

// The calls of MLModelListing that follow the argument convention: Resource makes them from the endpoint table.
export interface MLModelListing extends MlModelListingCalls {
  /**
   * Lists the models with status, activeness and associations.
   * `GET /rest/organizations/{org}/machinelearning/configuration/modellisting`.
   * @param query `engineIds`: only models of these engines.
   * @returns `MLListingModel[]`.
   */
  list<S extends RequestSettings = {}>(
    query?: { engineIds?: MLModelType | MLModelType[] },
    settings?: S,
  ): Promise<GetResult<MLListingModel[], S>>;
}
