import { assertSnapshotFile } from '../../core/helpers';
import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import { snapshotEndpoints } from './endpoints';
import type { SnapshotsCalls } from './endpoints.generated';
import type {
  ApplySnapshotOptions,
  CreateSnapshotFromFileOptions,
  CreateSnapshotFromOrganizationOptions,
  DryRunOptions,
  ExportConfigurationModel,
  GetSnapshotOptions,
  ListSnapshotsOptions,
  PushSnapshotOptions,
  SnapshotAccessModel,
  SnapshotAccessOptions,
  SnapshotContentModel,
  SnapshotContentOptions,
  SnapshotDiffModel,
  SnapshotDiffOptions,
  SnapshotMissingPrivilegesModel,
  SnapshotModel,
  SnapshotReportModel,
  SnapshotUrlModel,
  SnapshotUrlOptions,
  WaitForReportOptions,
} from './models';
import { SnapshotSynchronization } from './SnapshotSynchronization';
import { waitForSnapshotReport } from './waitForReport';

/**
 * Snapshots of the organization's configuration (`/rest/organizations/{org}/snapshots`): take one
 * (from the organization or from a file), compare it with the organization (dry run, diff), apply it,
 * push it to another organization. Every operation but a push leaves a report on the snapshot;
 * {@link waitForReport} follows one until it ends. Synchronization plans are under {@link snapshotsAreas.synchronization | synchronization}.
 */
export class Snapshots extends Resource<typeof snapshotEndpoints> {
  get endpoints() {
    return snapshotEndpoints;
  }

  /**
   * Creates a snapshot from a ZIP or JSON file. The file's MIME type is checked first
   * (`assertSnapshotFile`); it is then sent as the `file` field of a multipart form, with
   * `developerNotes` and `snapshotFileType` (`ZIP` or `JSON`, from the MIME type when left out) in the
   * query string. `POST /rest/organizations/{org}/snapshots/file`.
   * @param file a `File` or `Blob` of type `application/zip` or `application/json`.
   * @returns the created `SnapshotModel`, with its `CREATE_SNAPSHOT` report.
   * @throws Error `The uploaded file must be either a ZIP or a JSON file.` (the promise rejects) before any
   * request, for another type or no file; PlatformError for a non-success response (400 for unreadable content).
   */
  async createFromFile(file: Blob, query?: CreateSnapshotFromFileOptions, settings?: RequestSettings) {
    assertSnapshotFile(file);
    const snapshotFileType = query?.snapshotFileType ?? (file.type === 'application/zip' ? 'ZIP' : 'JSON');
    return this.call<SnapshotModel>(
      'createFromFile',
      { body: { file }, query: { ...query, snapshotFileType } },
      settings,
    );
  }

  /**
   * Follows a snapshot's report until it ends (`COMPLETED` or `ABORTED`), reading the snapshot with its
   * reports every `intervalMs` (default 1000). `onPoll` gets the report at each read (progress:
   * `status`, `resourcesProcessed` of `resourcesTotal`); `timeoutMs` (default 5 min) and `signal` end the wait.
   * @returns the final report, with its `resultCode`.
   * @throws PollingTimeoutError after `timeoutMs`; the signal's reason when aborted; PlatformError when a
   * read fails (404 for an unknown snapshot); Error when the snapshot has no such report.
   */
  waitForReport(snapshotId: string, reportId: string, options?: WaitForReportOptions) {
    return waitForSnapshotReport(this, snapshotId, reportId, options);
  }
}

// The calls of Snapshots that follow the argument convention: Resource makes them from the endpoint table.
export interface Snapshots extends SnapshotsCalls {
  /**
   * Lists the organization's snapshots. `GET /rest/organizations/{org}/snapshots?filter=…&sortingOrder=…&sortingType=…&includeReports=…`.
   * @returns `SnapshotModel[]`, each with the latest report of each type unless `includeReports` is `false`.
   * @throws PlatformError for a non-success response (400 for an unknown sorting).
   */
  list<S extends RequestSettings = {}>(
    query?: ListSnapshotsOptions,
    settings?: S,
  ): Promise<GetResult<SnapshotModel[], S>>;

  /**
   * Reads one snapshot. `GET /rest/organizations/{org}/snapshots/{snapshotId}?includeReports=…&reportInclusion=…`.
   * @returns `SnapshotModel`, with its `reports` and `synchronizationReports`: the latest of each type
   * (`reportInclusion` `SUMMARY`, the default), all of them (`ALL`), or none (`NONE`, or `includeReports: false`).
   * @throws PlatformError for a non-success response (400 for an unknown inclusion, 404 for an unknown snapshot).
   */
  get<S extends RequestSettings = {}>(
    snapshotId: string,
    query?: GetSnapshotOptions,
    settings?: S,
  ): Promise<GetResult<SnapshotModel, S>>;

  /**
   * Deletes a snapshot, its content and its synchronization plans.
   * `DELETE /rest/organizations/{org}/snapshots/{snapshotId}`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown snapshot).
   */
  delete(snapshotId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Takes a snapshot of the organization's current configurable resources (sources, fields,
   * extensions, pipelines, ...). `POST /rest/organizations/{org}/snapshots/self?developerNotes=…`.
   * @param configuration `{ resourcesToExport }`: resource ids by the platform's resource types
   *   (`{ SOURCE: ['id'], FIELD: ['*'] }`, `*` for all of a type); left out (sent as `{}`), every resource.
   *   A query pipeline comes with its statements, result rankings and groups unless the query's
   *   `includeChildrenResources` is `false`.
   * @returns the created `SnapshotModel`, with its `CREATE_SNAPSHOT` report and `contentSummary`
   * (resources per type).
   * @throws PlatformError for a non-success response (400 for a type that is not the platform's, 403 for a
   * target organization the token may not use).
   */
  createFromOrganization(
    configuration?: ExportConfigurationModel,
    query?: CreateSnapshotFromOrganizationOptions,
    settings?: RequestSettings,
  ): Promise<SnapshotModel>;

  /**
   * Checks whether the caller may read or write (apply) a snapshot.
   * `GET /rest/organizations/{org}/snapshots/{snapshotId}/access?snapshotAccessType=READ|WRITE`.
   * @returns `SnapshotAccessModel` (`allowed`).
   * @throws PlatformError for a non-success response (400 for an unknown access type, 404 for an unknown snapshot).
   */
  validateAccess<S extends RequestSettings = {}>(
    snapshotId: string,
    query: SnapshotAccessOptions,
    settings?: S,
  ): Promise<GetResult<SnapshotAccessModel, S>>;

  /**
   * Tells, per resource type of a snapshot, whether the caller may read or apply its resources, and the
   * privileges that takes. `GET /rest/organizations/{org}/snapshots/{snapshotId}/access/resources?snapshotAccessType=…`.
   * @returns `SnapshotMissingPrivilegesModel`: by resource type, `[{ accessGranted, resourceNames, requiredPrivileges }]`.
   * @throws PlatformError for a non-success response (404 for an unknown snapshot).
   */
  listMissingPrivileges<S extends RequestSettings = {}>(
    snapshotId: string,
    query: SnapshotAccessOptions,
    settings?: S,
  ): Promise<GetResult<SnapshotMissingPrivilegesModel, S>>;

  /**
   * Lists the resource types the caller may put in a snapshot of the organization.
   * `GET /rest/organizations/{org}/snapshots/access/resource`.
   * @returns `string[]`, e.g. `['EXTENSION', 'FIELD', 'SOURCE']`.
   * @throws PlatformError for a non-success response.
   */
  listResourceAccess<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<string[], S>>;

  /**
   * Reads a snapshot's content. `GET /rest/organizations/{org}/snapshots/{snapshotId}/content?contentFormat=…`.
   * @returns `SnapshotContentModel` (`FLAT`, the default), or, with `SPLIT_PER_TYPE`, one content per type.
   * @throws PlatformError for a non-success response (404 for an unknown snapshot).
   */
  getContent<S extends RequestSettings = {}>(
    snapshotId: string,
    query?: SnapshotContentOptions,
    settings?: S,
  ): Promise<GetResult<SnapshotContentModel, S>>;

  /**
   * Makes a time-limited URL to download a snapshot's content (`PRIMARY`, the default) or, with
   * `CURRENT_STATE`, the resources it targets as the organization held them at its last dry run.
   * `GET /rest/organizations/{org}/snapshots/{snapshotId}/url?contentType=PRIMARY|CURRENT_STATE`.
   * @returns `SnapshotUrlModel` (`url`, `urlExpiration` in ms since the epoch); the URL answers 409 for
   * `CURRENT_STATE` before any dry run.
   * @throws PlatformError for a non-success response (404 for an unknown snapshot).
   */
  generateUrl<S extends RequestSettings = {}>(
    snapshotId: string,
    query?: SnapshotUrlOptions,
    settings?: S,
  ): Promise<GetResult<SnapshotUrlModel, S>>;

  /**
   * The difference a dry run found between the snapshot and the organization, per resource type.
   * `GET /rest/organizations/{org}/snapshots/{snapshotId}/diff?relativeReportId=…&numberOfLinesMax=…`.
   * @returns `SnapshotDiffModel`.
   * @throws PlatformError for a non-success response (404 for an unknown snapshot or report, 409 while the
   * dry run is not completed).
   */
  diff<S extends RequestSettings = {}>(
    snapshotId: string,
    query?: SnapshotDiffOptions,
    settings?: S,
  ): Promise<GetResult<SnapshotDiffModel, S>>;

  /**
   * Compares the snapshot with the organization without changing anything: the report counts, per
   * resource type, what an apply would create, update and (with `deleteMissingResources`, within
   * `deletionScope` as for {@link apply}) delete. A
   * resource the organization lacks by id is first synchronized with one of its own: the one a link
   * names, else (with `performAutoSynchronization`, default `true`) the one of the most alike name, at
   * least `autoSynchronizationThreshold` alike (0 to 1; default 1, the same name in any case). What a
   * missing query pipeline would hold is counted in error (`resourcesInError`, `resourceOperationResults`).
   * `PUT /rest/organizations/{org}/snapshots/{snapshotId}/dryrun?deleteMissingResources=…`.
   * @returns the `DRY_RUN` `SnapshotReportModel` (PENDING at first: see {@link waitForReport}); its
   * `resultCode` is `RESOURCES_IN_ERROR` when some are.
   * @throws PlatformError for a non-success response (400 for a threshold out of 0 to 1, 404 for an unknown snapshot).
   */
  dryRun(snapshotId: string, query?: DryRunOptions, settings?: RequestSettings): Promise<SnapshotReportModel>;

  /**
   * Applies the snapshot to the organization: its resources are created or updated; with
   * `deleteMissingResources`, resources it lacks are deleted, among the types the snapshot holds
   * (`deletionScope` `ONLY_TYPES_FROM_SNAPSHOT`, the default) or every managed type (`ALL_MANAGED_RESOURCES`).
   * Resources are synchronized as by {@link dryRun}; those in error are left out, or, with
   * `validationRequired`, nothing is changed. With `isTransient`, the snapshot is deleted once applied.
   * `PUT /rest/organizations/{org}/snapshots/{snapshotId}/apply?deleteMissingResources=…&deletionScope=…`.
   * @returns the `APPLY` `SnapshotReportModel` (PENDING at first: see {@link waitForReport}; a transient
   * snapshot's report cannot be followed), with only the resources in error when validation stopped it.
   * @throws PlatformError for a non-success response (400 for an unknown deletion scope, 403 when the
   * snapshot targets another organization, 404 for an unknown snapshot).
   */
  apply(
    snapshotId: string,
    query?: ApplySnapshotOptions,
    settings?: RequestSettings,
  ): Promise<SnapshotReportModel>;

  /**
   * Pushes the snapshot to another organization, where it arrives as a snapshot of its own.
   * `PUT /rest/organizations/{org}/snapshots/{snapshotId}/push?targetOrganizationId=…&developerNotes=…`.
   * @returns `{}` (204); the target organization lists the new snapshot (its `originId` is this
   * organization), and the push is an `EXPORT` activity here.
   * @throws PlatformError for a non-success response (400 without a target or for the snapshot's own
   * organization, 403 `UNABLE_TO_PUSH_TO_ORGANIZATION` when the token may not use the target
   * organization, 404 for an unknown snapshot).
   */
  push(
    snapshotId: string,
    query: PushSnapshotOptions,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;
}

/** The areas of calls under {@link Snapshots}, each a class of its own: `PlatformClient` nests them. */
export const snapshotsAreas = {
  /** A snapshot's synchronization plans. */
  synchronization: SnapshotSynchronization,
} as const satisfies Areas;
