export * from './Aws';
export * from './endpoints';
export type * from './models';
