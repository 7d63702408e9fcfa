import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const snapshotEndpoints = /* @__PURE__ */ endpoints('snapshots', published.snapshots);

export const snapshotSynchronizationEndpoints = /* @__PURE__ */ endpoints(
  'snapshots.synchronization',
  published.snapshotsSynchronization,
);

export const snapshotsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  snapshotEndpoints,
  snapshotSynchronizationEndpoints,
);
