export * from './endpoints';
export * from './Workspace';
