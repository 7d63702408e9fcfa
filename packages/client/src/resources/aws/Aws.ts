import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { awsEndpoints } from './endpoints';
import type { AwsAgentModel } from './models';

/** AWS instances of the organization's infrastructure (`/rest/aws/instances`). */
export class Aws extends Resource<typeof awsEndpoints> {
  get endpoints() {
    return awsEndpoints;
  }
}

// The calls of Aws that follow the argument convention: Resource makes them from the endpoint table.
export interface Aws {
  /**
   * Lists the agents running on the organization's AWS instances. `GET /rest/aws/instances/agents`.
   * @param query `organizationId`: default, the configured organization.
   * @returns `AwsAgentModel[]`.
   * @throws PlatformError 403 when the token may not use the organization.
   */
  listAgents<S extends RequestSettings = {}>(
    query?: { organizationId?: string },
    settings?: S,
  ): Promise<GetResult<AwsAgentModel[], S>>;
}
