/** The type of a vault entry's value. */
export type VaultValueType = 'BOOLEAN' | 'FLOAT' | 'INTEGER' | 'STRING' | (string & {});

/** Who may read a vault entry's value: `PUBLIC` (anyone), `OBFUSCATED` (never shown), `STRICT` (only where it is used). */
export type VaultVisibilityType = 'OBFUSCATED' | 'PUBLIC' | 'STRICT' | (string & {});

/** How `fetch` copies entries: only those missing here, or overwriting those that exist. */
export type VaultFetchStrategy = 'ONLY_MISSING' | 'OVERWRITE' | (string & {});

/**
 * A vault entry: a secret that configurations (sources, extensions, ...) refer to as `{{vault.<vaultEntryId>}}`.
 * Snapshots carry the references, never the values.
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

export interface MissingVaultEntriesOptions {
  snapshotId: string;
}

/** The vault entries a snapshot refers to that the organization lacks. */
export interface MissingVaultEntriesModel {
  /** Their ids (`vaultEntryId`). */
  missingVaultEntries: string[];
}

export interface FetchVaultEntriesOptions {
  /** The snapshot whose references decide which entries to copy. */
  referenceSnapshotId: string;
  /** The organization to copy them from (the token must be allowed there). */
  sourceOrganizationId: string;
  fetchStrategy?: VaultFetchStrategy;
}
