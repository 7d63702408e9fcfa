export * from './GlobalGroups';
export * from './endpoints';
export type * from './models';
