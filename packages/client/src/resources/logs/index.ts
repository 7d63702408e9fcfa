export * from './endpoints';
export * from './Logs';
export type * from './models';
