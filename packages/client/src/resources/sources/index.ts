export * from './endpoints';
export type * from './models';
export * from './SourceDatasets';
export * from './SourceFeedback';
export * from './SourceFields';
export * from './SourceMappings';
export * from './SourceMetadata';
export * from './Sources';
