export * from './Auth';
export * from './endpoints';
export type * from './models';
