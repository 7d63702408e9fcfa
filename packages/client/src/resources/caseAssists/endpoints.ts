import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/caseassists';

/** Case assist configurations and what they answer: document suggestions and case classifications. */
export const caseAssistEndpoints = /* @__PURE__ */ endpoints('caseAssists', () => ({
  list: { method: 'GET', path: base, query: ['page', 'perPage'] },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: `${base}/{caseAssistId}` },
  update: { method: 'PUT', path: `${base}/{caseAssistId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${base}/{caseAssistId}` },
  classify: { method: 'POST', path: `${base}/{caseAssistId}/classify`, body: 'json' },
  suggestDocuments: { method: 'POST', path: `${base}/{caseAssistId}/documents/suggest`, body: 'json' },
  previewSuggestDocuments: { method: 'POST', path: `${base}/preview/documents/suggest`, body: 'json' },
  previewClassify: { method: 'POST', path: `${base}/preview/classify`, body: 'json' },
}));

export const caseAssistsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(caseAssistEndpoints);
