import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';
import * as published from './endpoints.generated';

const base = '/rest/ua/v15/admin';

export const uaAdminEndpoints = /* @__PURE__ */ endpoints('ua.admin', () => ({
  ...published.uaAdmin,
  setRedshiftEndpointStatus: {
    method: 'POST',
    path: `${base}/redshift/endpoint/status`,
    query: ['org', 'endpointId', 'status'],
    organizationQuery: 'org',
  },
}));

export const uaAdminCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaAdminEndpoints);
