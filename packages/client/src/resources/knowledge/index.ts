export * from './endpoints';
export * from './Knowledge';
