export * from './CustomerService';
export * from './endpoints';
