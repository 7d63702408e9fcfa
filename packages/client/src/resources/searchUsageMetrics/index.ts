export * from './dates';
export * from './endpoints';
export type * from './models';
export * from './SearchUsageMetrics';
