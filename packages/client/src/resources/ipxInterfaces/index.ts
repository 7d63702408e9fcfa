export * from './endpoints';
export * from './IpxInterfaces';
export type * from './models';
