export * from './endpoints';
export * from './FacetStateRules';
export type * from './models';
export * from './PipelineConditions';
export * from './PipelineMl';
export * from './Pipelines';
export * from './ResultRankings';
export * from './StatementGroups';
export * from './Statements';
