export * from './endpoints';
export * from './HostedPages';
export type * from './models';
