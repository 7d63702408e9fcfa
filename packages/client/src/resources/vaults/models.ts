import type { QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/migration';

type Schemas = components['schemas'];

/** The type of a vault entry's value. */
export type VaultValueType = NonNullable<Schemas['VaultEntryModel']['valueType']>;

/** Who may read a vault entry's value: `PUBLIC` (anyone), `OBFUSCATED` (never shown), `STRICT` (only where it is used). */
export type VaultVisibilityType = NonNullable<Schemas['VaultEntryModel']['vaultVisibilityType']>;

/** How `fetch` copies entries: only those missing here, or overwriting those that exist. */
export type VaultFetchStrategy = NonNullable<QueryOf<operations['fetchVaultEntries']>['fetchStrategy']>;

/**
 * A vault entry: a secret that configurations (sources, extensions, ...) refer to as `{{vault.<key>}}`,
 * named by its `key` (letters, digits, `.`, `_`, `-`). Its `value` is write-only unless the entry is
 * `PUBLIC`. Snapshots carry the references, never the values.
 */
export type VaultEntryModel = WithRequired<
  Schemas['VaultEntryModel'],
  'key' | 'valueType' | 'vaultVisibilityType'
> & {
  /** The organization it was copied from, by `fetch` (the emulator's mark, beside the published fields). */
  copiedFrom?: string;
};

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

/** The vault entries a snapshot refers to that the organization lacks: their keys. */
export type MissingVaultEntriesModel = Required<Schemas['SnapshotVaultEntryState']>;

export interface FetchVaultEntriesOptions {
  /** The snapshot whose references decide which entries to copy. */
  referenceSnapshotId: string;
  /** The organization to copy them from (the token must be allowed there). */
  sourceOrganizationId: string;
  fetchStrategy?: VaultFetchStrategy;
}
