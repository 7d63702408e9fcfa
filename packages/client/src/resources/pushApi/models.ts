/**
 * Kinds of security identities, as the Push API names them (the security cache answers them as `User`,
 * `Group`, `VirtualGroup` and `Unknown`).
 */
export type PushIdentityType = 'USER' | 'GROUP' | 'VIRTUAL_GROUP' | 'UNKNOWN';

/** A security identity as the Push API takes it. */
export interface PushIdentity {
  name: string;
  type: PushIdentityType;
  /** More about the identity, as text by name. */
  additionalInfo?: Record<string, string>;
}

/** An identity of another provider, an alias of the pushed one. */
export interface PushMappedIdentity extends PushIdentity {
  /** The provider that knows the alias, e.g. `Email Security Provider`. */
  provider?: string;
}

/** A security identity pushed to a provider: the identity, its members (groups) and well-known identities. */
export interface PushIdentityModel {
  identity: PushIdentity;
  /** Members of a group identity. */
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

/** A batch of identity changes: the JSON file uploaded to the file container that `fileId` names. */
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
