export * from './ApiKeys';
export * from './endpoints';
export type * from './models';
