export * from './endpoints';
export * from './Global';
export type * from './models';
