export * from './endpoints';
export * from './UaGroups';
