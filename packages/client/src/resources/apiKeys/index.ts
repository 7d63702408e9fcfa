export * from './ApiKeys';
export * from './ApiKeyTemplates';
export * from './endpoints';
export type * from './models';
