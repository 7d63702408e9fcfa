export * from './Events';
export * from './endpoints';
