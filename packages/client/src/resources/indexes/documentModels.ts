import type { SecurityCacheEntityModel, SecurityIdentityReference } from '../securityCache/models';

/** One level of a document's permission model: who is allowed and who is denied. */
export interface DocumentPermissionLevelModel {
  name?: string;
  allowedPermissions: SecurityIdentityReference[];
  deniedPermissions: SecurityIdentityReference[];
  allowAnonymous?: boolean;
}

/** A document's permissions, as its source declared them. */
export interface DocumentPermissionsModel {
  documentId: string;
  permissionSets: DocumentPermissionLevelModel[];
}

export interface EffectivePermissionsOptions {
  /** Identities updated since (ISO 8601 or ms since the epoch). */
  from?: string;
  to?: string;
  /** `ALLOWED`, `DENIED` or both (default). */
  includedEntities?: 'ALLOWED' | 'DENIED' | (string & {}) | Array<'ALLOWED' | 'DENIED' | (string & {})>;
  states?: string | string[];
  page?: number;
  perPage?: number;
}

/** An identity that can (or cannot) see a document, its groups expanded. */
export interface EffectivePermissionModel extends SecurityCacheEntityModel {
  allowed: boolean;
}

/** One page of effective permissions. */
export interface EffectivePermissionsPage {
  items: EffectivePermissionModel[];
  totalEntries: number;
  totalPages: number;
}
