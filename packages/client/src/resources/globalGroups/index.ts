export * from './endpoints';
export * from './GlobalGroups';
export type * from './models';
