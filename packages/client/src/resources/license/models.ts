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
  productName?: string;
  productEdition?: string;
  productType?: string;
  /** e.g. `PRODUCTION`, `TRIAL`, `SANDBOX`. */
  type?: string;
  department?: string;
  /** When the licence expires, in ms since the epoch. */
  expirationDate?: number;
  indexType?: string;
  indexBackupType?: LicenseIndexBackupType;
  /** Values not shown by the spec. */
  monitoringLevel?: string;
  /** Values not shown by the spec. */
  machineLearningConfigurability?: string;
  /** Values not shown by the spec. */
  dataVisualizationAccessLevel?: string;
  /** The licence's sections, by name. */
  properties?: Record<string, LicenseSectionModel>;
  [field: string]: unknown;
}
