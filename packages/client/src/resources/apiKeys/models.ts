/** An access privilege: owner (service), target domain, type and targets. */
export interface PrivilegeModel {
  owner: string;
  targetDomain: string;
  type?: 'VIEW' | 'EDIT' | string;
  targetId?: string;
  level?: 'NORMAL' | 'GLOBAL' | string;
}

export type ApiKeyStatus = 'ENABLED' | 'DISABLED' | 'EXPIRED' | 'SOON_TO_BE_EXPIRED';

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
