import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { snapshotSynchronizationEndpoints } from './endpoints';
import type {
  SnapshotSynchronizationReportModel,
  SynchronizationPlanModel,
  UpdateSynchronizationChildrenOptions,
} from './models';

/**
 * Synchronization plans of a snapshot (`/rest/organizations/{org}/snapshots/{snapshotId}/synchronization`):
 * how the snapshot's resources match the resources the target organization already has.
 * A plan is `CREATING`, then `CREATED` (or `IN_ERROR`).
 */
export class SnapshotSynchronization extends Resource<typeof snapshotSynchronizationEndpoints> {
  get endpoints() {
    return snapshotSynchronizationEndpoints;
  }
}

// The calls of SnapshotSynchronization that follow the argument convention: Resource makes them from the endpoint table.
export interface SnapshotSynchronization {
  /**
   * Creates a synchronization plan for a snapshot; a `CREATE_SYNCHRONIZATION_PLAN` report follows it.
   * `POST /rest/organizations/{org}/snapshots/{snapshotId}/synchronization`.
   * @returns the `SynchronizationPlanModel` (`CREATING` at first).
   * @throws PlatformError for a non-success response (404 for an unknown snapshot).
   */
  create(snapshotId: string, settings?: RequestSettings): Promise<SynchronizationPlanModel>;

  /**
   * Reads a synchronization plan.
   * `GET /rest/organizations/{org}/snapshots/{snapshotId}/synchronization/{synchronizationPlanId}`.
   * @returns `SynchronizationPlanModel`.
   * @throws PlatformError for a non-success response (404 for an unknown snapshot or plan).
   */
  get<S extends RequestSettings = {}>(
    snapshotId: string,
    synchronizationPlanId: string,
    settings?: S,
  ): Promise<GetResult<SynchronizationPlanModel, S>>;

  /**
   * Replaces a plan's matches (`resourceSynchronizationOperations`, `alreadyLinkedResources`).
   * `PUT /rest/organizations/{org}/snapshots/{snapshotId}/synchronization/{synchronizationPlanId}` with the plan as JSON.
   * @returns the updated `SynchronizationPlanModel`.
   * @throws PlatformError for a non-success response (400 for a malformed plan, 404 for an unknown one,
   * 409 while it is `CREATING`).
   */
  update(
    snapshotId: string,
    synchronizationPlanId: string,
    plan: Partial<SynchronizationPlanModel>,
    settings?: RequestSettings,
  ): Promise<SynchronizationPlanModel>;

  /**
   * Applies a plan: links each of the snapshot's resources to its best match (the organization's links,
   * `links.list`); a resource linked elsewhere already has its link replaced with `overrideExistingLinks`.
   * `PUT /rest/organizations/{org}/snapshots/{snapshotId}/synchronization/{synchronizationPlanId}/apply?overrideExistingLinks=…`.
   * @returns the `APPLY_SYNCHRONIZATION_PLAN` `SnapshotSynchronizationReportModel` (the snapshot's
   * `synchronizationReports` keep it), with the links created and overridden per resource type (`linkOperations`).
   * @throws PlatformError for a non-success response (404 for an unknown plan, 409 unless it is `CREATED`,
   * and, without `overrideExistingLinks`, when a resource is linked elsewhere already: no link then changes).
   */
  apply(
    snapshotId: string,
    synchronizationPlanId: string,
    query?: { overrideExistingLinks?: boolean },
    settings?: RequestSettings,
  ): Promise<SnapshotSynchronizationReportModel>;

  /**
   * Points the children of one of the snapshot's resources at a parent of the target organization.
   * `PUT /rest/organizations/{org}/snapshots/{snapshotId}/synchronization/{synchronizationPlanId}/children?snapshotParentResourceName=…&parentResourceType=…&targetParentId=…`.
   * @returns the updated `SynchronizationPlanModel`.
   * @throws PlatformError for a non-success response (400 without the three parameters, 404 for an unknown plan).
   */
  updateChildren(
    snapshotId: string,
    synchronizationPlanId: string,
    query: UpdateSynchronizationChildrenOptions,
    settings?: RequestSettings,
  ): Promise<SynchronizationPlanModel>;
}
