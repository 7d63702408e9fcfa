export * from './endpoints';
export * from './UaEvents';
