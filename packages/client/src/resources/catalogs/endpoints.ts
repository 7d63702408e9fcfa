import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

const base = '/rest/organizations/{org}/catalogs';

export const catalogEndpoints = /* @__PURE__ */ endpoints('catalogs', () => ({
  ...published.catalogs,
  getFields: { method: 'GET', path: `${base}/{catalogId}/fields`, query: ['bypassCache'] },
}));

export const catalogContentEndpoints = /* @__PURE__ */ endpoints(
  'catalogs.content',
  published.catalogsContent,
);

export const catalogsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  catalogEndpoints,
  catalogContentEndpoints,
);
