export * from './Global';
export * from './endpoints';
export type * from './models';
