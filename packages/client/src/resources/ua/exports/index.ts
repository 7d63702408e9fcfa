export * from './Exports';
export * from './endpoints';
export type * from './models';
