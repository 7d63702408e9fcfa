export * from './Activities';
export * from './endpoints';
export type * from './models';
