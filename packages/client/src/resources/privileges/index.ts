export * from './Privileges';
export * from './endpoints';
export type * from './models';
