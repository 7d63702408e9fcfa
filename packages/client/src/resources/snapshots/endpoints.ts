import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/snapshots';
const snapshot = '/rest/organizations/{org}/snapshots/{snapshotId}';
const plan = '/rest/organizations/{org}/snapshots/{snapshotId}/synchronization/{synchronizationPlanId}';

export const snapshotEndpoints = /* @__PURE__ */ endpoints('snapshots', () => ({
  list: { method: 'GET', path: base, query: ['filter', 'sortingOrder', 'sortingType'] },
  get: { method: 'GET', path: snapshot, query: ['includeReports'] },
  delete: { method: 'DELETE', path: snapshot },
  createFromFile: {
    method: 'POST',
    path: `${base}/file`,
    body: 'form',
    query: ['developerNotes', 'snapshotFileType'],
  },
  createFromOrganization: {
    method: 'POST',
    path: `${base}/self`,
    query: ['developerNotes', 'targetOrganizationId', 'includeChildrenResources'],
  },
  validateAccess: { method: 'GET', path: `${snapshot}/access`, query: ['snapshotAccessType'] },
  listMissingPrivileges: {
    method: 'GET',
    path: `${snapshot}/access/resources`,
    query: ['snapshotAccessType'],
  },
  listResourceAccess: { method: 'GET', path: `${base}/access/resource` },
  getContent: { method: 'GET', path: `${snapshot}/content`, query: ['contentFormat'] },
  generateUrl: { method: 'GET', path: `${snapshot}/url`, query: ['contentType'] },
  diff: { method: 'GET', path: `${snapshot}/diff`, query: ['relativeReportId', 'numberOfLinesMax'] },
  dryRun: { method: 'PUT', path: `${snapshot}/dryrun`, query: ['deleteMissingResources'] },
  apply: { method: 'PUT', path: `${snapshot}/apply`, query: ['deleteMissingResources', 'deletionScope'] },
  push: { method: 'PUT', path: `${snapshot}/push`, query: ['targetOrganizationId', 'developerNotes'] },
}));

export const snapshotSynchronizationEndpoints = /* @__PURE__ */ endpoints(
  'snapshots.synchronization',
  () => ({
    create: { method: 'POST', path: `${snapshot}/synchronization` },
    get: { method: 'GET', path: plan },
    update: { method: 'PUT', path: plan, body: 'json' },
    apply: { method: 'PUT', path: `${plan}/apply` },
    updateChildren: {
      method: 'PUT',
      path: `${plan}/children`,
      query: ['snapshotParentResourceName', 'parentResourceType', 'targetParentId'],
    },
  }),
);

export const snapshotsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  snapshotEndpoints,
  snapshotSynchronizationEndpoints,
);
