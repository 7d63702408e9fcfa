import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, sleep, useEmulator } from '../../../../test/support';

const DURATION = 300;
const env = useEmulator({ refreshDurationMs: DURATION });
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;

describe('clusters', () => {
  it('lists the live cluster, one indexer node per index, and reports a synchronization', async () => {
    const client = env.client();
    const [cluster] = (await client.clusters.list()) ?? [];
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${org}/clusters` });
    expect(cluster).toMatchObject({ organizationId: DEFAULT_ORGANIZATION_ID, liveCluster: true });
    expect(await client.clusters.listLive()).toEqual([cluster]);
    expect((await env.lastRequest()).path).toBe(`${org}/clusters/live`);

    const indexes = (await client.indexes.list()) ?? [];
    const nodes = (await client.clusters.nodes.list(cluster.id)) ?? [];
    expect(await env.lastRequest()).toMatchObject({ path: `${org}/clusters/${cluster.id}/nodes` });
    expect(nodes.filter((n) => n.componentName === 'Indexer').map((n) => n.indexId)).toEqual(
      indexes.map((i) => i.id),
    );
    expect(cluster.componentVersions?.indexerVersion).toBe(
      nodes.find((n) => n.componentName === 'Indexer')?.version,
    );

    const healthy = await client.clusters.getStatus(cluster.id);
    expect(await env.lastRequest()).toMatchObject({ path: `${org}/clusters/${cluster.id}/status` });
    expect(healthy).toMatchObject({ status: 'HEALTHY', ongoing: false, currentProvisioningProgress: 100 });
    expect(healthy?.resources.map((r) => r.name).sort()).toEqual(nodes.map((n) => n.name).sort());

    expect(await client.clusters.synchronize(cluster.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/clusters/${cluster.id}/synchronize`,
    });
    expect(await client.clusters.getStatus(cluster.id)).toMatchObject({
      status: 'PROVISIONING',
      ongoing: true,
    });
    expect((await rejection(client.clusters.synchronize(cluster.id))).status).toBe(409);
    await sleep(DURATION + 50);
    expect(await client.clusters.getStatus(cluster.id)).toMatchObject({ status: 'HEALTHY', ongoing: false });
    expect((await rejection(client.clusters.getStatus('other-cluster'))).status).toBe(404);
  });
});

describe('clusters.nodes', () => {
  it('stops and starts a node through its transition states, which the status reports', async () => {
    const client = env.client();
    const [cluster] = (await client.clusters.list()) ?? [];
    const node = (await client.clusters.nodes.list(cluster.id))!.find(
      (n) => n.componentName === 'Connectors',
    )!;
    expect(node.status.status).toBe('RUNNING');
    expect((await rejection(client.clusters.nodes.start(cluster.id, node.id))).status).toBe(409);

    expect(await client.clusters.nodes.stop(cluster.id, node.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/clusters/${cluster.id}/nodes/${node.id}/stop`,
    });
    const state = async () =>
      (await client.clusters.nodes.list(cluster.id))!.find((n) => n.id === node.id)!.status.status;
    expect(await state()).toBe('STOPPING');
    expect((await client.clusters.getStatus(cluster.id))?.status).toBe('PROVISIONING');
    expect((await rejection(client.clusters.nodes.createDump(cluster.id, node.id))).status).toBe(409);
    await sleep(DURATION + 50);
    expect(await state()).toBe('STOPPED');
    const degraded = await client.clusters.getStatus(cluster.id);
    expect(degraded?.status).toBe('DEGRADED');
    expect(degraded?.resources.find((r) => r.name === node.name)?.status).toBe('STOPPED');

    await client.clusters.nodes.start(cluster.id, node.id);
    expect((await env.lastRequest()).path).toBe(`${org}/clusters/${cluster.id}/nodes/${node.id}/start`);
    expect(await state()).toBe('STARTING');
    await sleep(DURATION + 50);
    expect(await state()).toBe('RUNNING');
    const dump = await client.clusters.nodes.createDump(cluster.id, node.id);
    expect((await env.lastRequest()).path).toBe(`${org}/clusters/${cluster.id}/nodes/${node.id}/dumps`);
    expect(dump).toMatchObject({ nodeId: node.id, createdDate: expect.any(Number) });
    expect((await rejection(client.clusters.nodes.stop(cluster.id, 'nope'))).status).toBe(404);
  });

  it('upgrades a node to its latest version, after which no upgrade is offered', async () => {
    const client = env.client();
    const [cluster] = (await client.clusters.list()) ?? [];
    const node = (await client.clusters.nodes.list(cluster.id))!.find((n) => n.componentName === 'Indexer')!;
    expect(node.version).not.toBe(node.latestVersion);
    const upgrades = await client.clusters.nodes.listUpgrades(cluster.id, node.id);
    expect((await env.lastRequest()).path).toBe(`${org}/clusters/${cluster.id}/nodes/${node.id}/upgrades`);
    expect(upgrades).toEqual([{ name: 'Indexer', platform: 'LINUX_X64', version: node.latestVersion }]);

    await client.clusters.nodes.upgrade(cluster.id, node.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${org}/clusters/${cluster.id}/nodes/${node.id}/upgrade`,
    });
    const upgrading = (await client.clusters.nodes.list(cluster.id))!.find((n) => n.id === node.id)!;
    expect(upgrading.status.status).toBe('UPGRADING');
    expect(upgrading.version).toBe(node.version);
    await sleep(DURATION + 50);
    const done = (await client.clusters.nodes.list(cluster.id))!.find((n) => n.id === node.id)!;
    expect(done).toMatchObject({ version: node.latestVersion, status: { status: 'RUNNING' } });
    expect(await client.clusters.nodes.listUpgrades(cluster.id, node.id)).toEqual([]);
    expect((await rejection(client.clusters.nodes.upgrade(cluster.id, node.id))).status).toBe(409);
    expect((await client.clusters.list())?.[0].componentVersions?.indexerVersion).toBe(node.latestVersion);
  });
});

describe('clusters.agents and aws', () => {
  it('upgrades an agent; the AWS agents listing reports the same agent and version', async () => {
    const client = env.client();
    const [cluster] = (await client.clusters.list()) ?? [];
    const [agent] = (await client.clusters.agents.list(cluster.id)) ?? [];
    expect(await env.lastRequest()).toMatchObject({ path: `${org}/clusters/${cluster.id}/agents` });
    expect(agent.status.status).toBe('ONLINE');

    const [aws] = (await client.aws.listAgents()) ?? [];
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/rest/aws/instances/agents',
      query: `organizationId=${DEFAULT_ORGANIZATION_ID}`,
    });
    expect(aws).toMatchObject({
      id: agent.id,
      clusterId: cluster.id,
      version: agent.version,
      instanceId: expect.stringMatching(/^i-[0-9a-f]{16}$/),
    });

    await client.clusters.agents.upgrade(cluster.id, agent.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${org}/clusters/${cluster.id}/agents/${agent.id}/upgrade`,
    });
    expect((await client.clusters.agents.list(cluster.id))?.[0].status.status).toBe('UPGRADING');
    expect((await rejection(client.clusters.agents.upgrade(cluster.id, agent.id))).status).toBe(409);
    await sleep(DURATION + 50);
    const [after] = (await client.clusters.agents.list(cluster.id)) ?? [];
    expect(after).toMatchObject({ version: agent.latestVersion, status: { status: 'ONLINE' } });
    expect((await client.aws.listAgents())?.[0].version).toBe(agent.latestVersion);

    const other = await rejection(client.aws.listAgents({ organizationId: 'emulator-other-org' }));
    expect(other.status).toBe(403);
  });
});
