export * from './CatalogContent';
export * from './Catalogs';
export * from './endpoints';
export type * from './models';
