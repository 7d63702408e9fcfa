export * from './endpoints';
export type * from './models';
export * from './OrganizationAccess';
export * from './OrganizationMembers';
export * from './Organizations';
