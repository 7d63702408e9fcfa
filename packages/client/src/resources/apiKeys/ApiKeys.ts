import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { ApiKeyTemplates } from './ApiKeyTemplates';
import { apiKeyEndpoints } from './endpoints';
import type {
  ApiKeyModel,
  ApiKeyStatus,
  ApiKeysBulkModel,
  ApiKeysBulkResultModel,
  DuplicateApiKeyModel,
  NewApiKeyModel,
} from './models';

/** API keys of the organization (`/rest/organizations/{org}/apikeys`). */
export class ApiKeys extends Resource<typeof apiKeyEndpoints> {
  readonly endpoints = apiKeyEndpoints;

  /** API key templates: named sets of privileges. */
  readonly templates = new ApiKeyTemplates(this.transport);

  /** Lists the organization's API keys. `GET /rest/organizations/{org}/apikeys`. @returns `ApiKeyModel[]`. */
  list(query?: { status?: ApiKeyStatus }, settings?: RequestSettings) {
    return this.call<ApiKeyModel[]>('list', { query }, settings);
  }

  /**
   * Creates an API key; the response is the only one that holds its secret `value`.
   * `POST /rest/organizations/{org}/apikeys`.
   */
  create(apiKey: NewApiKeyModel, query?: { apiKeyTemplateId?: string }, settings?: RequestSettings) {
    return this.call<ApiKeyModel>('create', { body: apiKey, query }, settings);
  }

  /** Reads one API key. `GET /rest/organizations/{org}/apikeys/{apiKeyId}`. @throws PlatformError 404 if unknown. */
  get(apiKeyId: string, settings?: RequestSettings) {
    return this.call<ApiKeyModel>('get', { path: { apiKeyId } }, settings);
  }

  /** Replaces an API key. `PUT /rest/organizations/{org}/apikeys/{apiKeyId}`; the id comes from `apiKey.id`. */
  update(apiKeyId: string, apiKey: ApiKeyModel, settings?: RequestSettings) {
    return this.call<ApiKeyModel>('update', { path: { apiKeyId }, body: apiKey }, settings);
  }

  /** Deletes an API key. `DELETE /rest/organizations/{org}/apikeys/{apiKeyId}`. @returns `{}` (204). */
  delete(apiKeyId: string, settings?: RequestSettings) {
    return this.call<Record<string, never>>('delete', { path: { apiKeyId } }, settings);
  }

  /** Enables an API key. `PUT /rest/organizations/{org}/apikeys/{apiKeyId}/activate`. */
  activate(apiKeyId: string, settings?: RequestSettings) {
    return this.call<ApiKeyModel>('activate', { path: { apiKeyId } }, settings);
  }

  /** Disables an API key. `PUT /rest/organizations/{org}/apikeys/{apiKeyId}/disable`. */
  disable(apiKeyId: string, settings?: RequestSettings) {
    return this.call<ApiKeyModel>('disable', { path: { apiKeyId } }, settings);
  }

  /**
   * Enables or disables a key according to its `enabled` flag (calls {@link activate} or {@link disable}).
   * Not a REST call of its own.
   */
  setEnabled(apiKey: Pick<ApiKeyModel, 'id' | 'enabled'>, settings?: RequestSettings) {
    return apiKey.enabled ? this.activate(apiKey.id, settings) : this.disable(apiKey.id, settings);
  }

  /**
   * Enables several keys at once. `PUT /rest/organizations/{org}/apikeys/activate/bulk`.
   * @param keys `{ apiKeyIds }`. @returns `{ succeeded, failed }`: unknown ids fail, the others are enabled.
   * @throws PlatformError 400 for a malformed id list.
   */
  activateBulk(keys: ApiKeysBulkModel, settings?: RequestSettings) {
    return this.call<ApiKeysBulkResultModel>('activateBulk', { body: keys }, settings);
  }

  /**
   * Disables several keys at once. `PUT /rest/organizations/{org}/apikeys/disable/bulk`.
   * @param keys `{ apiKeyIds }`. @returns `{ succeeded, failed }`.
   */
  disableBulk(keys: ApiKeysBulkModel, settings?: RequestSettings) {
    return this.call<ApiKeysBulkResultModel>('disableBulk', { body: keys }, settings);
  }

  /**
   * Deletes several keys at once. `POST /rest/organizations/{org}/apikeys/delete/bulk`.
   * @param keys `{ apiKeyIds }`. @returns `{ succeeded, failed }`.
   */
  deleteBulk(keys: ApiKeysBulkModel, settings?: RequestSettings) {
    return this.call<ApiKeysBulkResultModel>('deleteBulk', { body: keys }, settings);
  }

  /**
   * Extends a key's life by its lifetime again, counted from now; an expired key comes back enabled.
   * `PUT /rest/organizations/{org}/apikeys/{apiKeyId}/activation/extend`.
   * @returns the key, with its new `expirationDate` (ms since the epoch). @throws PlatformError 404 if unknown.
   */
  extendActivation(apiKeyId: string, settings?: RequestSettings) {
    return this.call<ApiKeyModel>('extendActivation', { path: { apiKeyId } }, settings);
  }

  /**
   * Creates a key with the privileges of another. `PUT /rest/organizations/{org}/apikeys/{apiKeyId}/duplicate`.
   * @param changes `displayName`, `description`, `lifetimeDuration` (ISO-8601, e.g. `P30D`) of the new key.
   * @returns the new key, with its secret `value` (shown this once). @throws PlatformError 404 if unknown.
   */
  duplicate(apiKeyId: string, changes: DuplicateApiKeyModel, settings?: RequestSettings) {
    return this.call<ApiKeyModel>('duplicate', { path: { apiKeyId }, body: changes }, settings);
  }
}
