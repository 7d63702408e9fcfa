/** The organization's cluster: the machines that run its index, connectors and security cache. */
export interface ClusterModel {
  id: string;
  organizationId: string;
  /** Whether this cluster serves the organization's queries. */
  liveCluster: boolean;
  identityTargetMode?: string;
  componentVersions?: {
    connectorsVersion?: string;
    indexerVersion?: string;
    securityCacheVersion?: string;
    securityProviderVersion?: string;
  };
  [field: string]: unknown;
}

/** States of a cluster node. Transition states last a while; the status calls report them. */
export type ClusterNodeState = 'RUNNING' | 'STARTING' | 'STOPPING' | 'STOPPED' | 'UPGRADING' | (string & {});

/** States of a cluster agent. */
export type ClusterAgentState = 'ONLINE' | 'UPGRADING' | (string & {});

/** A status report: `status`, its `severity`, a message and when it began (ISO-8601). */
export interface ClusterComponentStatusModel {
  status: string;
  severity: 'INFO' | 'WARNING' | 'ERROR' | (string & {});
  message: string;
  timestamp: string;
}

/** One component of the cluster in a status report. */
export interface ClusterResourceModel {
  name: string;
  type: string;
  status: string;
  createdDate?: number;
}

/** Where the cluster's provisioning stands. */
export interface ClusterStatusModel {
  /** `HEALTHY`, or `PROVISIONING` while a synchronization or a node transition is under way, `DEGRADED` with a node stopped. */
  status: 'HEALTHY' | 'PROVISIONING' | 'DEGRADED' | (string & {});
  /** Whether a synchronization or a node transition is under way. */
  ongoing: boolean;
  /** Progress of the ongoing provisioning, from 0 to 100. */
  currentProvisioningProgress: number;
  initialProvisioningDone: boolean;
  /** When the last provisioning ended, in ms since the epoch. */
  lastProvisioningCompletedDate?: number;
  orgReadOnlyStatus: boolean;
  resources: ClusterResourceModel[];
  [field: string]: unknown;
}

/** A platform agent: it runs and upgrades the nodes of its machine. */
export interface ClusterAgentModel {
  id: string;
  name: string;
  description?: string;
  platform: string;
  version: string;
  /** The version an upgrade brings. */
  latestVersion?: string;
  status: ClusterComponentStatusModel & { status: ClusterAgentState };
  [field: string]: unknown;
}

/** A node of the cluster: an indexer, a connector or a security provider component. */
export interface ClusterNodeModel {
  id: string;
  name: string;
  /** The component the node runs: `Indexer`, `Connectors`, `SecurityProvider`, ... */
  componentName: string;
  agentId: string;
  /** For an indexer node: the index it serves. */
  indexId?: string;
  instanceType?: string;
  version: string;
  latestVersion: string;
  isCustom?: boolean;
  status: ClusterComponentStatusModel & { status: ClusterNodeState };
  [field: string]: unknown;
}

/** A version a node can be upgraded to. */
export interface ClusterNodeUpgradeModel {
  name: string;
  platform: string;
  version: string;
}

/** A memory dump of a node. */
export interface ClusterNodeDumpModel {
  id: string;
  nodeId: string;
  /** When the dump was taken, in ms since the epoch. */
  createdDate: number;
  [field: string]: unknown;
}
