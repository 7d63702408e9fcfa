export * from './CrawlingModule';
export * from './endpoints';
export type * from './models';
