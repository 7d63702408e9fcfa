import type { QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/security-cache';

type Schemas = components['schemas'];

/** Kinds of security providers, as the platform names them (`EXPANDED`, `EMAIL`, `ACTIVE_DIRECTORY2`, …). */
export type SecurityProviderType = NonNullable<Schemas['SecurityProviderModel']['type']>;

/** Where a security provider stands: refreshing its identities, idle, …. */
export type SecurityProviderStatusType = NonNullable<Schemas['CurrentStatusModel']['type']>;

/** How a security provider's last refresh ended (the published `result` is any string). */
export type SecurityRefreshResult = 'SUCCESS' | 'ABORT' | 'ERROR' | (string & {});

/** A provider this one hands identities to: `{ id, name, type }`, keyed by its id. */
export type CascadingSecurityProviderModel = Schemas['CascadingSecurityProvider'];

/**
 * What a security provider is doing, with its figures. `activityId`, the refresh's activity id while
 * refreshing, is not in the published answer.
 */
export type SecurityProviderCurrentStatusModel = WithRequired<Schemas['CurrentStatusModel'], 'type'> & {
  activityId?: string;
};

/** The last refresh of a security provider (`timestamp` in ms since the epoch). */
export type SecurityProviderLastRefreshModel = WithRequired<Schemas['LastRefreshOperationModel'], 'id'>;

/**
 * A security provider: where the identities of secured content come from. `referencedBy` lists the
 * sources and providers that use it; `currentStatus` and `lastRefreshOperation` are set by the platform.
 */
export type SecurityProviderModel = Omit<
  WithRequired<Schemas['SecurityProviderModelWithStatus'], 'id' | 'name'>,
  'cascadingSecurityProviders' | 'currentStatus' | 'lastRefreshOperation'
> & {
  cascadingSecurityProviders?: Record<string, CascadingSecurityProviderModel>;
  currentStatus?: SecurityProviderCurrentStatusModel;
  lastRefreshOperation?: SecurityProviderLastRefreshModel;
};

/** What `createOrUpdate` takes: a provider without its `id` (the path's); `name` defaults to the id. */
export type NewSecurityProviderModel = Omit<SecurityProviderModel, 'id' | 'name'> & { name?: string };

/**
 * A provider's raw configuration, the platform's own representation (the published
 * `RawSecurityProviderConfig`): `name`, `userIdentities`, `parameters`, `dataFiles`, `securityProviders`, ….
 */
export type RawSecurityProviderModel = Schemas['RawSecurityProviderConfig'];

/** A refresh schedule of a security provider; `id` and `enabled` are always there. */
export type SecurityProviderScheduleModel = WithRequired<Schemas['ScheduleModel'], 'id' | 'enabled'>;

/** `forceUpdate`: save even when the configuration is not valid. */
export type UpdateRawSecurityProviderOptions = QueryOf<operations['createOrUpdateSecurityProviderRaw']>;
