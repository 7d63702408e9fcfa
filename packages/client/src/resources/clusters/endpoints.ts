import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/clusters';
const cluster = '/rest/organizations/{org}/clusters/{clusterId}';
const node = '/rest/organizations/{org}/clusters/{clusterId}/nodes/{nodeId}';

export const clusterEndpoints = /* @__PURE__ */ endpoints('clusters', () => ({
  list: { method: 'GET', path: base },
  listLive: { method: 'GET', path: `${base}/live` },
  getStatus: { method: 'GET', path: `${cluster}/status` },
  synchronize: { method: 'POST', path: `${cluster}/synchronize` },
}));

export const clusterAgentEndpoints = /* @__PURE__ */ endpoints('clusters.agents', () => ({
  list: { method: 'GET', path: `${cluster}/agents` },
  upgrade: { method: 'PUT', path: `${cluster}/agents/{agentId}/upgrade` },
}));

export const clusterNodeEndpoints = /* @__PURE__ */ endpoints('clusters.nodes', () => ({
  list: { method: 'GET', path: `${cluster}/nodes` },
  listUpgrades: { method: 'GET', path: `${node}/upgrades` },
  start: { method: 'POST', path: `${node}/start` },
  stop: { method: 'POST', path: `${node}/stop` },
  createDump: { method: 'POST', path: `${node}/dumps` },
  upgrade: { method: 'PUT', path: `${node}/upgrade` },
}));

export const clustersCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  clusterEndpoints,
  clusterAgentEndpoints,
  clusterNodeEndpoints,
);
