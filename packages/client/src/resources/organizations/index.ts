export * from './Organizations';
export * from './endpoints';
export type * from './models';
