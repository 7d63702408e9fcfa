/** Kinds of security providers (the union names common ones and stays open). */
export type SecurityProviderType =
  | 'EXPANDED'
  | 'EMAIL'
  | 'ACTIVE_DIRECTORY'
  | 'SHAREPOINT'
  | 'CUSTOM'
  | 'OTHER'
  | (string & {});

/** Where a security provider stands: refreshing its identities or idle. */
export type SecurityProviderStatusType = 'IDLE' | 'REFRESHING' | (string & {});

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
  refreshType?: string;
  numberOfEntitiesProcessed?: number;
  numberOfEntitiesInError?: number;
  totalNumberOfEntities?: number;
  /** The refresh's activity id, while refreshing. */
  activityId?: string;
}

/** The last refresh of a security provider. */
export interface SecurityProviderLastRefreshModel {
  id: string;
  operationType?: string;
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
  referencedBy?: Array<{ id: string; type?: string }>;
  /** Set by the platform. */
  currentStatus?: SecurityProviderCurrentStatusModel;
  lastRefreshOperation?: SecurityProviderLastRefreshModel;
  [key: string]: unknown;
}

/** A refresh schedule of a security provider. */
export interface SecurityProviderScheduleModel {
  id: string;
  enabled: boolean;
  refreshType?: string;
  resourceId?: string;
  scheduleType?: string;
  frequency?: {
    type?: 'MINUTELY' | 'HOURLY' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | (string & {});
    value?: number;
    hourMinute?: { hour?: number; minute?: number };
    weekDays?: string[];
    monthDay?: number;
  };
  [key: string]: unknown;
}

export interface UpdateRawSecurityProviderOptions {
  /** Save even when the configuration is not valid. */
  forceUpdate?: boolean;
}
