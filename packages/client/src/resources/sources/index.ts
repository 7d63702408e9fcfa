export * from './Sources';
export * from './endpoints';
export type * from './models';
