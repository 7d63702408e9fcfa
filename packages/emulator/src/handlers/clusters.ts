import { createHash, randomUUID } from 'node:crypto';
import { type EmulatorContext, queriedOrganization } from '../context';
import { conflict, created, noContent, notFound } from '../http';
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

/** Where each transition state settles once it has lasted its time (an agent's upgrade: ONLINE). */
const SETTLES: Record<string, string> = { STARTING: 'RUNNING', STOPPING: 'STOPPED', UPGRADING: 'RUNNING' };
/** Each component's version and latest version. */
const COMPONENTS: Record<string, string[]> = {
  Indexer: ['8.1.4', '8.2.0'],
  Connectors: ['5.12.0', '5.12.0'],
  SecurityProvider: ['2.3.1', '2.3.1'],
};

const hash = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0).toString(16);
const nodesOf = (store: OrganizationStore) => store.collection<Rec>('clusterNodes', 'Cluster node');
const agentsOf = (store: OrganizationStore) => store.collection<Rec>('clusterAgents', 'Cluster agent');

/** Moves a node or agent past a transition that has ended. */
function settle(record: Rec, duration: number): Rec {
  const next = record.phase === 'UPGRADING' && record.agent ? 'ONLINE' : SETTLES[record.phase];
  if (next && Date.now() - record.since >= duration) {
    record.version = record.pendingVersion ?? record.version;
    record.pendingVersion = undefined;
    record.since += duration;
    record.phase = next;
  }
  return record;
}

/** The cluster's record, with its agent and its nodes (one per index, added as indexes appear), settled now. */
function clusterOf(ctx: EmulatorContext, store = ctx.store) {
  const cluster = store.document<Rec>('cluster', () => ({
    id: `${store.organizationId}-cluster`,
    organizationId: store.organizationId,
    liveCluster: true,
    identityTargetMode: 'CLUSTER',
    createdDate: Date.now(),
  }));
  const agentId = `${cluster.id}-agent-1`;
  const since = cluster.createdDate;
  const agent = { id: agentId, name: 'agent-1', platform: 'LINUX_X64', phase: 'ONLINE', agent: true, since };
  if (!agentsOf(store).has(agentId))
    agentsOf(store).insert({ ...agent, version: '3.4.0', latestVersion: '3.5.0' });
  const wanted: Rec[] = [
    ...indexesOf(store)
      .list()
      .map((index) => ({ id: `${index.id}-indexer`, componentName: 'Indexer', indexId: index.id })),
    { id: `${cluster.id}-connectors`, componentName: 'Connectors' },
    { id: `${cluster.id}-securityprovider`, componentName: 'SecurityProvider' },
  ];
  for (const node of wanted.filter(({ id }) => !nodesOf(store).has(id))) {
    const [version, latestVersion] = COMPONENTS[node.componentName];
    const adminURI = `https://${node.id}.cluster.emulator.local:8443`;
    const instanceType = node.componentName === 'Indexer' ? 'r5.xlarge' : 'm5.large';
    const fields = {
      name: node.id,
      agentId,
      instanceType,
      isCustom: false,
      adminURI,
      version,
      latestVersion,
    };
    nodesOf(store).insert({ ...node, ...fields, phase: 'RUNNING', since });
  }
  const settled = (records: Rec[]) => records.map((record) => settle(record, ctx.settings.refreshDurationMs));
  return { cluster, nodes: settled(nodesOf(store).list()), agents: settled(agentsOf(store).list()) };
}

/** The path's cluster. @throws HttpError 404 for another id. */
function pathCluster(ctx: EmulatorContext) {
  const found = clusterOf(ctx);
  if (ctx.params.clusterId !== found.cluster.id) throw notFound('Cluster', ctx.params.clusterId);
  return found;
}

const pathNode = (ctx: EmulatorContext) =>
  pathCluster(ctx).nodes.find((node) => node.id === ctx.params.nodeId) ??
  nodesOf(ctx.store).get(ctx.params.nodeId);

/** A node or agent as the API shows it: its status as the platform words it. */
function view({ phase, since, pendingVersion, agent: _agent, ...record }: Rec) {
  const message =
    phase === 'UPGRADING' ? `Upgrading to ${pendingVersion}` : `${phase[0]}${phase.slice(1).toLowerCase()}`;
  const severity = phase === 'STOPPED' ? 'WARNING' : 'INFO';
  return {
    ...record,
    status: { status: phase, severity, message, timestamp: new Date(since).toISOString() },
  };
}

function clusterView(ctx: EmulatorContext) {
  const { cluster, nodes } = clusterOf(ctx);
  const versionOf = (component: string) => nodes.find((node) => node.componentName === component)?.version;
  const { createdDate: _c, syncSince: _s, ...fields } = cluster;
  return {
    ...fields,
    componentVersions: {
      connectorsVersion: versionOf('Connectors'),
      indexerVersion: versionOf('Indexer'),
      securityCacheVersion: versionOf('SecurityProvider'),
      securityProviderVersion: versionOf('SecurityProvider'),
    },
  };
}

function transition(node: Rec, from: string, to: string, verb: string) {
  if (node.phase !== from)
    throw conflict(`The node '${node.id}' is ${node.phase}: it can ${verb} only when ${from}.`);
  node.phase = to;
  node.since = Date.now();
  return noContent();
}

function upgrade(record: Rec, from: string) {
  if (record.version === record.latestVersion) {
    throw conflict(`'${record.id}' already runs the latest version, ${record.version}.`);
  }
  const reply = transition(record, from, 'UPGRADING', 'upgrade');
  record.pendingVersion = record.latestVersion;
  return reply;
}

export const clustersHandlers: Handlers = {
  'clusters.list': (ctx) => [clusterView(ctx)],
  'clusters.listLive': (ctx) => [clusterView(ctx)].filter((cluster: Rec) => cluster.liveCluster),
  'clusters.getStatus': (ctx) => {
    const { cluster, nodes, agents } = pathCluster(ctx);
    const { createdDate } = cluster;
    const duration = ctx.settings.refreshDurationMs;
    const now = Date.now();
    const syncing = now - (cluster.syncSince ?? -Infinity) < duration;
    const moving = [...nodes, ...agents].filter((record) => record.phase in SETTLES);
    const started = [...moving.map((record) => record.since), ...(syncing ? [cluster.syncSince] : [])];
    const ongoing = started.length > 0;
    const ends = [
      ...(cluster.syncSince !== undefined && !syncing ? [cluster.syncSince + duration] : []),
      ...nodes.filter((node) => !(node.phase in SETTLES)).map((node) => node.since),
    ];
    return {
      status: ongoing ? 'PROVISIONING' : nodes.some((n) => n.phase === 'STOPPED') ? 'DEGRADED' : 'HEALTHY',
      ongoing,
      currentProvisioningProgress: ongoing
        ? Math.min(99, Math.floor((100 * (now - Math.max(...started))) / Math.max(1, duration)))
        : 100,
      initialProvisioningDone: true,
      lastProvisioningCompletedDate: ends.length ? Math.max(...ends) : createdDate,
      orgReadOnlyStatus: false,
      resources: nodes.map(({ name, componentName: type, phase: status }) => ({
        name,
        type,
        status,
        createdDate,
      })),
    };
  },
  'clusters.synchronize': (ctx) => {
    const { cluster } = pathCluster(ctx);
    if (Date.now() - (cluster.syncSince ?? -Infinity) < ctx.settings.refreshDurationMs) {
      throw conflict(`The cluster '${cluster.id}' is already synchronizing.`);
    }
    cluster.syncSince = Date.now();
    return noContent();
  },
  'clusters.agents.list': (ctx) => pathCluster(ctx).agents.map(view),
  'clusters.agents.upgrade': (ctx) => {
    pathCluster(ctx);
    return upgrade(agentsOf(ctx.store).get(ctx.params.agentId), 'ONLINE');
  },
  'clusters.nodes.list': (ctx) => pathCluster(ctx).nodes.map(view),
  'clusters.nodes.listUpgrades': (ctx) => {
    const node = pathNode(ctx);
    return node.version === node.latestVersion
      ? []
      : [{ name: node.componentName, platform: 'LINUX_X64', version: node.latestVersion }];
  },
  'clusters.nodes.start': (ctx) => transition(pathNode(ctx), 'STOPPED', 'STARTING', 'start'),
  'clusters.nodes.stop': (ctx) => transition(pathNode(ctx), 'RUNNING', 'STOPPING', 'stop'),
  'clusters.nodes.upgrade': (ctx) => upgrade(pathNode(ctx), 'RUNNING'),
  'clusters.nodes.createDump': (ctx) => {
    const node = pathNode(ctx);
    if (node.phase !== 'RUNNING')
      throw conflict(`The node '${node.id}' is ${node.phase}: a dump needs it RUNNING.`);
    return created({ id: randomUUID(), nodeId: node.id, createdDate: Date.now() });
  },
  'aws.listAgents': (ctx) => {
    const { cluster, agents } = clusterOf(ctx, queriedOrganization(ctx, 'organizationId'));
    // An EC2 instance id: `i-` and 16 hexadecimal digits, fixed per agent.
    const instanceId = (id: string) => `i-${hash(id).padStart(8, '0')}${hash(`${id}/2`).padStart(8, '0')}`;
    return agents.map(({ id, name, version, phase: status }) => {
      return {
        id,
        name,
        instanceId: instanceId(id),
        instanceType: 'm5.large',
        clusterId: cluster.id,
        version,
        status,
      };
    });
  },
};
