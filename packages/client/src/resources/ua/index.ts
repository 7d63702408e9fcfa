export * from './Ua';
