export * from './endpoints';
export * from './LogRequests';
export type * from './models';
