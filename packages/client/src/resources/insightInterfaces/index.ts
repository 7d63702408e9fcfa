export * from './endpoints';
export * from './InsightInterfaces';
export type * from './models';
