export * from './License';
export * from './endpoints';
export type * from './models';
