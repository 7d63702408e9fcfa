export * from './CatalogConfigurations';
export * from './endpoints';
export type * from './models';
