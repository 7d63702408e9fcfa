import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

const v2 = '/rest/search/v2/admin/pipelines/{pipelineId}';
const org = { organizationQuery: 'organizationId' } as const;
const only = ['organizationId'] as const;
const facetRules = '/rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules';

export const pipelineEndpoints = /* @__PURE__ */ endpoints('pipelines', published.pipelines);

export const pipelineConditionEndpoints = /* @__PURE__ */ endpoints(
  'pipelines.conditions',
  published.pipelinesConditions,
);

export const pipelineMlEndpoints = /* @__PURE__ */ endpoints('pipelines.ml', () => ({
  ...published.pipelinesMl,
  getVersion: { method: 'GET', path: `${v2}/ml/version` },
}));

export const mlAssociationEndpoints = /* @__PURE__ */ endpoints('pipelines.mlAssociations', () => ({
  ...published.pipelinesMlAssociations,
  listAssociatedPipelines: {
    method: 'GET',
    path: '/rest/search/v2/admin/pipelines/ml/model/associations',
    query: only,
    ...org,
  },
}));

export const facetStateRuleEndpoints = /* @__PURE__ */ endpoints('pipelines.facetStateRules', () => ({
  list: {
    method: 'GET',
    path: facetRules,
    query: ['organizationId', 'isOrderAscending', 'filter', 'sortBy', 'page', 'perPage'],
    ...org,
  },
  create: { method: 'POST', path: facetRules, query: only, body: 'json', ...org },
  get: { method: 'GET', path: `${facetRules}/{facetStateRuleId}`, query: only, ...org },
  update: { method: 'PUT', path: `${facetRules}/{facetStateRuleId}`, query: only, body: 'json', ...org },
  delete: { method: 'DELETE', path: `${facetRules}/{facetStateRuleId}`, query: only, ...org },
  setPosition: {
    method: 'PUT',
    path: `${facetRules}/{facetStateRuleId}/position`,
    query: only,
    body: 'json',
    bodyFields: ['position'],
    ...org,
  },
}));

export const resultRankingEndpoints = /* @__PURE__ */ endpoints(
  'pipelines.resultRankings',
  published.pipelinesResultRankings,
);

export const statementGroupEndpoints = /* @__PURE__ */ endpoints(
  'pipelines.statementGroups',
  published.pipelinesStatementGroups,
);

export const statementEndpoints = /* @__PURE__ */ endpoints(
  'pipelines.statements',
  published.pipelinesStatements,
);

export const statementV1Endpoints = /* @__PURE__ */ endpoints(
  'pipelines.statements.v1',
  published.pipelinesStatementsV1,
);

export const pipelinesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  pipelineEndpoints,
  pipelineConditionEndpoints,
  pipelineMlEndpoints,
  mlAssociationEndpoints,
  facetStateRuleEndpoints,
  resultRankingEndpoints,
  statementGroupEndpoints,
  statementEndpoints,
  statementV1Endpoints,
);
