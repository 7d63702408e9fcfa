export * from './CrawlingModule';
export * from './CrawlingModuleAtlassianApp';
export * from './endpoints';
export type * from './models';
