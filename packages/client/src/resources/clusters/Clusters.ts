import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import { ClusterAgents } from './ClusterAgents';
import { ClusterNodes } from './ClusterNodes';
import { clusterEndpoints } from './endpoints';
import type { ClusterModel, ClusterStatusModel } from './models';

/**
 * The organization's clusters (`/rest/organizations/{org}/clusters`), their {@link clustersAreas.agents | agents} and
 * {@link clustersAreas.nodes | nodes}. Every method rejects with `PlatformError` for a non-success answer (404 for an
 * unknown cluster, 409 when the cluster's state forbids the call).
 */
export class Clusters extends Resource<typeof clusterEndpoints> {
  get endpoints() {
    return clusterEndpoints;
  }
}

// The calls of Clusters that follow the argument convention: Resource makes them from the endpoint table.
export interface Clusters {
  /** Lists the organization's clusters. `GET /rest/organizations/{org}/clusters`. @returns `ClusterModel[]`. */
  list<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<ClusterModel[], S>>;

  /**
   * Lists the clusters that serve the organization's queries (`liveCluster: true`).
   * `GET /rest/organizations/{org}/clusters/live`. @returns `ClusterModel[]`.
   */
  listLive<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<ClusterModel[], S>>;

  /**
   * Reports where a cluster's provisioning stands, and the state of each of its nodes.
   * `GET /rest/organizations/{org}/clusters/{clusterId}/status`.
   * @returns `{ status, ongoing, currentProvisioningProgress (0–100), resources, ... }`.
   */
  getStatus<S extends RequestSettings = {}>(
    clusterId: string,
    settings?: S,
  ): Promise<GetResult<ClusterStatusModel, S>>;

  /**
   * Synchronizes a cluster with the organization's configuration: its status is `PROVISIONING`
   * until done. `POST /rest/organizations/{org}/clusters/{clusterId}/synchronize`.
   * @returns `{}` (204). @throws PlatformError 409 while a synchronization is under way.
   */
  synchronize(clusterId: string, settings?: RequestSettings): Promise<Record<string, never>>;
}

/** The areas of calls under {@link Clusters}, each a class of its own: `PlatformClient` nests them. */
export const clustersAreas = {
  /** A cluster's agents. */
  agents: ClusterAgents,
  /** A cluster's nodes: start, stop, upgrade, dumps. */
  nodes: ClusterNodes,
} as const satisfies Areas;
