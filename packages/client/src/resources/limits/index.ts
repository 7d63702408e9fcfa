export * from './endpoints';
export * from './Limits';
export type * from './models';
