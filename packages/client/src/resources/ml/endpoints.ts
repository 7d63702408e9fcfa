import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/machinelearning';
const models = '/rest/organizations/{org}/machinelearning/models';
const config = '/rest/organizations/{org}/machinelearning/configuration';
const caseClassif = '/rest/organizations/{org}/machinelearning/configuration/caseclassif';
const dne = '/rest/organizations/{org}/machinelearning/configuration/dne';
const snippets = '/rest/organizations/{org}/machinelearning/configuration/smartsnippets';

export const mlEndpoints = /* @__PURE__ */ endpoints('ml', () => ({
  register: { method: 'POST', path: `${base}/model`, body: 'json' },
}));

export const mlModelEndpoints = /* @__PURE__ */ endpoints('ml.models', () => ({
  list: { method: 'GET', path: models, query: ['engines'] },
  listDetails: { method: 'GET', path: `${models}/details` },
  get: { method: 'GET', path: `${models}/{modelId}` },
  getDetails: { method: 'GET', path: `${models}/{modelId}/details` },
  update: { method: 'PUT', path: `${models}/{modelId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${models}/{modelId}` },
  getAdvancedConfig: { method: 'GET', path: `${models}/{modelId}/configs/advanced` },
  updateAdvancedConfig: { method: 'PUT', path: `${models}/{modelId}/configs/advanced`, body: 'json' },
}));

export const mlEngineEndpoints = /* @__PURE__ */ endpoints('ml.engines', () => ({
  getModelDetails: { method: 'GET', path: `${base}/engines/{engineId}/models/{modelId}/details` },
  updateModel: { method: 'PUT', path: `${base}/engines/{engineId}/models/{modelId}`, body: 'json' },
  deleteModel: { method: 'DELETE', path: `${base}/engines/{engineId}/models/{modelId}` },
}));

export const caseClassificationEndpoints = /* @__PURE__ */ endpoints('ml.caseClassification', () => ({
  create: { method: 'POST', path: `${caseClassif}/model`, body: 'json' },
  get: { method: 'GET', path: `${caseClassif}/model/{modelId}` },
  update: { method: 'PUT', path: `${caseClassif}/model/{modelId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${caseClassif}/model/{modelId}` },
  listFields: { method: 'POST', path: `${caseClassif}/fields`, body: 'json' },
  preview: { method: 'POST', path: `${caseClassif}/preview`, body: 'json' },
  countDocuments: { method: 'POST', path: `${caseClassif}/fields/{fieldName}/documentCount`, body: 'json' },
  countValues: { method: 'POST', path: `${caseClassif}/fields/{fieldName}/valueCount`, body: 'json' },
}));

export const dneEndpoints = /* @__PURE__ */ endpoints('ml.dne', () => ({
  listAutoSelectionFieldCandidates: {
    method: 'GET',
    path: `${dne}/autoselectionfieldcandidates`,
    query: ['filter', 'page', 'perPage'],
  },
  previewDocumentExtraction: {
    method: 'GET',
    path: `${dne}/documentextractionpreview`,
    query: ['fields', 'maximumNumberOfSources'],
  },
  buildDocumentExtractionQuery: { method: 'POST', path: `${dne}/documentextractionquery`, body: 'json' },
  parseDocumentExtractionQuery: {
    method: 'GET',
    path: `${dne}/documentextractionquerymodel`,
    query: ['query'],
  },
  create: { method: 'POST', path: `${dne}/model`, body: 'json' },
  get: { method: 'GET', path: `${dne}/model/{modelId}` },
  update: { method: 'PUT', path: `${dne}/model/{modelId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${dne}/model/{modelId}` },
}));

export const smartSnippetsEndpoints = /* @__PURE__ */ endpoints('ml.smartSnippets', () => ({
  create: { method: 'POST', path: `${snippets}/model`, body: 'json' },
  get: { method: 'GET', path: `${snippets}/model/{modelId}` },
  update: { method: 'PUT', path: `${snippets}/model/{modelId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${snippets}/model/{modelId}` },
  listContentFields: { method: 'POST', path: `${snippets}/contentfields`, body: 'json' },
  listDocumentTypes: { method: 'POST', path: `${snippets}/documenttypes`, body: 'json' },
  preview: { method: 'POST', path: `${snippets}/preview`, body: 'json' },
}));

export const pqsEndpoints = /* @__PURE__ */ endpoints('ml.pqs', () => ({
  create: { method: 'POST', path: `${config}/pqs/model`, body: 'json' },
}));

export const userActionHistoryEndpoints = /* @__PURE__ */ endpoints('ml.userActionHistory', () => ({
  create: { method: 'POST', path: `${config}/useractionhistory` },
  get: { method: 'GET', path: `${config}/useractionhistory` },
  delete: { method: 'DELETE', path: `${config}/useractionhistory` },
}));

export const iaprEndpoints = /* @__PURE__ */ endpoints('ml.iapr', () => ({
  create: { method: 'POST', path: `${config}/iapr/model`, body: 'json' },
}));

export const modelAssociationEndpoints = /* @__PURE__ */ endpoints('ml.modelAssociations', () => ({
  list: {
    method: 'GET',
    path: `${config}/querypipelines/{pipelineId}/associations`,
    query: ['page', 'pageSize'],
  },
}));

export const modelDetailedInfoEndpoints = /* @__PURE__ */ endpoints('ml.modelDetailedInfo', () => ({
  get: { method: 'GET', path: `${config}/modeldetailedinfo/{modelId}` },
}));

export const modelListingEndpoints = /* @__PURE__ */ endpoints('ml.modelListing', () => ({
  list: { method: 'GET', path: `${config}/modellisting`, query: ['engineIds'] },
}));

export const relevanceGenerativeAnsweringEndpoints = /* @__PURE__ */ endpoints(
  'ml.relevanceGenerativeAnswering',
  () => ({
    preview: { method: 'POST', path: `${config}/rga/preview`, body: 'json' },
  }),
);

export const semanticEncoderEndpoints = /* @__PURE__ */ endpoints('ml.semanticEncoder', () => ({
  preview: { method: 'POST', path: `${config}/semanticencoder/preview`, body: 'json' },
}));

export const mlCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  mlEndpoints,
  mlModelEndpoints,
  mlEngineEndpoints,
  caseClassificationEndpoints,
  dneEndpoints,
  smartSnippetsEndpoints,
  pqsEndpoints,
  userActionHistoryEndpoints,
  iaprEndpoints,
  modelAssociationEndpoints,
  modelDetailedInfoEndpoints,
  modelListingEndpoints,
  relevanceGenerativeAnsweringEndpoints,
  semanticEncoderEndpoints,
);
