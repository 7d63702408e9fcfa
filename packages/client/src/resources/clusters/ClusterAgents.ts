import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { clusterAgentEndpoints } from './endpoints';
import type { ClusterAgentModel } from './models';

/** The agents of a cluster (`/rest/organizations/{org}/clusters/{clusterId}/agents`). */
export class ClusterAgents extends Resource<typeof clusterAgentEndpoints> {
  get endpoints() {
    return clusterAgentEndpoints;
  }
}

// The calls of ClusterAgents that follow the argument convention: Resource makes them from the endpoint table.
export interface ClusterAgents {
  /**
   * Lists a cluster's agents, each with its version and state (`ONLINE`, `UPGRADING`).
   * `GET /rest/organizations/{org}/clusters/{clusterId}/agents`.
   * @returns `ClusterAgentModel[]`. @throws PlatformError 404 for an unknown cluster.
   */
  list<S extends RequestSettings = {}>(
    clusterId: string,
    settings?: S,
  ): Promise<GetResult<ClusterAgentModel[], S>>;

  /**
   * Upgrades an agent to its `latestVersion`: it is `UPGRADING` for a while, then `ONLINE` at the new version.
   * `PUT /rest/organizations/{org}/clusters/{clusterId}/agents/{agentId}/upgrade`.
   * @returns `{}` (204). @throws PlatformError 404 for an unknown agent, 409 when it is already upgrading.
   */
  upgrade(clusterId: string, agentId: string, settings?: RequestSettings): Promise<Record<string, never>>;
}
