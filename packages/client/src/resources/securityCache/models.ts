import type { QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/security-cache';
import type { SecurityProviderScheduleModel, SecurityProviderStatusType } from '../securityProviders/models';

type Schemas = components['schemas'];

/** Kinds of security identities, as identities name them (security cache entities, Push API). */
export type SecurityIdentityType = NonNullable<Schemas['SecurityCacheMemberModel']['type']>;
/** Kinds of security identities, as `filterEntities` names them in `identityTypes`. */
export type SecurityIdentityFilterType = NonNullable<
  Schemas['IdentitiesFilterModel']['identityTypes']
>[number];

/** Where an identity of the cache stands. */
export type SecurityIdentityState = NonNullable<Schemas['DetailedSecurityCacheMemberModel']['state']>;

/** One key of an identity's additional information. */
export type SecurityIdentityInfoModel = Required<Schemas['SecurityCacheMemberInfoModel']>;

/** A security identity, as named in requests: `name`, `type`, and its provider. */
export type SecurityIdentityReference = WithRequired<Schemas['SecurityCacheMemberModel'], 'name' | 'type'>;

/**
 * A security identity of the cache, with its state (`lastUpdateDate` in ms since the epoch). The
 * published `type` is any string: the identity kinds, or another the platform may add. `members` (direct members of a group),
 * `mappings` (aliases in other providers, Push API mappings) and `wellKnowns` are not in the published answer.
 */
export type SecurityCacheEntityModel = Omit<
  WithRequired<Schemas['DetailedSecurityCacheMemberModel'], 'name' | 'provider'>,
  'type'
> & {
  type: SecurityIdentityType | (string & {});
  members?: SecurityIdentityReference[];
  mappings?: SecurityIdentityReference[];
  wellKnowns?: SecurityIdentityReference[];
};

/** One page of identities. */
export type SecurityCacheEntityPage = WithRequired<
  Omit<Schemas['PageModelDetailedSecurityCacheMemberModel'], 'items'>,
  'totalEntries' | 'totalPages'
> & { items: SecurityCacheEntityModel[] };

/**
 * A security identifier (SID) of the cache: a number (`id`) the cache gives an identity of a provider,
 * and `data`, the identity's name.
 */
export type SecurityCacheSidModel = Schemas['SIDModel'];

/** One page of security identifiers. */
export type SecurityCacheSidPage = WithRequired<
  Schemas['PageModelSIDModel'],
  'items' | 'totalEntries' | 'totalPages'
>;

/** Identities updated `from` and `to` (each ISO 8601 text or a `Date`), in `states` (one or several). */
export type SecurityCacheListOptions = Omit<QueryOf<operations['getEntities']>, 'states' | 'usePageModel'> & {
  states?: SecurityIdentityState | SecurityIdentityState[];
};

export interface SecurityCacheMembersOptions extends SecurityCacheListOptions {
  /** Answer with the page model (`items`, `totalEntries`, `totalPages`); the platform's default is `true` (`listMembers` sends it unless told otherwise). */
  usePageModel?: boolean;
}

/**
 * The body of `filterEntities`: every field narrows the listing. `filterTerm` is part of the identity's
 * name, any case, matched anywhere (`SUBSTRING`, the default) or at its start (`PREFIX`);
 * `extractPreciseTotalCount` counts every match exactly.
 */
export type SecurityCacheFilterModel = Schemas['IdentitiesFilterModel'];

export type SecurityCachePageOptions = QueryOf<operations['listSecurityIdentities']>;

/** `recursive` follows memberships transitively (default `false`). */
export type SecurityCacheRelationsOptions = SecurityCachePageOptions & { recursive?: boolean };

/** The state of the security cache, over every provider. */
export interface SecurityCacheStatusModel {
  currentStatus: WithRequired<Schemas['CurrentStatusModel'], 'type'> & { type: SecurityProviderStatusType };
  statistics: WithRequired<
    Schemas['SecurityCacheStatisticsModel'],
    'numberOfProviders' | 'totalNumberOfEntities' | 'numberOfEntitiesInError' | 'numberOfEntitiesByState'
  >;
}

export type SecurityCacheScheduleModel = SecurityProviderScheduleModel;
