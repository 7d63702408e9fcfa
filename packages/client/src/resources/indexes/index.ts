export * from './endpoints';
export * from './Indexes';
export type * from './models';
