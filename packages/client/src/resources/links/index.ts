export * from './Links';
export * from './endpoints';
export type * from './models';
