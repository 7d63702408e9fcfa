export * from './Groups';
export * from './endpoints';
export type * from './models';
