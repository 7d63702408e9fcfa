export * from './endpoints';
export * from './UaMetrics';
