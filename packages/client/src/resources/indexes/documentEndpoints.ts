import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const document = '/rest/organizations/{org}/indexes/{indexId}/documents/{documentId}';

export const indexDocumentEndpoints = /* @__PURE__ */ endpoints('indexes.documents', () => ({
  listPermissions: { method: 'GET', path: `${document}/permissions` },
  listEffectivePermissions: {
    method: 'GET',
    path: `${document}/permissions/effective`,
    query: ['from', 'includedEntities', 'page', 'perPage', 'states', 'to'],
  },
}));

export const indexDocumentsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(indexDocumentEndpoints);
