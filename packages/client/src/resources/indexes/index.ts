export * from './documentEndpoints';
export type * from './documentModels';
export * from './endpoints';
export * from './IndexDocuments';
export * from './Indexes';
export type * from './models';
