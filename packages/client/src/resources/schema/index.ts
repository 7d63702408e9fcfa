export * from './endpoints';
export type * from './models';
export * from './Schema';
export * from './SchemaSalesforce';
