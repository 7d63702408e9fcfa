export * from './endpoints';
export * from './UaV14';
