export * from './endpoints';
export type * from './models';
export * from './OrganizationAccess';
export * from './OrganizationMembers';
export * from './OrganizationMonitoring';
export * from './Organizations';
