import { createHash, randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { badRequest, conflict, created, HttpError, noContent, notFound } from '../http';
import { indexesOf } from '../provision';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * The organization's cluster: one node per index (Indexer), a Connectors node and a SecurityProvider
 * node, run by one agent. States are computed lazily from timestamps (no timers); every transition
 * lasts `refreshDurationMs`:
 * - node: STOPPED --start--> STARTING --> RUNNING --stop--> STOPPING --> STOPPED;
 *   RUNNING --upgrade--> UPGRADING --> RUNNING at its latest version;
 * - agent: ONLINE --upgrade--> UPGRADING --> ONLINE at its latest version;
 * - cluster: synchronize --> PROVISIONING for the same time. The status call reports PROVISIONING while
 *   anything moves, DEGRADED while a node is stopped, HEALTHY otherwise.
 */

type Rec = Record<string, any>;

const NODE_SETTLES: Record<string, string> = {
  STARTING: 'RUNNING',
  STOPPING: 'STOPPED',
  UPGRADING: 'RUNNING',
};
const COMPONENTS = {
  Indexer: ['8.1.4', '8.2.0'],
  Connectors: ['5.12.0', '5.12.0'],
  SecurityProvider: ['2.3.1', '2.3.1'],
};
const AGENT_VERSIONS = ['3.4.0', '3.5.0'];

const hash = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0);
const nodesOf = (store: OrganizationStore) => store.collection<Rec>('clusterNodes', 'Cluster node');
const agentsOf = (store: OrganizationStore) => store.collection<Rec>('clusterAgents', 'Cluster agent');
const dumpsOf = (store: OrganizationStore) => store.collection<Rec>('clusterNodeDumps', 'Node dump');
const clusterId = (store: OrganizationStore) => `${store.organizationId}-cluster`;

/** The cluster's record, its agent and its nodes (one per index, added as indexes appear). */
function clusterOf(store: OrganizationStore): Rec {
  const cluster = store.document<Rec>('cluster', () => ({
    id: clusterId(store),
    organizationId: store.organizationId,
    liveCluster: true,
    identityTargetMode: 'CLUSTER',
    createdDate: Date.now(),
  }));
  const agentId = `${cluster.id}-agent-1`;
  if (!agentsOf(store).has(agentId)) {
    agentsOf(store).insert({
      id: agentId,
      name: 'agent-1',
      description: 'Runs the nodes of the cluster',
      platform: 'LINUX_X64',
      version: AGENT_VERSIONS[0],
      latestVersion: AGENT_VERSIONS[1],
      phase: 'ONLINE',
      since: cluster.createdDate,
    });
  }
  const wanted: Rec[] = [
    ...indexesOf(store)
      .list()
      .map((index) => ({ id: `${index.id}-indexer`, componentName: 'Indexer', indexId: index.id })),
    { id: `${cluster.id}-connectors`, componentName: 'Connectors' },
    { id: `${cluster.id}-securityprovider`, componentName: 'SecurityProvider' },
  ];
  for (const node of wanted) {
    if (nodesOf(store).has(node.id)) continue;
    const [version, latestVersion] = COMPONENTS[node.componentName as keyof typeof COMPONENTS];
    nodesOf(store).insert({
      ...node,
      name: node.id,
      agentId,
      instanceType: node.componentName === 'Indexer' ? 'r5.xlarge' : 'm5.large',
      isCustom: false,
      adminURI: `https://${node.id}.cluster.emulator.local:8443`,
      version,
      latestVersion,
      phase: 'RUNNING',
      since: cluster.createdDate,
    });
  }
  return cluster;
}

/** Moves a node or agent past a transition that has ended. */
function settle(record: Rec, duration: number, settles: Record<string, string>): Rec {
  const next = settles[record.phase];
  if (next && Date.now() - record.since >= duration) {
    if (record.pendingVersion) record.version = record.pendingVersion;
    record.pendingVersion = undefined;
    record.since += duration;
    record.phase = next;
  }
  return record;
}

const SEVERITY: Record<string, string> = { RUNNING: 'INFO', ONLINE: 'INFO', STOPPED: 'WARNING' };

function statusView(record: Rec) {
  return {
    status: record.phase,
    severity: SEVERITY[record.phase] ?? 'INFO',
    message:
      record.phase === 'UPGRADING'
        ? `Upgrading to ${record.pendingVersion}`
        : `${record.phase.charAt(0)}${record.phase.slice(1).toLowerCase()}`,
    timestamp: new Date(record.since).toISOString(),
  };
}

const nodeView = ({ phase: _p, since: _s, pendingVersion: _v, ...node }: Rec, record: Rec) => ({
  ...node,
  status: statusView(record),
});

function liveNodes(ctx: EmulatorContext, store = ctx.store) {
  clusterOf(store);
  return nodesOf(store)
    .list()
    .map((node) => settle(node, ctx.settings.refreshDurationMs, NODE_SETTLES));
}

export function liveAgents(ctx: EmulatorContext, store: OrganizationStore) {
  clusterOf(store);
  return agentsOf(store)
    .list()
    .map((agent) => settle(agent, ctx.settings.refreshDurationMs, { UPGRADING: 'ONLINE' }));
}

/** The path's cluster. @throws HttpError 404 for another id. */
function pathCluster(ctx: EmulatorContext): Rec {
  const cluster = clusterOf(ctx.store);
  if (ctx.params.clusterId !== cluster.id) throw notFound('Cluster', ctx.params.clusterId);
  return cluster;
}

function pathNode(ctx: EmulatorContext): Rec {
  pathCluster(ctx);
  liveNodes(ctx);
  return nodesOf(ctx.store).get(ctx.params.nodeId);
}

function clusterView(ctx: EmulatorContext, cluster: Rec) {
  const nodes = liveNodes(ctx);
  const versionOf = (component: string) => nodes.find((node) => node.componentName === component)?.version;
  return {
    id: cluster.id,
    organizationId: cluster.organizationId,
    liveCluster: cluster.liveCluster,
    identityTargetMode: cluster.identityTargetMode,
    componentVersions: {
      connectorsVersion: versionOf('Connectors'),
      indexerVersion: versionOf('Indexer'),
      securityCacheVersion: versionOf('SecurityProvider'),
      securityProviderVersion: versionOf('SecurityProvider'),
    },
  };
}

function transition(node: Rec, from: string, to: string, verb: string) {
  if (node.phase !== from) {
    throw conflict(`The node '${node.id}' is ${node.phase}: it can ${verb} only when ${from}.`);
  }
  node.phase = to;
  node.since = Date.now();
}

export const clustersHandlers: Handlers = {
  'clusters.list': (ctx) => [clusterView(ctx, clusterOf(ctx.store))],
  'clusters.listLive': (ctx) =>
    [clusterOf(ctx.store)].filter((c) => c.liveCluster).map((c) => clusterView(ctx, c)),
  'clusters.getStatus': (ctx) => {
    const cluster = pathCluster(ctx);
    const duration = ctx.settings.refreshDurationMs;
    const nodes = liveNodes(ctx);
    const agents = liveAgents(ctx, ctx.store);
    const now = Date.now();
    const syncing = typeof cluster.syncSince === 'number' && now - cluster.syncSince < duration;
    const moving = [...nodes, ...agents].filter((r) => r.phase in NODE_SETTLES || r.phase === 'UPGRADING');
    const ongoing = syncing || moving.length > 0;
    const started = [...moving.map((r) => r.since), ...(syncing ? [cluster.syncSince] : [])];
    const progress = ongoing
      ? Math.min(
          99,
          Math.floor((100 * Math.min(...started.map((since) => now - since))) / Math.max(1, duration)),
        )
      : 100;
    const ends = [
      ...(typeof cluster.syncSince === 'number' && !syncing ? [cluster.syncSince + duration] : []),
      ...nodes.filter((n) => !(n.phase in NODE_SETTLES)).map((n) => n.since),
    ];
    return {
      status: ongoing ? 'PROVISIONING' : nodes.some((n) => n.phase === 'STOPPED') ? 'DEGRADED' : 'HEALTHY',
      ongoing,
      currentProvisioningProgress: progress,
      initialProvisioningDone: true,
      lastProvisioningCompletedDate: ends.length ? Math.max(...ends) : cluster.createdDate,
      orgReadOnlyStatus: false,
      resources: nodes.map((node) => ({
        name: node.name,
        type: node.componentName,
        status: node.phase,
        createdDate: cluster.createdDate,
      })),
    };
  },
  'clusters.synchronize': (ctx) => {
    const cluster = pathCluster(ctx);
    if (
      typeof cluster.syncSince === 'number' &&
      Date.now() - cluster.syncSince < ctx.settings.refreshDurationMs
    ) {
      throw conflict(`The cluster '${cluster.id}' is already synchronizing.`);
    }
    cluster.syncSince = Date.now();
    return noContent();
  },

  'clusters.agents.list': (ctx) => {
    pathCluster(ctx);
    return liveAgents(ctx, ctx.store).map((agent) => nodeView(agent, agent));
  },
  'clusters.agents.upgrade': (ctx) => {
    pathCluster(ctx);
    liveAgents(ctx, ctx.store);
    const agent = agentsOf(ctx.store).get(ctx.params.agentId);
    if (agent.phase === 'UPGRADING') throw conflict(`The agent '${agent.id}' is already upgrading.`);
    if (agent.version === agent.latestVersion) {
      throw conflict(`The agent '${agent.id}' already runs the latest version, ${agent.version}.`);
    }
    Object.assign(agent, { phase: 'UPGRADING', since: Date.now(), pendingVersion: agent.latestVersion });
    return noContent();
  },

  'clusters.nodes.list': (ctx) => {
    pathCluster(ctx);
    return liveNodes(ctx).map((node) => nodeView(node, node));
  },
  'clusters.nodes.listUpgrades': (ctx) => {
    const node = pathNode(ctx);
    return node.version === node.latestVersion
      ? []
      : [{ name: node.componentName, platform: 'LINUX_X64', version: node.latestVersion }];
  },
  'clusters.nodes.start': (ctx) => {
    transition(pathNode(ctx), 'STOPPED', 'STARTING', 'start');
    return noContent();
  },
  'clusters.nodes.stop': (ctx) => {
    transition(pathNode(ctx), 'RUNNING', 'STOPPING', 'stop');
    return noContent();
  },
  'clusters.nodes.upgrade': (ctx) => {
    const node = pathNode(ctx);
    if (node.version === node.latestVersion) {
      throw conflict(`The node '${node.id}' already runs the latest version, ${node.version}.`);
    }
    transition(node, 'RUNNING', 'UPGRADING', 'upgrade');
    node.pendingVersion = node.latestVersion;
    return noContent();
  },
  'clusters.nodes.createDump': (ctx) => {
    const node = pathNode(ctx);
    if (node.phase !== 'RUNNING') {
      throw conflict(`The node '${node.id}' is ${node.phase}: a dump needs it RUNNING.`);
    }
    return created(dumpsOf(ctx.store).insert({ id: randomUUID(), nodeId: node.id, createdDate: Date.now() }));
  },

  'aws.listAgents': (ctx) => {
    const organizationId = ctx.query('organizationId');
    if (!organizationId) {
      throw badRequest("The query parameter 'organizationId' is required.", 'MISSING_PARAMETER');
    }
    if (!ctx.state.organizations.has(organizationId)) {
      throw new HttpError(
        404,
        'ORGANIZATION_NOT_FOUND',
        `The organization '${organizationId}' does not exist.`,
      );
    }
    if (!ctx.token?.organizations.has(organizationId)) {
      throw new HttpError(
        403,
        'FORBIDDEN',
        `The access token may not use the organization '${organizationId}'.`,
      );
    }
    const store = ctx.state.store(organizationId);
    const cluster = clusterOf(store);
    return liveAgents(ctx, store).map((agent) => ({
      id: agent.id,
      name: agent.name,
      instanceId: `i-${hash(agent.id).toString(16).padStart(8, '0')}${hash(`${agent.id}/2`).toString(16).padStart(8, '0')}`,
      instanceType: 'm5.large',
      clusterId: cluster.id,
      version: agent.version,
      status: agent.phase,
    }));
  },
};
