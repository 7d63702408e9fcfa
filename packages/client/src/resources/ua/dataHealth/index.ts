export * from './DataHealth';
export * from './endpoints';
export type * from './models';
