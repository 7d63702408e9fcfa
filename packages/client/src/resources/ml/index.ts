export * from './configurations';
export * from './endpoints';
export * from './MachineLearning';
export * from './MLModelInsights';
export * from './MLModels';
export type * from './models';
export * from './waitForModel';
