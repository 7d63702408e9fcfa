export * from './endpoints';
export * from './Ipx';
export type * from './models';
