import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { vaultEndpoints } from './endpoints';
import type { VaultsCalls } from './endpoints.generated';
import type {
  FetchVaultEntriesOptions,
  ListVaultEntriesOptions,
  MissingVaultEntriesModel,
  MissingVaultEntriesOptions,
  VaultEntryModel,
  VaultEntryPage,
} from './models';

/**
 * Vault entries of the organization (`/rest/organizations/{org}/vaultentries`): secrets that
 * configurations refer to. Snapshots carry the references only: {@link listMissing} finds the entries a
 * snapshot needs here, {@link fetch} copies them from the snapshot's organization.
 */
export class Vaults extends Resource<typeof vaultEndpoints> {
  get endpoints() {
    return vaultEndpoints;
  }
}

// The calls of Vaults that follow the argument convention: Resource makes them from the endpoint table.
export interface Vaults extends VaultsCalls {
  /**
   * Lists the organization's vault entries (values of non-`PUBLIC` entries left out).
   * `GET /rest/organizations/{org}/vaultentries?page=…&pageSize=…`.
   * @returns `VaultEntryPage`.
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(
    query?: ListVaultEntriesOptions,
    settings?: S,
  ): Promise<GetResult<VaultEntryPage, S>>;

  /**
   * Creates a vault entry. `POST /rest/organizations/{org}/vaultentries` with the entry as JSON
   * (`key`, `valueType`, `vaultVisibilityType`, `value`).
   * @returns the stored `VaultEntryModel` (value left out unless `PUBLIC`).
   * @throws PlatformError for a non-success response (400 for a malformed entry, 409 when the key is taken).
   */
  create(entry: VaultEntryModel, settings?: RequestSettings): Promise<VaultEntryModel>;

  /**
   * Lists the vault entries a snapshot refers to that the organization lacks.
   * `GET /rest/organizations/{org}/vaultentries/missing?snapshotId=…`.
   * @returns `{ missingVaultEntries }`: the ids of the entries missing here.
   * @throws PlatformError for a non-success response (400 without `snapshotId`, 404 for an unknown snapshot).
   */
  listMissing<S extends RequestSettings = {}>(
    query: MissingVaultEntriesOptions,
    settings?: S,
  ): Promise<GetResult<MissingVaultEntriesModel, S>>;

  /**
   * Copies the vault entries a snapshot refers to from another organization: with `ONLY_MISSING` (the
   * default) those missing here, with `OVERWRITE` all of them; an entry the other organization lacks
   * stays missing. The parameters go in the query string.
   * `PUT /rest/organizations/{org}/vaultentries/fetch?referenceSnapshotId=…&sourceOrganizationId=…&fetchStrategy=…`.
   * @returns `{}` (204); {@link listMissing} tells what is still missing.
   * @throws PlatformError for a non-success response (400 for a missing parameter or an unknown strategy,
   * 403 for a source organization the token may not use, 404 for an unknown snapshot).
   */
  fetch(query: FetchVaultEntriesOptions, settings?: RequestSettings): Promise<Record<string, never>>;
}
