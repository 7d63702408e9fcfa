export * from './endpoints';
export type * from './models';
export * from './PushApi';
export * from './PushDocuments';
export * from './PushStreams';
