export * from './endpoints';
export * from './GroupInvites';
export * from './GroupMembers';
export * from './GroupRealms';
export * from './Groups';
export type * from './models';
