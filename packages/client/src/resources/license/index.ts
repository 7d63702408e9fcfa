export * from './endpoints';
export * from './License';
export type * from './models';
