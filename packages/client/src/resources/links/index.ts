export * from './endpoints';
export * from './Links';
export type * from './models';
