import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

/*
 * Query pipelines and what they hold. The search API takes the organization as the `organizationId`
 * query parameter (`organizationQuery`): filled from the client's configured organization unless given.
 */
const v1 = '/rest/search/v1/admin/pipelines';
const v2 = '/rest/search/v2/admin/pipelines/{pipelineId}';
const org = { organizationQuery: 'organizationId' } as const;
const only = ['organizationId'] as const;
const conditions = '/rest/search/v1/admin/pipelines/statements';
const associations = '/rest/search/v2/admin/pipelines/{pipelineId}/ml/model/associations';
const facetRules = '/rest/search/v2/admin/pipelines/{pipelineId}/facetStateRules';
const rankings = '/rest/search/v2/admin/pipelines/{pipelineId}/resultRankings';
const groups = '/rest/search/v2/admin/pipelines/{pipelineId}/statementGroups';
const statements = '/rest/search/v2/admin/pipelines/{pipelineId}/statements';

export const pipelineEndpoints = /* @__PURE__ */ endpoints('pipelines', () => ({
  list: {
    method: 'GET',
    path: v1,
    query: [
      'organizationId',
      'isOrderAscending',
      'filter',
      'sortby',
      'feature',
      'enablePagination',
      'excludeAbTestTargets',
      'page',
      'perPage',
    ],
    ...org,
  },
  create: { method: 'POST', path: v1, query: only, body: 'json', ...org },
  get: { method: 'GET', path: `${v1}/{pipelineId}`, query: only, ...org },
  update: { method: 'PUT', path: `${v1}/{pipelineId}`, query: only, body: 'json', ...org },
  delete: { method: 'DELETE', path: `${v1}/{pipelineId}`, query: only, ...org },
  duplicate: { method: 'POST', path: `${v1}/{pipelineId}/duplicate`, query: only, ...org },
}));

export const pipelineConditionEndpoints = /* @__PURE__ */ endpoints('pipelines.conditions', () => ({
  list: {
    method: 'GET',
    path: conditions,
    query: [
      'organizationId',
      'feature',
      'isOrderAscending',
      'filter',
      'sortBy',
      'expand',
      'associationFilter',
      'page',
      'perPage',
    ],
    ...org,
  },
  create: { method: 'POST', path: conditions, query: only, body: 'json', ...org },
  get: { method: 'GET', path: `${conditions}/{conditionId}`, query: only, ...org },
  update: { method: 'PUT', path: `${conditions}/{conditionId}`, query: only, body: 'json', ...org },
  delete: { method: 'DELETE', path: `${conditions}/{conditionId}`, query: only, ...org },
  bulkDelete: {
    method: 'POST',
    path: `${conditions}/bulkDelete`,
    query: only,
    body: 'json',
    bodyFields: ['ids'],
    ...org,
  },
  bulkGet: {
    method: 'POST',
    path: `${conditions}/bulkGet`,
    query: [
      'associationFilter',
      'expand',
      'filter',
      'isOrderAscending',
      'organizationId',
      'page',
      'perPage',
      'sortBy',
    ],
    body: 'json',
    bodyFields: ['ids'],
    ...org,
  },
  listAssociations: {
    method: 'GET',
    path: `${conditions}/{conditionId}/associations`,
    query: [
      'associationTypes',
      'isOrderAscending',
      'organizationId',
      'page',
      'perPage',
      'pipelineName',
      'pipelineStatementType',
      'sortBy',
    ],
    ...org,
  },
}));

export const pipelineMlEndpoints = /* @__PURE__ */ endpoints('pipelines.ml', () => ({
  getVersion: { method: 'GET', path: `${v2}/ml/version` },
}));

export const mlAssociationEndpoints = /* @__PURE__ */ endpoints('pipelines.mlAssociations', () => ({
  list: { method: 'GET', path: associations, query: ['organizationId', 'page', 'perPage'], ...org },
  create: { method: 'POST', path: associations, query: only, body: 'json', ...org },
  get: { method: 'GET', path: `${associations}/{associationId}`, query: only, ...org },
  update: { method: 'PUT', path: `${associations}/{associationId}`, query: only, body: 'json', ...org },
  delete: { method: 'DELETE', path: `${associations}/{associationId}`, query: only, ...org },
  setPosition: {
    method: 'PUT',
    path: `${associations}/{associationId}/position`,
    query: ['position', 'organizationId'],
    ...org,
  },
  listAssociatedPipelines: {
    method: 'GET',
    path: '/rest/search/v2/admin/pipelines/ml/model/associations',
    query: only,
    ...org,
  },
  bulkGet: {
    method: 'POST',
    path: `${associations}/bulkGet`,
    query: ['organizationId', 'page', 'perPage'],
    body: 'json',
    bodyFields: ['ids'],
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

export const resultRankingEndpoints = /* @__PURE__ */ endpoints('pipelines.resultRankings', () => ({
  list: {
    method: 'GET',
    path: rankings,
    query: [
      'organizationId',
      'sortBy',
      'associatedGroups',
      'ruleTypes',
      'ruleStatuses',
      'expand',
      'isOrderAscending',
      'filter',
      'page',
      'perPage',
      'kind',
    ],
    ...org,
  },
  create: { method: 'POST', path: rankings, query: only, body: 'json', ...org },
  get: { method: 'GET', path: `${rankings}/{resultRankingId}`, query: only, ...org },
  update: { method: 'PUT', path: `${rankings}/{resultRankingId}`, query: only, body: 'json', ...org },
  delete: { method: 'DELETE', path: `${rankings}/{resultRankingId}`, query: only, ...org },
  duplicate: { method: 'POST', path: `${rankings}/duplicate/{resultRankingId}`, query: only, ...org },
  copy: { method: 'POST', path: `${rankings}/copy`, query: only, body: 'json', ...org },
  bulkDelete: {
    method: 'POST',
    path: `${rankings}/bulkDelete`,
    query: only,
    body: 'json',
    bodyFields: ['ids'],
    ...org,
  },
  bulkGet: {
    method: 'POST',
    path: `${rankings}/bulkGet`,
    query: [
      'enabledStatus',
      'filter',
      'isOrderAscending',
      'kind',
      'organizationId',
      'page',
      'perPage',
      'statementGroupId',
    ],
    body: 'json',
    bodyFields: ['ids'],
    ...org,
  },
}));

export const statementGroupEndpoints = /* @__PURE__ */ endpoints('pipelines.statementGroups', () => ({
  list: {
    method: 'GET',
    path: groups,
    query: ['organizationId', 'page', 'perPage', 'filter', 'status', 'types', 'sortBy', 'isOrderAscending'],
    ...org,
  },
  create: { method: 'POST', path: groups, query: only, body: 'json', ...org },
  get: { method: 'GET', path: `${groups}/{statementGroupId}`, query: only, ...org },
  update: { method: 'PUT', path: `${groups}/{statementGroupId}`, query: only, body: 'json', ...org },
  delete: { method: 'DELETE', path: `${groups}/{statementGroupId}`, query: only, ...org },
  setActive: {
    method: 'PATCH',
    path: `${groups}/{statementGroupId}`,
    query: only,
    body: 'json',
    bodyFields: ['isActive'],
    ...org,
  },
  updateAssociations: {
    method: 'PUT',
    path: `${groups}/{statementGroupId}/associations`,
    query: only,
    body: 'json',
    ...org,
  },
}));

export const statementEndpoints = /* @__PURE__ */ endpoints('pipelines.statements', () => ({
  list: {
    method: 'GET',
    path: statements,
    query: [
      'organizationId',
      'isOrderAscending',
      'filter',
      'sortBy',
      'page',
      'perPage',
      'feature',
      'subFeature',
    ],
    ...org,
  },
  exportCsv: { method: 'GET', path: `${statements}/export`, query: ['organizationId', 'feature'], ...org },
  importCsv: {
    method: 'POST',
    path: `${statements}/import`,
    query: ['mode', 'organizationId', 'feature'],
    body: 'form',
    ...org,
  },
  create: { method: 'POST', path: statements, query: only, body: 'json', ...org },
  copy: { method: 'POST', path: `${statements}/copy`, query: only, body: 'json', ...org },
  get: { method: 'GET', path: `${statements}/{statementId}`, query: only, ...org },
  update: { method: 'PUT', path: `${statements}/{statementId}`, query: only, body: 'json', ...org },
  delete: { method: 'DELETE', path: `${statements}/{statementId}`, query: only, ...org },
  move: { method: 'PUT', path: `${statements}/{statementId}/move`, query: only, body: 'json', ...org },
  bulkDelete: {
    method: 'POST',
    path: `${statements}/bulkDelete`,
    query: only,
    body: 'json',
    bodyFields: ['ids'],
    ...org,
  },
  bulkGet: {
    method: 'POST',
    path: `${statements}/bulkGet`,
    query: [
      'feature',
      'filter',
      'isOrderAscending',
      'organizationId',
      'page',
      'perPage',
      'sortBy',
      'subFeature',
    ],
    body: 'json',
    bodyFields: ['ids'],
    ...org,
  },
}));

export const pipelinesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  pipelineEndpoints,
  pipelineConditionEndpoints,
  pipelineMlEndpoints,
  mlAssociationEndpoints,
  facetStateRuleEndpoints,
  resultRankingEndpoints,
  statementGroupEndpoints,
  statementEndpoints,
);
