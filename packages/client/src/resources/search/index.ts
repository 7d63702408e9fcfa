export * from './endpoints';
export type * from './models';
export * from './Search';
