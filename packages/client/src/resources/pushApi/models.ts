import type { SecurityIdentityReference } from '../securityCache/models';

/** A security identity pushed to a provider: the identity, its members (groups) and well-known identities. */
export interface PushIdentityModel {
  identity: SecurityIdentityReference;
  /** Members of a group identity. */
  members?: SecurityIdentityReference[];
  wellKnowns?: SecurityIdentityReference[];
}

/** An identity's aliases in other providers. */
export interface PushMappingModel {
  identity: SecurityIdentityReference;
  mappings: SecurityIdentityReference[];
  wellKnowns?: SecurityIdentityReference[];
}

/** An identity to delete. */
export interface PushDeleteIdentityModel {
  identity: SecurityIdentityReference;
}

/**
 * A batch of identity changes. The platform reads it from the file container named by `fileId`; the
 * body may carry it instead (the emulator reads it there).
 */
export interface PushIdentityBatchModel {
  members?: PushIdentityModel[];
  mappings?: PushMappingModel[];
  deleted?: PushDeleteIdentityModel[];
}

export interface PushOrderingOptions {
  /** Orders the changes: a change with a lower `orderingId` than the stored one is ignored. Default: now, in ms. */
  orderingId?: number;
}

export interface PushBatchOptions extends PushOrderingOptions {
  /** The file container that holds the batch, uploaded as JSON (see `createFileContainer`). */
  fileId: string;
}

export interface DeleteOlderThanOptions {
  /** Identities pushed with an older `orderingId` are deleted. */
  orderingId: number;
  /** Wait this many minutes before deleting. Default 15 on the platform; 0 in the emulator. */
  queueDelay?: number;
}

export interface FileContainerOptions {
  useVirtualHostedStyleUrl?: boolean;
}

/** A place to upload a batch file to, before a batch call names it by `fileId`. */
export interface FileContainerModel {
  fileId: string;
  uploadUri: string;
  requiredHeaders: Record<string, string>;
}
