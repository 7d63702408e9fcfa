import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { apiKeyEndpoints } from './endpoints';
import type { ApiKeyModel, ApiKeyStatus, NewApiKeyModel } from './models';

/** API keys of the organization (`/rest/organizations/{org}/apikeys`). */
export class ApiKeys extends Resource<typeof apiKeyEndpoints> {
  readonly endpoints = apiKeyEndpoints;

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
}
