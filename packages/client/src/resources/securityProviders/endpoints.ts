import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/securityproviders';

export const securityProviderEndpoints = /* @__PURE__ */ endpoints('securityProviders', () => ({
  list: { method: 'GET', path: base },
  get: { method: 'GET', path: `${base}/{providerId}` },
  createOrUpdate: { method: 'PUT', path: `${base}/{providerId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{providerId}` },
  listSchedules: { method: 'GET', path: `${base}/{providerId}/schedules` },
  updateSchedule: { method: 'PUT', path: `${base}/{providerId}/schedules/{scheduleId}`, body: 'json' },
  cancelRefresh: { method: 'POST', path: `${base}/{providerId}/refresh/cancel` },
  getRaw: { method: 'GET', path: `${base}/{securityProviderId}/raw` },
  updateRaw: {
    method: 'PUT',
    path: `${base}/{securityProviderId}/raw`,
    query: ['forceUpdate'],
    body: 'json',
  },
}));

export const securityProvidersCatalog: readonly Endpoint[] =
  /* @__PURE__ */ catalogOf(securityProviderEndpoints);
