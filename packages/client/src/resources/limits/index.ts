export * from './Limits';
export * from './endpoints';
export type * from './models';
