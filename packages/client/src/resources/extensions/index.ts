export * from './Extensions';
export * from './endpoints';
export type * from './models';
