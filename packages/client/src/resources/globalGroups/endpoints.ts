import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/globalgroups';

export const globalGroupEndpoints = /* @__PURE__ */ endpoints('globalGroups', () => ({
  list: { method: 'GET', path: base },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: `${base}/{globalGroupId}` },
  update: { method: 'PUT', path: `${base}/{globalGroupId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{globalGroupId}` },
}));

export const globalGroupsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(globalGroupEndpoints);
