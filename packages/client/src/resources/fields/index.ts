export * from './Fields';
export * from './endpoints';
export type * from './models';
