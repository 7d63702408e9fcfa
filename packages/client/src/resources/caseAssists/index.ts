export * from './CaseAssists';
export * from './endpoints';
export type * from './models';
