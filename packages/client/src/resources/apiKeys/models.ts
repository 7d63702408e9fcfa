import type { QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/authorization';

type Schemas = components['schemas'];

/**
 * An access privilege: its owner (service), target domain, type (e.g. `VIEW`, `EDIT`) and target (the
 * published `PrivilegeModel`; `owner` and `targetDomain` always there).
 */
export type PrivilegeModel = WithRequired<Schemas['PrivilegeModel'], 'owner' | 'targetDomain'>;

/** Where an API key stands. */
export type ApiKeyStatus = NonNullable<Schemas['ApiKeyResponse']['status']>;

/**
 * Which API keys `apiKeys.list` gives: `ACTIVE` ones (enabled, warnings included), those `SOON_TO_BE_DISABLED`
 * or `SOON_TO_BE_EXPIRED`, those `WITH_WARNING` (either), exposed ones (`ACTIVE_AND_EXPOSED`, `ALL_EXPOSED`),
 * or `DEACTIVATED` ones (disabled or expired, whatever the reason).
 */
export type ApiKeyStatusFilter = NonNullable<QueryOf<operations['getApiKeys']>['status']>;

/**
 * An API key of the organization (the published `ApiKeyResponse`; `id` and `enabled` always there).
 * `value`, the secret, is only in the answer to a creation (`ApiKeyWithValueResponse`); `createdDate`,
 * `expirationDate`, `lastUsedDate`, `disabledDate` and `activationDate` are ms since the epoch.
 */
export type ApiKeyModel = WithRequired<Schemas['ApiKeyWithValueResponse'], 'id' | 'enabled'>;

/**
 * What creating an API key takes (the published `ApiKeyCreationRequest`): `lifetimeDuration` is an
 * ISO-8601 duration (e.g. `P30D`); the platform sets the id, the value and the dates.
 */
export type NewApiKeyModel = Schemas['ApiKeyCreationRequest'];

/** What updating an API key takes (the published `ApiKeyUpdateRequest`). */
export type UpdateApiKeyModel = Schemas['ApiKeyUpdateRequest'];

/** The keys a bulk call acts on: their ids, as a JSON array (the platform's body). */
export type ApiKeysBulkModel = string[];

/**
 * How a duplicated key differs from its original (the published `DuplicatedApiKeyRequest`):
 * `lifetimeDuration` is an ISO-8601 duration (e.g. `P30D`); default: as long as the original's.
 */
export type DuplicateApiKeyModel = Schemas['DuplicatedApiKeyRequest'];

/**
 * An API key template: a named set of privileges to create keys from (the published
 * `ApiKeyTemplateModel`; `id`, `displayName` and `privileges` always there).
 */
export type ApiKeyTemplateModel = Omit<
  WithRequired<Schemas['ApiKeyTemplateModel'], 'id' | 'displayName'>,
  'privileges'
> & { privileges: PrivilegeModel[] };

/**
 * Whether the caller may generate a key from a template `id` (the published
 * `ApiKeyTemplateEligibilityResponse`): `canGenerate` when the caller holds every privilege the template
 * gives; `missingPrivileges`, those it lacks.
 */
export type ApiKeyTemplateEligibilityModel = Schemas['ApiKeyTemplateEligibilityResponse'];
