import type { components } from '../../generated/security-cache';
import type { SecurityProviderScheduleModel, SecurityProviderStatusType } from '../securityProviders/models';

/** Kinds of security identities, as identities name them (security cache entities, Push API). */
export type SecurityIdentityType = 'User' | 'Group' | 'VirtualGroup' | 'Unknown';
/** Kinds of security identities, as `filterEntities` names them in `identityTypes`. */
export type SecurityIdentityFilterType = 'USER' | 'GROUP' | 'VIRTUAL_GROUP' | 'UNKNOWN';

/** Where an identity of the cache stands. */
export type SecurityIdentityState =
  | 'UNKNOWN'
  | 'UP_TO_DATE'
  | 'OUT_OF_DATE'
  | 'NOT_UPDATED'
  | 'IN_ERROR'
  | 'DISABLED';

/** One key of an identity's additional information. */
export interface SecurityIdentityInfoModel {
  key: string;
  value: string;
}

/** A security identity, as named in requests: `name`, `type`, and its provider. */
export interface SecurityIdentityReference {
  name: string;
  type: SecurityIdentityType;
  provider?: string;
  infos?: SecurityIdentityInfoModel[];
  [key: string]: unknown;
}

/** A security identity of the cache, with its state. */
export interface SecurityCacheEntityModel {
  name: string;
  type: SecurityIdentityType;
  provider: string;
  infos?: SecurityIdentityInfoModel[];
  state?: SecurityIdentityState;
  /** ms since the epoch. */
  lastUpdateDate?: number;
  lastUpdateResult?: components['schemas']['DetailedSecurityCacheMemberModel']['lastUpdateResult'];
  lastUpdateErrorDetail?: string;
  /** Direct members (groups), as references. */
  members?: SecurityIdentityReference[];
  /** Aliases of the identity in other providers (Push API mappings). */
  mappings?: SecurityIdentityReference[];
  wellKnowns?: SecurityIdentityReference[];
}

/** One page of identities. */
export interface SecurityCacheEntityPage {
  items: SecurityCacheEntityModel[];
  totalEntries: number;
  totalPages: number;
}

export interface SecurityCacheListOptions {
  /** Identities updated since (ISO 8601 or ms since the epoch). */
  from?: string;
  /** Identities updated until (ISO 8601 or ms since the epoch). */
  to?: string;
  /** Only identities in these states. */
  states?: SecurityIdentityState | SecurityIdentityState[];
  page?: number;
  perPage?: number;
}

export interface SecurityCacheMembersOptions extends SecurityCacheListOptions {
  /** Answer with the page model (`items`, `totalEntries`, `totalPages`); the platform's default is `true` (`listMembers` sends it unless told otherwise). */
  usePageModel?: boolean;
}

/** The body of `filterEntities`: every field narrows the listing. */
export interface SecurityCacheFilterModel {
  /** Part of the identity's name, any case. */
  filterTerm?: string;
  /** How `filterTerm` is matched: anywhere in the name (`SUBSTRING`, the default) or at its start (`PREFIX`). */
  filteringMode?: 'PREFIX' | 'SUBSTRING';
  identityTypes?: SecurityIdentityFilterType[];
  providerIds?: string[];
  /** Count every match exactly. */
  extractPreciseTotalCount?: boolean;
}

export interface SecurityCachePageOptions {
  page?: number;
  perPage?: number;
}

export interface SecurityCacheRelationsOptions extends SecurityCachePageOptions {
  /** Follow memberships transitively. Default `false`. */
  recursive?: boolean;
}

/** The state of the security cache, over every provider. */
export interface SecurityCacheStatusModel {
  currentStatus: {
    type: SecurityProviderStatusType;
    numberOfEntitiesProcessed?: number;
    totalNumberOfEntities?: number;
  };
  statistics: {
    numberOfProviders: number;
    totalNumberOfEntities: number;
    numberOfEntitiesInError: number;
    numberOfEntitiesByState: Record<string, number>;
    numberOfPermissionModels?: number;
  };
}

export type SecurityCacheScheduleModel = SecurityProviderScheduleModel;
