import type { RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import { pushApiEndpoints } from './endpoints';
import type { PushApiCalls } from './endpoints.generated';
import type {
  DeleteOlderThanOptions,
  FileContainerModel,
  FileContainerOptions,
  PushBatchOptions,
  PushDeleteIdentityModel,
  PushIdentityModel,
  PushMappingModel,
  PushOrderingOptions,
} from './models';
import { PushDocuments } from './PushDocuments';
import { PushDataCollectionStreams, PushStreams } from './PushStreams';

/**
 * The Push API (`/push/v1/organizations/{org}/...`, on the serverless host): security identities
 * (`providers/{providerId}/...`; what is pushed here is what `securityCache` and `indexes.documents`
 * permissions report), file containers, the status of a push source, and the nested {@link pushApiAreas.documents | documents},
 * {@link pushApiAreas.streams | streams} and {@link pushApiAreas.dataCollectionStreams | dataCollectionStreams} calls.
 */
export class PushApi extends Resource<typeof pushApiEndpoints> {
  get endpoints() {
    return pushApiEndpoints;
  }
}

// The calls of PushApi that follow the argument convention: Resource makes them from the endpoint table.
export interface PushApi extends PushApiCalls {
  /**
   * Adds or replaces an identity's aliases (mappings) in other providers.
   * `PUT /push/v1/organizations/{org}/providers/{providerId}/mappings?orderingId=…` with the mapping as JSON.
   * @returns `{}` (202).
   * @throws PlatformError for a non-success response (400 for a malformed mapping, 404 for an unknown provider).
   */
  updateMappings(
    providerId: string,
    mapping: PushMappingModel,
    query?: PushOrderingOptions,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Adds or replaces a security identity (a user, or a group with its `members`).
   * `PUT /push/v1/organizations/{org}/providers/{providerId}/permissions?orderingId=…` with the identity as JSON.
   * @returns `{}` (202).
   * @throws PlatformError for a non-success response (400 for a malformed identity, 404 for an unknown provider).
   */
  updateIdentity(
    providerId: string,
    identity: PushIdentityModel,
    query?: PushOrderingOptions,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Deletes a security identity (and its membership in every group).
   * `DELETE /push/v1/organizations/{org}/providers/{providerId}/permissions?orderingId=…` with the identity as JSON.
   * @returns `{}` (202).
   * @throws PlatformError for a non-success response (400 for a malformed identity, 404 for an unknown provider).
   */
  deleteIdentity(
    providerId: string,
    identity: PushDeleteIdentityModel,
    query?: PushOrderingOptions,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Applies a batch of identity changes (a `PushIdentityBatchModel`: `members` added or replaced,
   * `mappings`, `deleted`) that was uploaded as JSON to a file container (see `createFileContainer`).
   * `PUT /push/v1/organizations/{org}/providers/{providerId}/permissions/batch?fileId=…&orderingId=…`.
   * @param query `fileId` (required): the container that holds the batch; `orderingId`.
   * @returns `{}` (202).
   * @throws PlatformError for a non-success response (400 for a container without a batch, 404 for an
   * unknown provider or file container).
   */
  updateIdentitiesBatch(
    providerId: string,
    query: PushBatchOptions,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Deletes the provider's identities pushed with an `orderingId` older than the one given.
   * `DELETE /push/v1/organizations/{org}/providers/{providerId}/permissions/olderthan?orderingId=…&queueDelay=…`.
   * @param query `orderingId` (required), e.g. the time (ms) the last full push started; `queueDelay`.
   * @returns `{}` (202).
   * @throws PlatformError for a non-success response (404 for an unknown provider).
   */
  deleteOlderThan(
    providerId: string,
    query: DeleteOlderThanOptions,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Makes a file container to upload a batch to. `POST /push/v1/organizations/{org}/files?useVirtualHostedStyleUrl=…`.
   * @returns `FileContainerModel` (`fileId`, `uploadUri`, `requiredHeaders`) (201).
   * @throws PlatformError for a non-success response.
   */
  createFileContainer(query?: FileContainerOptions, settings?: RequestSettings): Promise<FileContainerModel>;
}

/** The areas of calls under {@link PushApi}, each a class of its own: `PlatformClient` nests them. */
export const pushApiAreas = {
  /** Items of a push source: one at a time, or a batch from a file container. */
  documents: PushDocuments,
  /** The Stream API for sources: open, upload in chunks, close; or update and merge from a file container. */
  streams: PushStreams,
  /** The Stream API for data collections. */
  dataCollectionStreams: PushDataCollectionStreams,
} as const satisfies Areas;
