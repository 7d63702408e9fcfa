import type { GetResult, RequestSettings } from '../../core/options';
import { type Areas, Resource } from '../../core/resource';
import type { PrivilegeModel } from '../apiKeys/models';
import { organizationEndpoints } from './endpoints';
import type { OrganizationsCalls } from './endpoints.generated';
import type {
  ApiKeyPrivilegesFilter,
  CreateOrganizationQuery,
  ListOrganizationsQuery,
  OrganizationAdditionalInformationModel,
  OrganizationAuthProvider,
  OrganizationDefinitionModel,
  OrganizationModel,
  OrganizationPageModel,
  OrganizationStatusModel,
  OrganizationUpdateModel,
} from './models';
import { OrganizationAccess } from './OrganizationAccess';
import { OrganizationMembers } from './OrganizationMembers';
import { OrganizationMonitoring } from './OrganizationMonitoring';

/**
 * Organizations (`/rest/organizations`). Calls on one organization take its id first; left out
 * (`undefined`), it is the client's configured organization.
 */
export class Organizations extends Resource<typeof organizationEndpoints> {
  get endpoints() {
    return organizationEndpoints;
  }
}

// The calls of Organizations that follow the argument convention: Resource makes them from the endpoint table.
export interface Organizations extends OrganizationsCalls {
  /**
   * Lists, one page at a time, the organizations the access token may use.
   * `GET /rest/organizations`.
   * @param query `filter` (text in the id or display name), `type`, `sortBy`, `order` (`asc`/`desc`),
   * `additionalFields` (e.g. `status`), `page` (0-based) and `perPage` (or `pageSize`).
   * @returns `{ items: OrganizationModel[], totalEntries, totalPages }`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response (400 for an invalid query parameter).
   */
  list<S extends RequestSettings = {}>(
    query?: ListOrganizationsQuery,
    settings?: S,
  ): Promise<GetResult<OrganizationPageModel, S>>;

  /**
   * Creates an organization; the access token is given access to it. Sends no body: every
   * parameter travels in the query string. `POST /rest/organizations?name=...`.
   * @param query `name` (required), `organizationTemplate`, `owner` (e-mail).
   * @returns `{ id }`, the new organization's id (derived from the name).
   * @throws PlatformError 400 when `name` is missing, or for any other non-success response.
   */
  create(query: CreateOrganizationQuery, settings?: RequestSettings): Promise<{ id: string }>;

  /**
   * Reads an organization. `GET /rest/organizations/{organizationId}`.
   * @param organizationId default: the configured organization.
   * @param query `additionalFields`, e.g. `status` (adds `organizationStatusModel`).
   * @returns `OrganizationModel`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 404 when it does not exist, 403 when the token may not use it.
   */
  get<S extends RequestSettings = {}>(
    organizationId?: string,
    query?: { additionalFields?: string | string[] },
    settings?: S,
  ): Promise<GetResult<OrganizationModel, S>>;

  /**
   * Updates an organization's fields (display name, type, read-only flag, ...); its id stays.
   * `PUT /rest/organizations/{organizationId}` with the model as JSON.
   * @param organizationId `undefined` for the configured organization.
   * @returns `{}` (204); {@link get} reads the organization as it now is.
   * @throws PlatformError 400 for a malformed model, 404 when it does not exist.
   */
  update(
    organizationId: string | undefined,
    organization: OrganizationUpdateModel,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Deletes an organization and everything it holds. `DELETE /rest/organizations/{organizationId}`.
   * @param organizationId default: the configured organization.
   * @returns `{}` (204).
   * @throws PlatformError 404 when it does not exist, 403 when the token may not use it.
   */
  delete(organizationId?: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Grants or withdraws Coveo support's access to an organization.
   * `PUT /rest/organizations/{organizationId}/support?activate=true|false`.
   * @param organizationId `undefined` for the configured organization.
   * @returns `{}` (204).
   * @throws PlatformError 400 when `activate` is missing or not a boolean.
   */
  updateSupportActivation(
    organizationId: string | undefined,
    query: { activate: boolean },
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Reads an organization's status: its health (`HEALTHY` or `ERROR`) and its place in the pause
   * lifecycle (`pauseState`: `ACTIVE`, `PAUSING` → `PAUSED`, `RESUMING` → `ACTIVE`).
   * `GET /rest/organizations/{organizationId}/status`.
   * @param organizationId default: the configured organization.
   * @returns `OrganizationStatusModel` (`status`, `pauseState`, `lifeCycleState`, `paused`, `resumable`, dates in ms since the epoch); `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  getStatus<S extends RequestSettings = {}>(
    organizationId?: string,
    settings?: S,
  ): Promise<GetResult<OrganizationStatusModel, S>>;

  /**
   * Pauses an organization (its `pauseState` goes through `PAUSING` to `PAUSED`).
   * `POST /rest/organizations/{organizationId}/pause`.
   * @param organizationId default: the configured organization.
   * @returns `{}` (204).
   * @throws PlatformError 409 when it is already paused or pausing.
   */
  pause(organizationId?: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Resumes a paused organization (its `pauseState` goes through `RESUMING` to `ACTIVE`).
   * `POST /rest/organizations/{organizationId}/resume`.
   * @param organizationId default: the configured organization.
   * @returns `{ value: true }`: the resume started.
   * @throws PlatformError 409 when it is not paused.
   */
  resume(organizationId?: string, settings?: RequestSettings): Promise<{ value: boolean }>;

  /**
   * Reads the free-form information attached to an organization.
   * `GET /rest/organizations/{organizationId}/additionalinformation`.
   * @returns `OrganizationAdditionalInformationModel` (a JSON object, `{}` when none); `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  getAdditionalInformation<S extends RequestSettings = {}>(
    organizationId?: string,
    settings?: S,
  ): Promise<GetResult<OrganizationAdditionalInformationModel, S>>;

  /**
   * Replaces the free-form information attached to an organization.
   * `PUT /rest/organizations/{organizationId}/additionalinformation` with a JSON object.
   * @param organizationId `undefined` for the configured organization.
   * @returns the stored information.
   * @throws PlatformError 400 when the body is not a JSON object.
   */
  updateAdditionalInformation(
    organizationId: string | undefined,
    information: OrganizationAdditionalInformationModel,
    settings?: RequestSettings,
  ): Promise<OrganizationAdditionalInformationModel>;

  /**
   * Lists every privilege that exists in an organization.
   * `GET /rest/organizations/{organizationId}/privileges`.
   * @returns `PrivilegeModel[]` (`owner`, `targetDomain`, `type`); `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  listPrivileges<S extends RequestSettings = {}>(
    organizationId?: string,
    settings?: S,
  ): Promise<GetResult<PrivilegeModel[], S>>;

  /**
   * Lists the privileges the caller holds in an organization.
   * `GET /rest/organizations/{organizationId}/privileges/me`.
   * @returns `PrivilegeModel[]`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  listMyPrivileges<S extends RequestSettings = {}>(
    organizationId?: string,
    settings?: S,
  ): Promise<GetResult<PrivilegeModel[], S>>;

  /**
   * Lists the privileges an API key of the organization may be given.
   * `GET /rest/organizations/{organizationId}/privileges/apikeys`.
   * @param query `filter`: `ALL` (every privilege) or `CUSTOM` (those an API key may be given one by one).
   * @returns `PrivilegeModel[]`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 400 for another `filter`, or for any other non-success response.
   */
  listApiKeysPrivileges<S extends RequestSettings = {}>(
    organizationId?: string,
    query?: { filter?: ApiKeyPrivilegesFilter },
    settings?: S,
  ): Promise<GetResult<PrivilegeModel[], S>>;

  /**
   * Reads an organization's definition. `GET /rest/organizations/{organizationId}/definition`.
   * @returns `OrganizationDefinitionModel`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  getDefinition<S extends RequestSettings = {}>(
    organizationId?: string,
    settings?: S,
  ): Promise<GetResult<OrganizationDefinitionModel, S>>;

  /**
   * Replaces an organization's definition. `PUT /rest/organizations/{organizationId}/definition`.
   * @param organizationId `undefined` for the configured organization.
   * @returns the stored definition.
   * @throws PlatformError 400 when the body is not a JSON object.
   */
  updateDefinition(
    organizationId: string | undefined,
    definition: OrganizationDefinitionModel,
    settings?: RequestSettings,
  ): Promise<OrganizationDefinitionModel>;

  /**
   * Lists the authentication providers members of an organization may sign in with.
   * `GET /rest/organizations/{organizationId}/authproviders/allowed`.
   * @returns `OrganizationAuthProvider[]` (e.g. `['GOOGLE', 'EMAIL']`); `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  listAllowedAuthProviders<S extends RequestSettings = {}>(
    organizationId?: string,
    settings?: S,
  ): Promise<GetResult<OrganizationAuthProvider[], S>>;

  /**
   * Allows or forbids serving experiments (A/B tests of query pipelines) in an organization; the
   * organization's `configuration.servingExperimentAllowed` shows it.
   * `PUT /rest/organizations/{organizationId}/configuration/servingExperiment?allowed=`.
   * @param organizationId default: the configured organization.
   * @param query `allowed`. @returns `{}` (204).
   * @throws PlatformError 400 for a non-boolean `allowed`.
   */
  updateExperimentalStatus(
    organizationId: string | undefined,
    query: { allowed: boolean },
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;
}

/** The areas of calls under {@link Organizations}, each a class of its own: `PlatformClient` nests them. */
export const organizationsAreas = {
  /** Members of the configured organization. */
  members: OrganizationMembers,
  /** Who holds access to the configured organization, and temporary accesses. */
  access: OrganizationAccess,
  /** How the configured organization's traffic uses the platform: regions, search hubs, endpoints. */
  monitoring: OrganizationMonitoring,
} as const satisfies Areas;
