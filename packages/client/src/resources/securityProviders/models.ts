import type { components } from '../../generated/security-cache';

type Schemas = components['schemas'];

/** Kinds of security providers, as the platform names them (`EXPANDED`, `EMAIL`, `ACTIVE_DIRECTORY`, …). */
export type SecurityProviderType = NonNullable<Schemas['SecurityProviderModel']['type']>;

/** Where a security provider stands: refreshing its identities, idle, …. */
export type SecurityProviderStatusType = NonNullable<Schemas['CurrentStatusModel']['type']>;

/** How a security provider's last refresh ended. */
export type SecurityRefreshResult = 'SUCCESS' | 'ABORT' | 'ERROR' | (string & {});

/** A provider this one hands identities to. */
export interface CascadingSecurityProviderModel {
  id: string;
  name?: string;
  type?: SecurityProviderType;
  typeName?: string;
}

/** What a security provider is doing, with its figures. */
export interface SecurityProviderCurrentStatusModel {
  type: SecurityProviderStatusType;
  refreshType?: Schemas['CurrentStatusModel']['refreshType'];
  numberOfEntitiesProcessed?: number;
  numberOfEntitiesInError?: number;
  totalNumberOfEntities?: number;
  /** The refresh's activity id, while refreshing. */
  activityId?: string;
}

/** The last refresh of a security provider. */
export interface SecurityProviderLastRefreshModel {
  id: string;
  operationType?: Schemas['LastRefreshOperationModel']['operationType'];
  result?: SecurityRefreshResult;
  numberOfEntitiesProcessed?: number;
  /** ms since the epoch. */
  timestamp?: number;
  errorCode?: string;
}

/** A security provider: where the identities of secured content come from. */
export interface SecurityProviderModel {
  id: string;
  name: string;
  displayName?: string;
  type?: SecurityProviderType;
  organizationId?: string;
  caseSensitive?: boolean;
  nodeRequired?: boolean;
  crawlingModuleId?: string;
  sourceTypeName?: string;
  cascadingSecurityProviders?: Record<string, CascadingSecurityProviderModel>;
  parameters?: Record<string, { value?: string; sensitive?: boolean }>;
  /** Sources and providers that use this one. */
  referencedBy?: Array<{ id: string; type?: Schemas['SecurityProviderReferenceModel']['type'] }>;
  /** Set by the platform. */
  currentStatus?: SecurityProviderCurrentStatusModel;
  lastRefreshOperation?: SecurityProviderLastRefreshModel;
  [key: string]: unknown;
}

/** A refresh schedule of a security provider. */
export interface SecurityProviderScheduleModel {
  id: string;
  enabled: boolean;
  refreshType?: Schemas['ScheduleModel']['refreshType'];
  resourceId?: string;
  scheduleType?: Schemas['ScheduleModel']['scheduleType'];
  frequency?: Schemas['ScheduleFrequency'];
  [key: string]: unknown;
}

export interface UpdateRawSecurityProviderOptions {
  /** Save even when the configuration is not valid. */
  forceUpdate?: boolean;
}
