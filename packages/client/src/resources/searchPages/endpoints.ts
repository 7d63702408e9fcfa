import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

const one = '/rest/organizations/{org}/searchpage/v1/interfaces/{searchPageId}';

export const searchPageEndpoints = /* @__PURE__ */ endpoints('searchPages', () => ({
  ...published.searchPages,
  requestAccess: { method: 'POST', path: `${one}/accesses/request` },
  getView: { method: 'GET', path: `${one}/preview` },
}));

export const searchPagesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(searchPageEndpoints);
