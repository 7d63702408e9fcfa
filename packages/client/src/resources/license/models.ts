import type { components } from '../../generated/platform';

type Schemas = components['schemas'];

/** Index backup types (shared with indexes). */
export type LicenseIndexBackupType = NonNullable<Schemas['LicenseModel']['indexBackupType']>;

/** One section of a licence: named quotas and switches (e.g. `sources.numberOfSources`). */
export interface LicenseSectionModel {
  [property: string]: unknown;
}

/**
 * An organization's licence (the published `LicenseModel`): `expirationDate` and `createdDate` are ms
 * since the epoch; its sections live under `properties`, by name (`organization`, `sources`, ...).
 */
export type LicenseModel = Omit<Schemas['LicenseModel'], 'properties'> & {
  /** The licence's sections, by name. */
  properties?: Record<string, LicenseSectionModel>;
  /** e.g. `PRODUCTION`, `TRIAL`, `SANDBOX` (answered; not in the published schema). */
  type?: string;
  /** Answered; not in the published schema. */
  machineLearningConfigurability?: string;
  /** Answered; not in the published schema. */
  dataVisualizationAccessLevel?: string;
};
