export * from './endpoints';
export * from './InsightConfigs';
export type * from './models';
