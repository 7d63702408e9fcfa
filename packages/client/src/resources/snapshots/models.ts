import type { PollingOptions } from '../../core/polling';
import type { QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/migration';

type Schemas = components['schemas'];

/** Kinds of snapshot reports: one per operation on a snapshot. */
export type SnapshotReportType = NonNullable<Schemas['ReportModel']['type']>;

/** Where a snapshot report stands: `COMPLETED` and `ABORTED` are final. */
export type SnapshotReportStatus = NonNullable<Schemas['ReportModel']['status']>;

/** How a snapshot operation ended. */
export type SnapshotReportResultCode = NonNullable<Schemas['ReportModel']['resultCode']>;

/** Where a synchronization plan stands. */
export type SynchronizationPlanStatus = NonNullable<Schemas['SynchronizationPlanModel']['status']>;

/** Which resources an apply may delete when `deleteMissingResources` is `true`. */
export type SnapshotDeletionScope = NonNullable<DryRunOptions['deletionScope']>;

/** The format of a snapshot file. */
export type SnapshotFileType = NonNullable<CreateSnapshotFromFileOptions['snapshotFileType']>;

/** Kinds of resources a snapshot holds (`SOURCE`, `FIELD`, `EXTENSION`, `QUERY_PIPELINE`, ...). */
export type SnapshotResourceType = NonNullable<Schemas['LinkModel']['resourceType']>;

/** The access a caller checks on a snapshot. */
export type SnapshotAccessType = SnapshotAccessOptions['snapshotAccessType'];

/** How snapshot content is exported: one document, or one per resource type. */
export type SnapshotContentFormat = NonNullable<SnapshotContentOptions['contentFormat']>;

/** Which content a download URL points at: the snapshot's own, or the organization's current state. */
export type SnapshotContentType = NonNullable<SnapshotUrlOptions['contentType']>;

/** Counts of one resource type in a report, by what the operation did (or would do) to them. */
export type SnapshotReportOperationModel = WithRequired<
  Schemas['ReportResourceOperationsModel'],
  | 'resourcesCreated'
  | 'resourcesUpdated'
  | 'resourcesDeleted'
  | 'resourcesRecreated'
  | 'resourcesUnchanged'
  | 'resourcesInError'
>;

/**
 * The report of one operation on a snapshot: `resultCode` is set once it is `COMPLETED` or `ABORTED`;
 * `resourceOperations` gives, per resource type, what the operation did (or, for a dry run, would do);
 * dates in ms since the epoch.
 */
export type SnapshotReportModel = Omit<
  WithRequired<Schemas['ReportModel'], 'id' | 'type' | 'status' | 'resourcesProcessed' | 'updatedDate'>,
  'resourceOperations' | 'resourceOperationResults'
> & {
  resourceOperations: Record<string, SnapshotReportOperationModel>;
  /**
   * Per resource type, per resource, the errors met. Kept by hand: the published schema gives
   * `{ resultCode, message }` objects, the emulator answers the messages as strings.
   */
  resourceOperationResults: Record<string, Record<string, string[]>>;
  /** Not in the published answer: the resources the operation handles in all, and its creation (as `startDate`). */
  resourcesTotal?: number;
  createdDate?: number;
};

/** A synchronization report, on a snapshot: the creation or the application of a plan (`linkOperations` per resource type). */
export type SnapshotSynchronizationReportModel = WithRequired<
  Schemas['SynchronizationReportModel'],
  'id' | 'synchronizationPlanId' | 'type' | 'status' | 'updatedDate'
>;

/**
 * A snapshot: a copy of an organization's configurable resources. `createdBy` is its creator's
 * username; `originId` the organization it came from (pushed snapshots); `targetId` the organization it
 * applies to; `contentSummary` how many resources of each type it holds; `reports` come with
 * `includeReports: true` (and on creation).
 */
export type SnapshotModel = Omit<
  WithRequired<Schemas['SnapshotModel'], 'id' | 'createdBy' | 'createdDate' | 'targetId'>,
  'reports' | 'synchronizationReports'
> & {
  reports?: SnapshotReportModel[];
  synchronizationReports?: SnapshotSynchronizationReportModel[];
};

/**
 * `filter` (part of the id, the developer note or the creator), `sortingOrder` (`ASC`, `DESC`),
 * `sortingType` (`CREATED_DATE`, …), `includeReports` (default `true`).
 */
export type ListSnapshotsOptions = QueryOf<operations['getAllSnapshots']>;

/** `includeReports` (default `true`); `reportInclusion`: `NONE`, `SUMMARY` (default) or `ALL`. */
export type GetSnapshotOptions = QueryOf<operations['getSnapshot']>;

/** `developerNotes`; `snapshotFileType` `ZIP` or `JSON`, taken from the file's MIME type when left out. */
export type CreateSnapshotFromFileOptions = QueryOf<operations['createSnapshotFromFile']>;

/** What a snapshot of the organization holds: `resourcesToExport`, resource ids by resource type. */
export type ExportConfigurationModel = Schemas['ExportConfigurationModel'];

/** `developerNotes`; `targetOrganizationId`, the organization the snapshot is meant to be applied to (default: this one). */
export type CreateSnapshotFromOrganizationOptions = QueryOf<operations['createSnapshotFromSelf']>;

export type SnapshotAccessOptions = QueryOf<operations['getHasResourcesAccess']>;

/** Whether the caller has the access checked. */
export type SnapshotAccessModel = Required<Schemas['SnapshotAccessModel']>;

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

export type SnapshotContentOptions = QueryOf<operations['getArchivedSnapshotContent']>;

/** A snapshot's content: its resources, by type, each keyed by its id. */
export interface SnapshotContentModel {
  snapshotId?: string;
  organizationId?: string;
  resources: Record<string, { collection?: string; items: Record<string, Record<string, unknown>> }>;
  [key: string]: unknown;
}

export type SnapshotUrlOptions = QueryOf<operations['generatePresignedUrl']>;

/** A time-limited URL to download a snapshot's content (`urlExpiration` in ms since the epoch). */
export type SnapshotUrlModel = Required<Schemas['UrlWithExpirationModel']>;

/**
 * `relativeReportId`, the dry-run report to show the difference of (default: the snapshot's latest dry
 * run); `numberOfLinesMax`, at most this many lines per resource type.
 */
export type SnapshotDiffOptions = QueryOf<operations['diff']>;

/**
 * The difference between a snapshot and the organization, per resource type. Kept by hand: the
 * published `DiffGenerationReportModel` gives each type's file as a download URL, where the emulator
 * answers the lines themselves.
 */
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

/** `targetOrganizationId` (required, though the published parameter is optional) and `developerNotes`. */
export type PushSnapshotOptions = WithRequired<QueryOf<operations['pushSnapshot']>, 'targetOrganizationId'>;

/** A link between a snapshot's resource and a resource of the target organization. */
export type SnapshotLinkModel = WithRequired<
  Schemas['LinkModel'],
  'organizationId' | 'resourceId' | 'resourceName' | 'resourceType'
>;

/** A synchronization plan: how a snapshot's resources match the target organization's. */
export type SynchronizationPlanModel = WithRequired<
  Schemas['SynchronizationPlanModel'],
  'id' | 'snapshotId' | 'status'
>;

/** The three are required, though the published parameters are optional. */
export type UpdateSynchronizationChildrenOptions = Required<QueryOf<operations['computeChildrenOperations']>>;

/** Options of `snapshots.waitForReport`: polling, with progress given the report. */
export type WaitForReportOptions = PollingOptions<SnapshotReportModel>;
