import type { PollingOptions } from '../../core/polling';
import type { QueryOf } from '../../core/published';
import type { components, operations } from '../../generated/migration';

/** Kinds of snapshot reports: one per operation on a snapshot. */
export type SnapshotReportType =
  | 'CREATE_SNAPSHOT'
  | 'DRY_RUN'
  | 'APPLY'
  | 'CREATE_SYNCHRONIZATION_PLAN'
  | 'APPLY_SYNCHRONIZATION_PLAN'
  | 'GENERATE_DIFF'
  | (string & {});

/** Where a snapshot report stands: `COMPLETED` and `ABORTED` are final. */
export type SnapshotReportStatus = 'PENDING' | 'IN_PROGRESS' | 'COMPLETED' | 'ABORTED' | (string & {});

/** How a snapshot operation ended. */
export type SnapshotReportResultCode =
  | 'SUCCESS'
  | 'AUTO_SYNCHRONIZATION_FAILURE'
  | 'EXTERNAL_SERVICE_COMMUNICATION_ERROR'
  | 'RESOURCE_DEPENDENCY_CYCLE'
  | 'RESOURCES_IN_ERROR'
  | 'UNABLE_TO_PUSH_TO_ORGANIZATION'
  | 'UNABLE_TO_RETRIEVE_RESOURCES'
  | 'UNEXPECTED_ERROR'
  | 'UNSUPPORTED_RESOURCE'
  | (string & {});

/** Where a synchronization plan stands. */
export type SynchronizationPlanStatus = 'CREATING' | 'CREATED' | 'IN_ERROR' | (string & {});

/** Which resources an apply may delete when `deleteMissingResources` is `true`. */
export type SnapshotDeletionScope = 'ALL_MANAGED_RESOURCES' | 'ONLY_TYPES_FROM_SNAPSHOT' | (string & {});

/** The format of a snapshot file. */
export type SnapshotFileType = 'ZIP' | 'JSON' | (string & {});

/** Kinds of resources a snapshot holds (`SOURCE`, `FIELD`, `EXTENSION`, `QUERY_PIPELINE`, ...). */
export type SnapshotResourceType =
  | 'EXTENSION'
  | 'FEATURED_RESULT'
  | 'FIELD'
  | 'FILTER'
  | 'MAPPING'
  | 'ML_MODEL'
  | 'QUERY_PIPELINE'
  | 'QUERY_PIPELINE_CONDITION'
  | 'SEARCH_PAGE'
  | 'SECURITY_PROVIDER'
  | 'SOURCE'
  | 'SUBSCRIPTION'
  | (string & {});

/** The access a caller checks on a snapshot. */
export type SnapshotAccessType = 'READ' | 'WRITE' | (string & {});

/** How snapshot content is exported: one document, or one per resource type. */
export type SnapshotContentFormat = 'FLAT' | 'SPLIT_PER_TYPE' | (string & {});

/** Which content a download URL points at: the snapshot's own, or the organization's current state. */
export type SnapshotContentType = 'PRIMARY' | 'CURRENT_STATE' | (string & {});

/** Counts of one resource type in a report, by what the operation did (or would do) to them. */
export interface SnapshotReportOperationModel {
  resourcesCreated: number;
  resourcesUpdated: number;
  resourcesDeleted: number;
  resourcesRecreated: number;
  resourcesUnchanged: number;
  resourcesInError: number;
}

/** The report of one operation on a snapshot. */
export interface SnapshotReportModel {
  id: string;
  type: SnapshotReportType;
  status: SnapshotReportStatus;
  /** Set once the report is `COMPLETED` or `ABORTED`. */
  resultCode?: SnapshotReportResultCode;
  /** Resources handled so far. */
  resourcesProcessed: number;
  /** Resources the operation handles in all. */
  resourcesTotal?: number;
  /** Per resource type, what the operation did (or, for a dry run, would do). */
  resourceOperations: Record<string, SnapshotReportOperationModel>;
  /** Per resource type, per resource, the errors met. */
  resourceOperationResults: Record<string, Record<string, string[]>>;
  /** When it started, ms since the epoch. */
  startDate?: number;
  /** ms since the epoch (the same as `startDate`). */
  createdDate?: number;
  /** ms since the epoch. */
  updatedDate: number;
}

/** A synchronization report, on a snapshot: the creation or the application of a plan. */
export interface SnapshotSynchronizationReportModel {
  id: string;
  synchronizationPlanId: string;
  /** `CREATE_SYNCHRONIZATION_PLAN` or `APPLY_SYNCHRONIZATION_PLAN`. */
  type: SnapshotReportType;
  status: SnapshotReportStatus;
  resultCode?: SnapshotReportResultCode;
  resourcesProcessed?: number;
  /** Per resource type, the links an applied plan made between the snapshot's resources and the organization's. */
  linkOperations?: Record<string, { linksCreated: number; linksOverridden: number; linksInError: number }>;
  /** ms since the epoch. */
  updatedDate: number;
}

/** A snapshot: a copy of an organization's configurable resources. */
export interface SnapshotModel {
  id: string;
  /** The username of whoever created it. */
  createdBy: string;
  /** ms since the epoch. */
  createdDate: number;
  developerNote?: string;
  /** The organization the snapshot came from, when it is not this one (pushed snapshots). */
  originId?: string;
  /** The organization the snapshot applies to. */
  targetId: string;
  /** How many resources of each type the snapshot holds. */
  contentSummary?: Record<string, number>;
  /** Present with `includeReports: true` (and on creation). */
  reports?: SnapshotReportModel[];
  synchronizationReports?: SnapshotSynchronizationReportModel[];
}

/**
 * `filter` (part of the id, the developer note or the creator), `sortingOrder` (`ASC`, `DESC`),
 * `sortingType` (`CREATED_DATE`, …), `includeReports` (default `true`).
 */
export type ListSnapshotsOptions = QueryOf<operations['getAllSnapshots']>;

/** `includeReports` (default `true`); `reportInclusion`: `NONE`, `SUMMARY` (default) or `ALL`. */
export type GetSnapshotOptions = QueryOf<operations['getSnapshot']>;

export interface CreateSnapshotFromFileOptions {
  developerNotes?: string;
  /** `ZIP` or `JSON`; taken from the file's MIME type when left out. */
  snapshotFileType?: SnapshotFileType;
}

/** What a snapshot of the organization holds: `resourcesToExport`, resource ids by resource type. */
export type ExportConfigurationModel = components['schemas']['ExportConfigurationModel'];

export interface CreateSnapshotFromOrganizationOptions {
  developerNotes?: string;
  /** The organization the snapshot is meant to be applied to. Default: this one. */
  targetOrganizationId?: string;
  includeChildrenResources?: boolean;
}

export interface SnapshotAccessOptions {
  snapshotAccessType: SnapshotAccessType;
}

/** Whether the caller has the access checked. */
export interface SnapshotAccessModel {
  allowed: boolean;
}

/** A privilege the caller lacks to read or apply a snapshot. */
export interface SnapshotResourceAccessResultModel {
  /** Whether the caller may read (or apply) these resources. */
  accessGranted: boolean;
  /** The resources, by name. */
  resourceNames: string[];
  /** The privileges reading (`VIEW`) or applying (`EDIT`) them takes. */
  requiredPrivileges: Array<{ owner: string; targetDomain: string; type?: string; targetId?: string }>;
}

/** Per resource type of a snapshot, the caller's access to its resources. */
export type SnapshotMissingPrivilegesModel = Record<string, SnapshotResourceAccessResultModel[]>;

export interface SnapshotContentOptions {
  contentFormat?: SnapshotContentFormat;
}

/** A snapshot's content: its resources, by type, each keyed by its id. */
export interface SnapshotContentModel {
  snapshotId?: string;
  organizationId?: string;
  resources: Record<string, { collection?: string; items: Record<string, Record<string, unknown>> }>;
  [key: string]: unknown;
}

export interface SnapshotUrlOptions {
  contentType?: SnapshotContentType;
}

/** A time-limited URL to download a snapshot's content. */
export interface SnapshotUrlModel {
  url: string;
  /** ms since the epoch. */
  urlExpiration: number;
}

export interface SnapshotDiffOptions {
  /** The dry-run report to show the difference of. Default: the snapshot's latest dry run. */
  relativeReportId?: string;
  /** At most this many lines per resource type. */
  numberOfLinesMax?: number;
}

/** The difference between a snapshot and the organization, per resource type. */
export interface SnapshotDiffModel {
  snapshotId: string;
  relativeReportId: string;
  files: Record<
    string,
    {
      added: string[];
      modified: string[];
      deleted: string[];
      /** Lines of the difference: `+ id` added, `- id` deleted, `~ id: field: before → after` modified. */
      lines: string[];
      numberOfLines: number;
      truncated: boolean;
    }
  >;
}

/**
 * `deleteMissingResources` (default `false`): count resources the snapshot lacks as deletions, within
 * `deletionScope` (`ALL_MANAGED_RESOURCES`, the default, or `ONLY_TYPES_FROM_SNAPSHOT`);
 * `performAutoSynchronization` (default `true`) and its `autoSynchronizationThreshold` (0 to 1).
 */
export type DryRunOptions = QueryOf<operations['dryrun']>;

/**
 * As {@link DryRunOptions}, and `isTransient` and `validationRequired` (both default `false`):
 * `deleteMissingResources` deletes the resources the snapshot lacks.
 */
export type ApplySnapshotOptions = QueryOf<operations['apply']>;

export interface PushSnapshotOptions {
  targetOrganizationId: string;
  developerNotes?: string;
}

/** A link between a snapshot's resource and a resource of the target organization. */
export interface SnapshotLinkModel {
  id?: string;
  organizationId: string;
  resourceId: string;
  resourceName: string;
  resourceType: string;
}

/** A synchronization plan: how a snapshot's resources match the target organization's. */
export interface SynchronizationPlanModel {
  id: string;
  snapshotId: string;
  status: SynchronizationPlanStatus;
  alreadyLinkedResources?: Record<string, Array<{ resourceName: string; linkModel: SnapshotLinkModel }>>;
  resourceSynchronizationOperations?: Record<
    string,
    Array<{
      resourceName: string;
      displayName: string;
      matches: Array<{ associationScore?: number; displayName?: string; linkModel: SnapshotLinkModel }>;
    }>
  >;
  [key: string]: unknown;
}

export interface UpdateSynchronizationChildrenOptions {
  snapshotParentResourceName: string;
  parentResourceType: string;
  targetParentId: string;
}

/** Options of `snapshots.waitForReport`: polling, with progress given the report. */
export type WaitForReportOptions = PollingOptions<SnapshotReportModel>;
