/** Index types (SPEC section 3). */
export type IndexType = 'COVEO' | 'ELASTIC' | 'INDEX_LESS' | 'ON_PREMISES';
/** Index backup types (SPEC section 3). */
export type IndexBackupType = 'FULL' | 'NONE' | 'REGULAR';
/**
 * An index's state. `CREATING`, `RESIZING` and `RESTORING` are transient; then `ONLINE` or `OFFLINE`
 * according to the index's `online` flag. Other values the platform may report are kept as strings.
 */
export type IndexStatus = 'CREATING' | 'RESIZING' | 'RESTORING' | 'ONLINE' | 'OFFLINE' | (string & {});
/** Sort order of a listing. */
export type SortOrder = 'ASC' | 'DESC';

/** The storage of an index machine. */
export interface IndexStorageSpecModel {
  /** Storage size, in GiB (gibibytes). */
  sizeInGibibytes: number;
  /** e.g. `SSD`, `GP2`, `GP3`. */
  storageType?: string;
  /** Provisioned I/O operations per second, where the storage type has them. */
  numberOfIops?: number;
  [field: string]: unknown;
}

/** The machine an index runs on. */
export interface IndexMachineSpecModel {
  /** Instance architecture or type, e.g. `X86_64` or `T3_MEDIUM`. */
  architecture?: string;
  storageSpec: IndexStorageSpecModel;
  [field: string]: unknown;
}

/** An index of the organization. */
export interface IndexModel {
  id: string;
  organizationId?: string;
  /** The logical index this physical index serves (`default` unless set). */
  logicalIndex?: string;
  type?: IndexType;
  /** Whether the index answers queries (`PUT .../online`). */
  online?: boolean;
  /** Whether the index refuses new content (`PUT .../readonly`). */
  readOnly?: boolean;
  status?: IndexStatus;
  backupType?: IndexBackupType;
  machineSpec?: IndexMachineSpecModel;
  /** Creation time, in ms since the epoch. */
  createdDate?: number;
  /** Last commit time, in ms since the epoch. */
  lastCommitDate?: number;
  /** The backup last restored into this index. */
  lastRestoredBackupId?: string;
  [field: string]: unknown;
}

/** What creating an index takes. `machineSpec.storageSpec.sizeInGibibytes` is required (GiB, > 0). */
export interface CreateIndexModel {
  machineSpec: IndexMachineSpecModel;
  logicalIndex?: string;
  /** Default `COVEO`. */
  type?: IndexType;
  /** Default `REGULAR`. */
  backupType?: IndexBackupType;
  /** An index whose content the new one starts from. */
  copyFromId?: string;
  /** Default `true`. */
  online?: boolean;
  [field: string]: unknown;
}

/** An index as its raw (internal) model: `id` names the index to change; other fields replace its own. */
export interface RawIndexModel {
  id: string;
  [field: string]: unknown;
}

/** An index's configuration document (shape not fully known). */
export interface IndexConfigurationModel {
  [field: string]: unknown;
}

/** Statistics of one index. Sizes are in bytes unless the name says otherwise. */
export interface IndexStatisticsModel {
  indexId: string;
  /** Documents in the index. */
  numberOfDocuments: number;
  /** Total size of the indexed documents, in bytes. */
  documentsTotalSize: number;
  /** Fields the organization defines (system fields included). */
  numberOfFields: number;
  /** Storage size of the index, in GiB. */
  sizeInGibibytes?: number;
  /** Storage size of the index, in bytes. */
  totalDiskSpace?: number;
  /** Storage used, in bytes. */
  diskSpaceUsed?: number;
  /** Storage left, in bytes. */
  remainingDiskSpace?: number;
  [field: string]: unknown;
}

/** Backup states: `IN_PROGRESS` while the backup is taken, then `COMPLETED`. */
export type IndexBackupStatus = 'IN_PROGRESS' | 'COMPLETED' | (string & {});

/** A backup of an index. */
export interface IndexBackupModel {
  backupId: string;
  indexId: string;
  organizationId?: string;
  backupType?: IndexBackupType;
  status?: IndexBackupStatus;
  /** When the backup was started, in ms since the epoch. */
  createdDate?: number;
  [field: string]: unknown;
}

/** Filters, sorting and paging of `GET /indexbackups/page`. */
export interface ListIndexBackupsOptions {
  /** Only this backup. */
  backupId?: string;
  /** Only backups of this index. */
  indexId?: string;
  /** Only backups taken at or after this time: ms since the epoch, or an ISO 8601 date. */
  from?: number | string;
  /** Only backups taken at or before this time: ms since the epoch, or an ISO 8601 date. */
  to?: number | string;
  /** Default `createdDate`. */
  sortBy?: 'createdDate' | 'backupId' | 'indexId';
  /** Default `DESC` (newest first). */
  order?: SortOrder;
  /** 0-based page number. */
  page?: number;
  /** Items per page (`pageSize` is accepted too and renamed). */
  perPage?: number;
  pageSize?: number;
}

/** One page of index backups. */
export interface IndexBackupsPage {
  items: IndexBackupModel[];
  totalEntries: number;
  totalPages: number;
}
