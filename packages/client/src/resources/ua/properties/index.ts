export * from './AnalyticsProperties';
export * from './endpoints';
export type * from './models';
