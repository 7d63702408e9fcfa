export * from './endpoints';
export type * from './models';
export * from './OrganizationMembers';
export * from './Organizations';
