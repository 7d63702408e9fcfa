import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/vaultentries';

export const vaultEndpoints = /* @__PURE__ */ endpoints('vaults', () => ({
  list: { method: 'GET', path: base, query: ['page', 'perPage', 'pageSize'] },
  create: { method: 'POST', path: base, body: 'json' },
  listMissing: { method: 'GET', path: `${base}/missing`, query: ['snapshotId'] },
  fetch: {
    method: 'PUT',
    path: `${base}/fetch`,
    query: ['referenceSnapshotId', 'sourceOrganizationId', 'fetchStrategy'],
  },
}));

export const vaultsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(vaultEndpoints);
