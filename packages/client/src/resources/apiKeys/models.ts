/** An access privilege: owner (service), target domain, type and targets. */
export interface PrivilegeModel {
  owner: string;
  targetDomain: string;
  type?: 'VIEW' | 'EDIT' | string;
  targetId?: string;
  level?: 'NORMAL' | 'GLOBAL' | string;
}

/** Where an API key stands. */
export type ApiKeyStatus =
  | 'ENABLED'
  | 'SOON_TO_BE_EXPIRED'
  | 'SOON_TO_BE_DISABLED'
  | 'DISABLED'
  | 'DISABLED_FOR_INACTIVITY'
  | 'DISABLED_EXPOSED'
  | 'EXPIRED';

/**
 * Which API keys `apiKeys.list` gives: `ACTIVE` ones (enabled, warnings included), those `SOON_TO_BE_DISABLED`
 * or `SOON_TO_BE_EXPIRED`, those `WITH_WARNING` (either), exposed ones (`ACTIVE_AND_EXPOSED`, `ALL_EXPOSED`),
 * or `DEACTIVATED` ones (disabled or expired, whatever the reason).
 */
export type ApiKeyStatusFilter =
  | 'ACTIVE'
  | 'SOON_TO_BE_DISABLED'
  | 'SOON_TO_BE_EXPIRED'
  | 'ACTIVE_AND_EXPOSED'
  | 'WITH_WARNING'
  | 'ALL_EXPOSED'
  | 'DEACTIVATED';

/** An API key of the organization. `value` is only returned when the key is created. */
export interface ApiKeyModel {
  id: string;
  enabled: boolean;
  displayName?: string;
  description?: string;
  organizationId?: string;
  /** The secret; only in the response to a creation. */
  value?: string;
  privileges?: PrivilegeModel[];
  allowedIps?: string[];
  deniedIps?: string[];
  /** Creation time, in ms since the epoch. */
  createdDate?: number;
  /** Expiration time, in ms since the epoch. */
  expirationDate?: number;
  status?: ApiKeyStatus;
  apiKeyTemplateId?: string;
  [field: string]: unknown;
}

/** What creating an API key takes: `id`, `value`, `createdDate` are set by the platform. */
export type NewApiKeyModel = Omit<ApiKeyModel, 'id' | 'value' | 'createdDate' | 'enabled'> & {
  enabled?: boolean;
};

/** The keys a bulk call acts on: their ids, as a JSON array (the platform's body). */
export type ApiKeysBulkModel = string[];

/** How a duplicated key differs from its original. */
export interface DuplicateApiKeyModel {
  displayName?: string;
  description?: string;
  /** How long the new key lives, as an ISO-8601 duration (e.g. `P30D`); default: as long as the original's. */
  lifetimeDuration?: string;
}

/** An API key template: a named set of privileges to create keys from. */
export interface ApiKeyTemplateModel {
  id: string;
  displayName: string;
  description?: string;
  privileges: PrivilegeModel[];
  [field: string]: unknown;
}

/** Whether the caller may generate a key from a template. */
export interface ApiKeyTemplateEligibilityModel {
  /** The template's id. */
  id: string;
  /** True when the caller holds every privilege the template gives. */
  canGenerate?: boolean;
  /** The template's privileges the caller lacks. */
  missingPrivileges?: PrivilegeModel[];
}
