import type { QueryOf } from '../../core/published';
import type { components, operations } from '../../generated/migration';

type Schemas = components['schemas'];

/** The type of a vault entry's value. */
export type VaultValueType = NonNullable<Schemas['VaultEntryModel']['valueType']>;

/** Who may read a vault entry's value: `PUBLIC` (anyone), `OBFUSCATED` (never shown), `STRICT` (only where it is used). */
export type VaultVisibilityType = NonNullable<Schemas['VaultEntryModel']['vaultVisibilityType']>;

/** How `fetch` copies entries: only those missing here, or overwriting those that exist. */
export type VaultFetchStrategy = NonNullable<QueryOf<operations['fetchVaultEntries']>['fetchStrategy']>;

/**
 * A vault entry: a secret that configurations (sources, extensions, ...) refer to as `{{vault.<vaultEntryId>}}`.
 * Snapshots carry the references, never the values. Kept by hand: the published `VaultEntryModel` names
 * the entry `key`, where the emulator and this client name it `vaultEntryId`.
 */
export interface VaultEntryModel {
  vaultEntryId: string;
  valueType: VaultValueType;
  vaultVisibilityType: VaultVisibilityType;
  /** Write-only unless the entry is `PUBLIC`. */
  value?: string;
  organizationId?: string;
  /** The organization it was copied from, by `fetch`. */
  copiedFrom?: string;
  /** ms since the epoch. */
  createdDate?: number;
  [key: string]: unknown;
}

/** One page of vault entries. */
export interface VaultEntryPage {
  items: VaultEntryModel[];
  totalEntries: number;
  totalPages: number;
}

export interface ListVaultEntriesOptions {
  page?: number;
  perPage?: number;
}

/** `snapshotId` is required, though the published parameter is optional. */
export type MissingVaultEntriesOptions = Required<QueryOf<operations['getSnapshotVaultEntryState']>>;

/** The vault entries a snapshot refers to that the organization lacks: their ids (`vaultEntryId`). */
export type MissingVaultEntriesModel = Required<Schemas['SnapshotVaultEntryState']>;

export interface FetchVaultEntriesOptions {
  /** The snapshot whose references decide which entries to copy. */
  referenceSnapshotId: string;
  /** The organization to copy them from (the token must be allowed there). */
  sourceOrganizationId: string;
  fetchStrategy?: VaultFetchStrategy;
}
