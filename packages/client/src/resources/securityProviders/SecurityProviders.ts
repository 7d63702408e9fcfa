import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { securityProviderEndpoints } from './endpoints';
import type { SecurityProvidersCalls } from './endpoints.generated';
import type {
  NewSecurityProviderModel,
  RawSecurityProviderModel,
  SecurityProviderModel,
  SecurityProviderScheduleModel,
  UpdateRawSecurityProviderOptions,
} from './models';

/**
 * Security providers of the organization (`/rest/organizations/{org}/securityproviders`): where the
 * identities of secured content come from. Refreshes start from `securityCache.refreshProvider` and stop
 * with {@link cancelRefresh}; identities are read through `securityCache`.
 */
export class SecurityProviders extends Resource<typeof securityProviderEndpoints> {
  get endpoints() {
    return securityProviderEndpoints;
  }
}

// The calls of SecurityProviders that follow the argument convention: Resource makes them from the endpoint table.
export interface SecurityProviders extends SecurityProvidersCalls {
  /**
   * Lists the organization's security providers. `GET /rest/organizations/{org}/securityproviders`.
   * @returns `SecurityProviderModel[]`, each with its `currentStatus`.
   * @throws PlatformError for a non-success response.
   */
  list<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<SecurityProviderModel[], S>>;

  /**
   * Reads one security provider. `GET /rest/organizations/{org}/securityproviders/{providerId}`.
   * @returns `SecurityProviderModel`, with `currentStatus` and `lastRefreshOperation`.
   * @throws PlatformError for a non-success response (404 for an unknown provider).
   */
  get<S extends RequestSettings = {}>(
    providerId: string,
    settings?: S,
  ): Promise<GetResult<SecurityProviderModel, S>>;

  /**
   * Creates the security provider, or replaces it when it exists.
   * `PUT /rest/organizations/{org}/securityproviders/{providerId}` with the provider as JSON (`name` defaults to the id).
   * @returns the stored `SecurityProviderModel`.
   * @throws PlatformError for a non-success response (400 for a malformed provider).
   */
  createOrUpdate(
    providerId: string,
    provider: NewSecurityProviderModel,
    settings?: RequestSettings,
  ): Promise<SecurityProviderModel>;

  /**
   * Deletes a security provider and the identities it holds.
   * `DELETE /rest/organizations/{org}/securityproviders/{providerId}`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown provider).
   */
  delete(providerId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Lists a provider's refresh schedules. `GET /rest/organizations/{org}/securityproviders/{providerId}/schedules`.
   * @returns `SecurityProviderScheduleModel[]`.
   * @throws PlatformError for a non-success response (404 for an unknown provider).
   */
  listSchedules<S extends RequestSettings = {}>(
    providerId: string,
    settings?: S,
  ): Promise<GetResult<SecurityProviderScheduleModel[], S>>;

  /**
   * Replaces one of a provider's refresh schedules.
   * `PUT /rest/organizations/{org}/securityproviders/{providerId}/schedules/{scheduleId}` with the schedule as JSON.
   * @returns the stored `SecurityProviderScheduleModel`.
   * @throws PlatformError for a non-success response (400 for a malformed schedule, 404 for an unknown
   * provider or schedule).
   */
  updateSchedule(
    providerId: string,
    scheduleId: string,
    schedule: Partial<SecurityProviderScheduleModel>,
    settings?: RequestSettings,
  ): Promise<SecurityProviderScheduleModel>;

  /**
   * Cancels the provider's running refresh: it ends with result `ABORT`, and its activity is aborted.
   * `POST /rest/organizations/{org}/securityproviders/{providerId}/refresh/cancel`, no body.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown provider, 409 when no refresh runs).
   */
  cancelRefresh(providerId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Reads a provider's raw configuration (the platform's own representation).
   * `GET /rest/organizations/{org}/securityproviders/{securityProviderId}/raw`.
   * @returns the `RawSecurityProviderModel`.
   * @throws PlatformError for a non-success response (404 for an unknown provider).
   */
  getRaw<S extends RequestSettings = {}>(
    securityProviderId: string,
    settings?: S,
  ): Promise<GetResult<RawSecurityProviderModel, S>>;

  /**
   * Replaces a provider's raw configuration.
   * `PUT /rest/organizations/{org}/securityproviders/{securityProviderId}/raw?forceUpdate=…` with the raw provider as JSON.
   * @returns `{}` (204); read the provider with {@link getRaw}.
   * @throws PlatformError for a non-success response (400 for a malformed provider, 404 for an unknown one).
   */
  updateRaw(
    securityProviderId: string,
    provider: Partial<SecurityProviderModel>,
    query?: UpdateRawSecurityProviderOptions,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;
}
