export * from './endpoints';
export type * from './models';
export * from './UaFilters';
export * from './UaPermissionFilters';
export * from './UaReportingFilters';
