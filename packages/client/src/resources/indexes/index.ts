export * from './Indexes';
export * from './endpoints';
export type * from './models';
