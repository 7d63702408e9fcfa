export * from './endpoints';
export type * from './models';
export * from './SnapshotSynchronization';
export * from './Snapshots';
export * from './waitForReport';
