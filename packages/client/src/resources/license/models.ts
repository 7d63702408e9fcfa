/** Index backup types (shared with indexes). */
export type LicenseIndexBackupType = 'FULL' | 'NONE' | 'REGULAR';

/** One section of a licence: named quotas and switches (e.g. `sources.numberOfSources`). */
export interface LicenseSectionModel {
  [property: string]: unknown;
}

/** An organization's licence. Sections live under `properties`, by name (`organization`, `sources`, ...). */
export interface LicenseModel {
  accountId?: string;
  accountName?: string;
  productName?:
    | 'COVEO_CLOUD'
    | 'DYNAMICS'
    | 'SALESFORCE'
    | 'SERVICENOW'
    | 'SITECORE'
    | 'USAGE_ANALYTICS'
    | (string & {});
  productEdition?: 'ENTERPRISE' | 'FREE' | 'PRO' | 'STANDARD' | 'BASE' | (string & {});
  productType?: 'INTERNAL' | 'SALES' | 'ALLIANCE' | 'SANDBOX' | 'STANDARD' | 'TRIAL' | 'TEST' | (string & {});
  /** e.g. `PRODUCTION`, `TRIAL`, `SANDBOX`. */
  type?: string;
  department?: string;
  /** When the licence expires, in ms since the epoch. */
  expirationDate?: number;
  indexType?: 'COVEO' | 'ELASTIC' | 'INDEX_LESS' | 'ON_PREMISES' | (string & {});
  indexBackupType?: LicenseIndexBackupType;
  monitoringLevel?:
    | 'NO_MONITORING'
    | 'BASIC_MONITORING'
    | 'REGULAR_MONITORING'
    | 'STRATEGIC_MONITORING'
    | 'CRITICAL_MONITORING'
    | (string & {});
  /** Values not shown by the spec. */
  machineLearningConfigurability?: string;
  /** Values not shown by the spec. */
  dataVisualizationAccessLevel?: string;
  /** The licence's sections, by name. */
  properties?: Record<string, LicenseSectionModel>;
  [field: string]: unknown;
}
