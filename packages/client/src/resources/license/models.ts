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
 * since the epoch; its sections live under `properties`, by name (`organization`, `sources`, ...), each
 * a {@link LicenseSectionModel}, though typed as the platform publishes them (any value): `getSection`
 * reads one typed.
 */
export type LicenseModel = Schemas['LicenseModel'] & {
  /** e.g. `PRODUCTION`, `TRIAL`, `SANDBOX` (answered; not in the published schema). */
  type?: string;
  /** Answered; not in the published schema. */
  machineLearningConfigurability?: string;
  /** Answered; not in the published schema. */
  dataVisualizationAccessLevel?: string;
};
