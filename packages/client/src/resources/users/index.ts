export * from './Users';
export * from './endpoints';
export type * from './models';
