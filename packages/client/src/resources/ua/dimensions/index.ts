export * from './Dimensions';
export * from './endpoints';
export type * from './models';
