import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { clusterNodeEndpoints } from './endpoints';
import type { ClusterNodeDumpModel, ClusterNodeModel, ClusterNodeUpgradeModel } from './models';

type Empty = Record<string, never>;

/**
 * The nodes of a cluster (`/rest/organizations/{org}/clusters/{clusterId}/nodes`). A node's state
 * is `status.status`: `STOPPED` → (start) `STARTING` → `RUNNING` → (stop) `STOPPING` → `STOPPED`;
 * an upgrade is `UPGRADING`, then `RUNNING` at the new version.
 */
export class ClusterNodes extends Resource<typeof clusterNodeEndpoints> {
  get endpoints() {
    return clusterNodeEndpoints;
  }
}

// The calls of ClusterNodes that follow the argument convention: Resource makes them from the endpoint table.
export interface ClusterNodes {
  /**
   * Lists a cluster's nodes. `GET /rest/organizations/{org}/clusters/{clusterId}/nodes`.
   * @returns `ClusterNodeModel[]`. @throws PlatformError 404 for an unknown cluster.
   */
  list<S extends RequestSettings = {}>(
    clusterId: string,
    settings?: S,
  ): Promise<GetResult<ClusterNodeModel[], S>>;

  /**
   * Lists the versions a node can be upgraded to (none when it is at the latest).
   * `GET /rest/organizations/{org}/clusters/{clusterId}/nodes/{nodeId}/upgrades`.
   * @returns `ClusterNodeUpgradeModel[]`. @throws PlatformError 404 for an unknown node.
   */
  listUpgrades<S extends RequestSettings = {}>(
    clusterId: string,
    nodeId: string,
    settings?: S,
  ): Promise<GetResult<ClusterNodeUpgradeModel[], S>>;

  /**
   * Starts a stopped node. `POST /rest/organizations/{org}/clusters/{clusterId}/nodes/{nodeId}/start`.
   * @returns `{}` (204). @throws PlatformError 404 for an unknown node, 409 unless it is `STOPPED`.
   */
  start(clusterId: string, nodeId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Stops a running node. `POST /rest/organizations/{org}/clusters/{clusterId}/nodes/{nodeId}/stop`.
   * @returns `{}` (204). @throws PlatformError 404 for an unknown node, 409 unless it is `RUNNING`.
   */
  stop(clusterId: string, nodeId: string, settings?: RequestSettings): Promise<Empty>;

  /**
   * Takes a memory dump of a running node. `POST /rest/organizations/{org}/clusters/{clusterId}/nodes/{nodeId}/dumps`.
   * @returns the dump (`id`, `nodeId`, `createdDate`). @throws PlatformError 409 unless the node is `RUNNING`.
   */
  createDump(clusterId: string, nodeId: string, settings?: RequestSettings): Promise<ClusterNodeDumpModel>;

  /**
   * Upgrades a node to its `latestVersion`. `PUT /rest/organizations/{org}/clusters/{clusterId}/nodes/{nodeId}/upgrade`.
   * @returns `{}` (204). @throws PlatformError 409 when it is at the latest version or not `RUNNING`.
   */
  upgrade(clusterId: string, nodeId: string, settings?: RequestSettings): Promise<Empty>;
}
