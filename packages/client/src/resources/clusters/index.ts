export * from './ClusterAgents';
export * from './ClusterNodes';
export * from './Clusters';
export * from './endpoints';
export type * from './models';
