export * from './endpoints';
export * from './Fields';
export type * from './models';
