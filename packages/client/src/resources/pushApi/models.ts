import type { QueryOf, WithRequired } from '../../core/published';
import type { components, paths } from '../../generated/push';

type Schemas = components['schemas'];
type Permissions = '/organizations/{organizationId}/providers/{providerId}/permissions';

/**
 * Kinds of security identities, as the Push API names them (the security cache answers them as `User`,
 * `Group`, `VirtualGroup` and `Unknown`).
 */
export type PushIdentityType = NonNullable<Schemas['Identity']['type']>;

/** A security identity as the Push API takes it (`additionalInfo`: more about it, as text by name). */
export type PushIdentity = WithRequired<Schemas['Identity'], 'name' | 'type'>;

/** An identity of another provider, an alias of the pushed one (`provider`, e.g. `Email Security Provider`). */
export type PushMappedIdentity = WithRequired<Schemas['MappedIdentity'], 'name' | 'type'>;

/** A security identity pushed to a provider: the identity, its members (groups) and well-known identities. */
export interface PushIdentityModel {
  identity: PushIdentity;
  members?: PushIdentity[];
  wellKnowns?: PushIdentity[];
}

/** An identity's aliases in other providers. */
export interface PushMappingModel {
  identity: PushIdentity;
  mappings: PushMappedIdentity[];
  wellKnowns?: PushIdentity[];
}

/** An identity to delete. */
export interface PushDeleteIdentityModel {
  identity: PushIdentity;
}

/** A batch of identity changes: the JSON file uploaded to the file container that `fileId` names (not a published schema). */
export interface PushIdentityBatchModel {
  members?: PushIdentityModel[];
  mappings?: PushMappingModel[];
  deleted?: PushDeleteIdentityModel[];
}

/**
 * `orderingId` orders the changes: a change with a lower `orderingId` than the stored one is ignored.
 * Default: now, in ms.
 */
export type PushOrderingOptions = QueryOf<paths[Permissions]['put']>;

/** `fileId`: the file container that holds the batch, uploaded as JSON (see `createFileContainer`). */
export type PushBatchOptions = WithRequired<QueryOf<paths[`${Permissions}/batch`]['put']>, 'fileId'>;

/**
 * Identities pushed with an older `orderingId` are deleted, after `queueDelay` minutes (default 15 on
 * the platform; 0 in the emulator). `orderingId` is required, though the published parameter is optional.
 */
export type DeleteOlderThanOptions = WithRequired<
  QueryOf<paths[`${Permissions}/olderthan`]['delete']>,
  'orderingId'
>;

export type FileContainerOptions = QueryOf<paths['/organizations/{organizationId}/files']['post']>;

/** A place to upload a batch file to, before a batch call names it by `fileId`. */
export type FileContainerModel = Required<Schemas['PresignedUploadUrl']>;
