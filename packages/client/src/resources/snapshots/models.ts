import type { PollingOptions } from '../../core/polling';
import type { AnswerOf, QueryOf, WithRequired } from '../../core/published';
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

/**
 * Per resource type, what an operation did (or, for a dry run, would do) to its resources (the published
 * `ReportResourceOperationsModel`): counts (`resourcesCreated`, `resourcesUpdated`, `resourcesDeleted`,
 * `resourcesRecreated`, `resourcesUnchanged`, `resourcesInError`, `resourcesSynchronized`) and the
 * resources' names (`resourcesCreatedNames`, ...). A count the platform leaves out is 0.
 */
export type SnapshotReportOperationModel = Schemas['ReportResourceOperationsModel'];

/** An error an operation met on one resource (the published `ResultInformation`): `resultCode`, `message`. */
export type SnapshotResultInformationModel = Schemas['ResultInformation'];

/**
 * The report of one operation on a snapshot (the published `ReportModel`; `id`, `type`, `status`,
 * `resourcesProcessed`, `updatedDate`, `resourceOperations` and `resourceOperationResults` always there): `resultCode` is set once it is `COMPLETED` or
 * `ABORTED`; `resourceOperations` gives, per resource type, what the operation did (or, for a dry run,
 * would do); `resourceOperationResults`, per resource type and resource, the errors met; dates in ms since
 * the epoch.
 */
export type SnapshotReportModel = WithRequired<
  Schemas['ReportModel'],
  | 'id'
  | 'type'
  | 'status'
  | 'resourcesProcessed'
  | 'updatedDate'
  | 'resourceOperations'
  | 'resourceOperationResults'
> & {
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
 * applies to; `contentSummary` how many resources of each type it holds; `reports` and
 * `synchronizationReports` as a read's `reportInclusion` says (the latest of each type by default).
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
export type CreateSnapshotFromFileOptions = Partial<QueryOf<operations['createSnapshotFromFile']>>;

/** What a snapshot of the organization holds: `resourcesToExport`, resource ids by resource type. */
export type ExportConfigurationModel = Schemas['ExportConfigurationModel'];

/** `developerNotes`; `targetOrganizationId`, the organization the snapshot is meant to be applied to (default: this one). */
export type CreateSnapshotFromOrganizationOptions = QueryOf<operations['createSnapshotFromSelf']>;

export type SnapshotAccessOptions = QueryOf<operations['getHasResourcesAccess']>;

/** Whether the caller has the access checked. */
export type SnapshotAccessModel = Required<Schemas['SnapshotAccessModel']>;

/**
 * The caller's access to some resources of a snapshot (the published `ResourceAccessValidationResult`):
 * `accessGranted`, whether it may read (or apply) them; `resourceNames`; `requiredPrivileges`, the
 * privileges reading (`VIEW`) or applying (`EDIT`) them takes.
 */
export type SnapshotResourceAccessResultModel = Schemas['ResourceAccessValidationResult'];

/** Per resource type of a snapshot, the caller's access to its resources. */
export type SnapshotMissingPrivilegesModel = AnswerOf<operations['getMissingPrivilegeAccess']>;

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
 * `relativeReportId` (required), the completed dry-run (or apply) report to show the difference of;
 * `numberOfLinesMax`, at most this many lines per resource type.
 */
export type SnapshotDiffOptions = QueryOf<operations['diff']>;

/**
 * The difference between a snapshot and the organization, per resource type (the published
 * `DiffGenerationReportModel`; `snapshotId`, `relativeReportId` and `files` always there): each type's `files` entry is a file to download without a token, at `url`
 * until `urlExpiration` (ms since the epoch), with `numberOfLines` lines in all (`+ id` added, `- id`
 * deleted, `~ id: field: before → after` modified; at most `numberOfLinesMax` of them in the file).
 */
export type SnapshotDiffModel = WithRequired<
  Schemas['DiffGenerationReportModel'],
  'snapshotId' | 'relativeReportId' | 'files'
>;

/**
 * `deleteMissingResources` (default `false`): count resources the snapshot lacks as deletions, within
 * `deletionScope` (`ONLY_TYPES_FROM_SNAPSHOT`, the default, or `ALL_MANAGED_RESOURCES`);
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
