export * from './endpoints';
export * from './ModifierTemplates';
export type * from './models';
