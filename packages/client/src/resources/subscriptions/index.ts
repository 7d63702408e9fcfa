export * from './Subscriptions';
export * from './endpoints';
export type * from './models';
