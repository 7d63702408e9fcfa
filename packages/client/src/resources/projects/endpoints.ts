import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/projects';

export const projectEndpoints = /* @__PURE__ */ endpoints('projects', () => ({
  list: { method: 'GET', path: base, query: ['filter', 'order', 'page', 'perPage', 'sortBy'] },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: `${base}/{projectId}` },
  update: { method: 'PUT', path: `${base}/{projectId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{projectId}` },
  listAssociatedProjects: {
    method: 'POST',
    path: `${base}/resources/ids`,
    query: ['resourceType'],
    body: 'json',
  },
  listResourcesByStatus: { method: 'GET', path: `${base}/{projectId}/resources` },
  listResources: {
    method: 'GET',
    path: `${base}/{projectId}/resources/{resourceType}`,
    query: ['filter', 'page', 'perPage'],
  },
}));

export const projectsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(projectEndpoints);
