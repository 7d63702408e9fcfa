import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import { ApiKeyTemplates } from './ApiKeyTemplates';
import { apiKeyEndpoints } from './endpoints';
import type { ApiKeysCalls } from './endpoints.generated';
import type {
  ApiKeyModel,
  ApiKeyStatusFilter,
  ApiKeysBulkModel,
  DuplicateApiKeyModel,
  NewApiKeyModel,
  UpdateApiKeyModel,
} from './models';

/** API keys of the organization (`/rest/organizations/{org}/apikeys`). */
export class ApiKeys extends Resource<typeof apiKeyEndpoints> {
  get endpoints() {
    return apiKeyEndpoints;
  }

  /**
   * Enables or disables a key according to its `enabled` flag (calls {@link activate} or {@link disable}).
   * Not a REST call of its own.
   * @returns `{}` (204); {@link get} reads the key as it now is.
   * @throws PlatformError 404 when the key does not exist, or for any other non-success response.
   */
  setEnabled(apiKey: Pick<ApiKeyModel, 'id' | 'enabled'>, settings?: RequestSettings) {
    return apiKey.enabled ? this.activate(apiKey.id, settings) : this.disable(apiKey.id, settings);
  }
}

// The calls of ApiKeys that follow the argument convention: Resource makes them from the endpoint table.
export interface ApiKeys extends ApiKeysCalls {
  /**
   * Lists the organization's API keys, each with its status now (an active key past its `expirationDate`
   * is `EXPIRED`). `GET /rest/organizations/{org}/apikeys?status=…`.
   * @param query `status`: only the keys `ACTIVE`, `SOON_TO_BE_DISABLED`, `SOON_TO_BE_EXPIRED`,
   * `ACTIVE_AND_EXPOSED`, `WITH_WARNING` (soon disabled or expired, or exposed), `ALL_EXPOSED` or
   * `DEACTIVATED` (disabled or expired).
   * @returns `ApiKeyModel[]`.
   */
  list<S extends RequestSettings = {}>(
    query?: { status?: ApiKeyStatusFilter },
    settings?: S,
  ): Promise<GetResult<ApiKeyModel[], S>>;

  /**
   * Creates an API key; the response is the only one that holds its secret `value`. A key with a
   * `lifetimeDuration` (ISO-8601, e.g. `P30D`) expires then (`expirationDate`).
   * `POST /rest/organizations/{org}/apikeys`.
   * @throws PlatformError 400 for a `lifetimeDuration` that is no ISO-8601 duration.
   */
  create(
    apiKey: NewApiKeyModel,
    query?: { apiKeyTemplateId?: string },
    settings?: RequestSettings,
  ): Promise<ApiKeyModel>;

  /** Reads one API key. `GET /rest/organizations/{org}/apikeys/{apiKeyId}`. @throws PlatformError 404 if unknown. */
  get<S extends RequestSettings = {}>(apiKeyId: string, settings?: S): Promise<GetResult<ApiKeyModel, S>>;

  /**
   * Replaces an API key (its id and secret stay). `PUT /rest/organizations/{org}/apikeys/{apiKeyId}` with
   * `UpdateApiKeyModel` as JSON: the published fields are the name, description, IP lists and additional
   * configuration; an `ApiKeyModel` read with {@link get} can be sent back whole.
   * @returns `{}` (204); {@link get} reads the key as it now is.
   * @throws PlatformError 404 when the key does not exist, or for any other non-success response.
   */
  update(
    apiKeyId: string,
    apiKey: UpdateApiKeyModel,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /** Deletes an API key. `DELETE /rest/organizations/{org}/apikeys/{apiKeyId}`. @returns `{}` (204). */
  delete(apiKeyId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Enables an API key (`enabled: true`, status `ENABLED`). `PUT /rest/organizations/{org}/apikeys/{apiKeyId}/activate`.
   * @returns `{}` (204). @throws PlatformError 404 when the key does not exist.
   */
  activate(apiKeyId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Disables an API key (`enabled: false`, status `DISABLED`). `PUT /rest/organizations/{org}/apikeys/{apiKeyId}/disable`.
   * @returns `{}` (204). @throws PlatformError 404 when the key does not exist.
   */
  disable(apiKeyId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Enables several keys at once. `PUT /rest/organizations/{org}/apikeys/activate/bulk` with the ids as
   * a JSON array. All or nothing.
   * @param apiKeyIds ids of the keys, e.g. `['t4hk287bfj5sg6wskg64ckk5a']`. @returns `{}` (204).
   * @throws PlatformError 400 for a body that is not an array of ids, 412 when an id names no key.
   */
  activateBulk(apiKeyIds: ApiKeysBulkModel, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Disables several keys at once. `PUT /rest/organizations/{org}/apikeys/disable/bulk` with the ids as
   * a JSON array. All or nothing.
   * @returns `{}` (204). @throws PlatformError 400 for a malformed id list, 412 when an id names no key.
   */
  disableBulk(apiKeyIds: ApiKeysBulkModel, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Deletes several keys at once. `POST /rest/organizations/{org}/apikeys/delete/bulk` with the ids as
   * a JSON array. All or nothing.
   * @returns `{}` (204). @throws PlatformError 400 for a malformed id list, 412 when an id names no key.
   */
  deleteBulk(apiKeyIds: ApiKeysBulkModel, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Extends a key's life by its lifetime again, counted from now; an expired key comes back enabled.
   * `PUT /rest/organizations/{org}/apikeys/{apiKeyId}/activation/extend`.
   * @returns `{}` (204); {@link get} gives the key's new `expirationDate` (ms since the epoch).
   * @throws PlatformError 404 if unknown.
   */
  extendActivation(apiKeyId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Creates a key with the privileges of another. `PUT /rest/organizations/{org}/apikeys/{apiKeyId}/duplicate`.
   * @param changes `displayName`, `description`, `lifetimeDuration` (ISO-8601, e.g. `P30D`) of the new key.
   * @returns the new key, with its secret `value` (shown this once). @throws PlatformError 404 if unknown.
   */
  duplicate(
    apiKeyId: string,
    changes: DuplicateApiKeyModel,
    settings?: RequestSettings,
  ): Promise<ApiKeyModel>;
}

/** The areas of calls under {@link ApiKeys}, each a class of its own: `PlatformClient` nests them. */
export const apiKeysAreas = {
  /** API key templates: named sets of privileges. */
  templates: ApiKeyTemplates,
} as const satisfies Areas;
