import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { securityCacheEndpoints } from './endpoints';
import type { SecurityCacheCalls } from './endpoints.generated';
import type {
  SecurityCacheEntityModel,
  SecurityCacheEntityPage,
  SecurityCacheFilterModel,
  SecurityCacheMembersOptions,
  SecurityCachePageOptions,
  SecurityCacheRelationsOptions,
  SecurityCacheScheduleModel,
  SecurityCacheSidPage,
  SecurityCacheStatusModel,
  SecurityIdentityReference,
} from './models';

/**
 * The security identity cache (`/rest/organizations/{org}/securitycache`): the identities the
 * organization's security providers hold (from refreshes or the Push API), their members and
 * parents, and the refreshes that update them.
 */
export class SecurityCache extends Resource<typeof securityCacheEndpoints> {
  get endpoints() {
    return securityCacheEndpoints;
  }

  /**
   * Lists a provider's identities, in the page model (the client sends `usePageModel=true` unless told
   * otherwise). `GET /rest/organizations/{org}/securitycache/entities/{providerId}/members?page=…&perPage=…&states=…&from=…&to=…`.
   * @returns `SecurityCacheEntityPage` (`items`, `totalEntries`, `totalPages`).
   * @throws PlatformError for a non-success response (404 for an unknown provider).
   */
  listMembers<S extends RequestSettings = {}>(
    providerId: string,
    query?: SecurityCacheMembersOptions,
    settings?: S,
  ) {
    return this.call<SecurityCacheEntityPage, S>(
      'listMembers',
      { path: { providerId }, query: { usePageModel: true, ...query } },
      settings,
    );
  }
}

// The calls of SecurityCache that follow the argument convention: Resource makes them from the endpoint table.
export interface SecurityCache extends SecurityCacheCalls {
  /**
   * Lists a provider's identities as security identifiers (SIDs), by state and update time (ms since
   * the epoch). `GET /rest/organizations/{org}/securitycache/entities/{providerId}?page=…&perPage=…&states=…&from=…&to=…`.
   * @returns `SecurityCacheSidPage`: `items` of `{ id, provider, data }` (`data`: the identity's name),
   * `totalEntries`, `totalPages`. {@link SecurityCache.listMembers} gives the identities' details.
   * @throws PlatformError for a non-success response (404 for an unknown provider).
   */
  listEntities<S extends RequestSettings = {}>(
    providerId: string,
    query?: SecurityCacheMembersOptions,
    settings?: S,
  ): Promise<GetResult<SecurityCacheSidPage, S>>;

  /**
   * Lists the identities of every provider that match a filter: part of the name (`filterTerm`, any
   * case), `identityTypes`, `providerIds`.
   * `POST /rest/organizations/{org}/securitycache/entities/list?page=…&perPage=…` with the filter as JSON.
   * @returns `SecurityCacheEntityPage`.
   * @throws PlatformError for a non-success response (400 for a malformed filter).
   */
  filterEntities(
    filter: SecurityCacheFilterModel,
    query?: SecurityCachePageOptions,
    settings?: RequestSettings,
  ): Promise<SecurityCacheEntityPage>;

  /**
   * Whether the organization can list identities with {@link filterEntities}.
   * `GET /rest/organizations/{org}/securitycache/entities/list/is_supported`.
   * @returns `boolean`.
   * @throws PlatformError for a non-success response.
   */
  isEntityListingSupported<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<boolean, S>>;

  /**
   * Lists the members of a group identity (transitively with `recursive`).
   * `POST /rest/organizations/{org}/securitycache/entities/{providerId}/members/children?recursive=…&page=…&perPage=…`
   * with the identity (`name`, `type`) as JSON.
   * @returns `SecurityCacheEntityPage`.
   * @throws PlatformError for a non-success response (400 for a malformed identity, 404 for an unknown
   * provider or identity).
   */
  listChildren(
    providerId: string,
    identity: SecurityIdentityReference,
    query?: SecurityCacheRelationsOptions,
    settings?: RequestSettings,
  ): Promise<SecurityCacheEntityPage>;

  /**
   * Lists the groups an identity is a member of (transitively with `recursive`).
   * `POST /rest/organizations/{org}/securitycache/entities/{providerId}/members/parents?recursive=…&page=…&perPage=…`
   * with the identity as JSON.
   * @returns `SecurityCacheEntityPage`.
   * @throws PlatformError for a non-success response (400 for a malformed identity, 404 for an unknown
   * provider or identity).
   */
  listParents(
    providerId: string,
    identity: SecurityIdentityReference,
    query?: SecurityCacheRelationsOptions,
    settings?: RequestSettings,
  ): Promise<SecurityCacheEntityPage>;

  /**
   * Reads one identity with its details.
   * `POST /rest/organizations/{org}/securitycache/entities/{providerId}/entity` with the identity as JSON.
   * @returns `SecurityCacheEntityModel`.
   * @throws PlatformError for a non-success response (404 for an unknown provider or identity).
   */
  getEntity(
    providerId: string,
    identity: SecurityIdentityReference,
    settings?: RequestSettings,
  ): Promise<SecurityCacheEntityModel>;

  /**
   * Lists the refresh schedules of every provider. `GET /rest/organizations/{org}/securitycache/schedules`.
   * @returns `SecurityCacheScheduleModel[]`.
   * @throws PlatformError for a non-success response.
   */
  listSchedules<S extends RequestSettings = {}>(
    settings?: S,
  ): Promise<GetResult<SecurityCacheScheduleModel[], S>>;

  /**
   * The cache's state and figures over every provider. `GET /rest/organizations/{org}/securitycache/status`.
   * @returns `SecurityCacheStatusModel`.
   * @throws PlatformError for a non-success response.
   */
  getStatus<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<SecurityCacheStatusModel, S>>;

  /**
   * Starts a refresh of every security provider. `POST /rest/organizations/{org}/securitycache/refresh`, no body.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response.
   */
  refresh(settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Starts a refresh of one security provider (cancel it with `securityProviders.cancelRefresh`); an
   * activity records it. `POST /rest/organizations/{org}/securitycache/{providerId}/refresh`, no body.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown provider, 409 while it refreshes).
   */
  refreshProvider(providerId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Refreshes one identity (`name`, `type`, `provider`).
   * `POST /rest/organizations/{org}/securitycache/refresh/entity` with the identity as JSON.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (400 for a malformed identity, 404 for an unknown one).
   */
  refreshEntity(
    identity: SecurityIdentityReference,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;
}
