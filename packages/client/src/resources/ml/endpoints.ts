import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

const base = '/rest/organizations/{org}/machinelearning';
const models = '/rest/organizations/{org}/machinelearning/models';
const config = '/rest/organizations/{org}/machinelearning/configuration';
const caseClassif = '/rest/organizations/{org}/machinelearning/configuration/caseclassif';
const snippets = '/rest/organizations/{org}/machinelearning/configuration/smartsnippets';

export const mlEndpoints = /* @__PURE__ */ endpoints('ml', published.ml);

export const mlModelEndpoints = /* @__PURE__ */ endpoints('ml.models', () => ({
  ...published.mlModels,
  getAdvancedConfig: { method: 'GET', path: `${models}/{modelId}/configs/advanced` },
  updateAdvancedConfig: { method: 'PUT', path: `${models}/{modelId}/configs/advanced`, body: 'json' },
}));

export const mlEngineEndpoints = /* @__PURE__ */ endpoints('ml.engines', () => ({
  ...published.mlEngines,
  getModelDetails: { method: 'GET', path: `${base}/engines/{engineId}/models/{modelId}/details` },
  updateModel: { method: 'PUT', path: `${base}/engines/{engineId}/models/{modelId}`, body: 'json' },
}));

export const caseClassificationEndpoints = /* @__PURE__ */ endpoints('ml.caseClassification', () => ({
  ...published.mlCaseClassification,
  create: { method: 'POST', path: `${caseClassif}/model`, body: 'json' },
  get: { method: 'GET', path: `${caseClassif}/model/{modelId}` },
  update: { method: 'PUT', path: `${caseClassif}/model/{modelId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${caseClassif}/model/{modelId}` },
}));

export const dneEndpoints = /* @__PURE__ */ endpoints('ml.dne', published.mlDne);

export const smartSnippetsEndpoints = /* @__PURE__ */ endpoints('ml.smartSnippets', () => ({
  ...published.mlSmartSnippets,
  create: { method: 'POST', path: `${snippets}/model`, body: 'json' },
  get: { method: 'GET', path: `${snippets}/model/{modelId}` },
  update: { method: 'PUT', path: `${snippets}/model/{modelId}`, body: 'json' },
  delete: { method: 'DELETE', path: `${snippets}/model/{modelId}` },
}));

export const pqsEndpoints = /* @__PURE__ */ endpoints('ml.pqs', published.mlPqs);

export const userActionHistoryEndpoints = /* @__PURE__ */ endpoints('ml.userActionHistory', () => ({
  ...published.mlUserActionHistory,
  create: { method: 'POST', path: `${config}/useractionhistory` },
  get: { method: 'GET', path: `${config}/useractionhistory` },
  delete: { method: 'DELETE', path: `${config}/useractionhistory` },
}));

export const iaprEndpoints = /* @__PURE__ */ endpoints('ml.iapr', () => ({
  create: { method: 'POST', path: `${config}/iapr/model`, body: 'json' },
}));

export const modelAssociationEndpoints = /* @__PURE__ */ endpoints(
  'ml.modelAssociations',
  published.mlModelAssociations,
);

export const modelDetailedInfoEndpoints = /* @__PURE__ */ endpoints(
  'ml.modelDetailedInfo',
  published.mlModelDetailedInfo,
);

export const modelListingEndpoints = /* @__PURE__ */ endpoints('ml.modelListing', published.mlModelListing);

export const relevanceGenerativeAnsweringEndpoints = /* @__PURE__ */ endpoints(
  'ml.relevanceGenerativeAnswering',
  published.mlRelevanceGenerativeAnswering,
);

export const semanticEncoderEndpoints = /* @__PURE__ */ endpoints(
  'ml.semanticEncoder',
  published.mlSemanticEncoder,
);

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
