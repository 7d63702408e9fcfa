import type { WithRequired } from '../../core/published';
import type { components } from '../../generated/organization';

type Schemas = components['schemas'];

/** A cloud region, as the platform names it (`us-east-1`, `eu-west-1`, …). */
export type AwsRegion = NonNullable<Schemas['RegionConfigurationModel']['region']>;

/**
 * Where an organization lives (the published `OrganizationGlobalConfigurationModel`, `organizationId`
 * always there): the cloud region that holds it (`primaryMainRegion`, e.g. `us-east-1`), the regions that
 * hold copies of it (`satelliteRegions`), and the host names of its own endpoints: search
 * (`distributedDns`, e.g. `myorg.org.coveo.com`), administration (`adminDns`) and usage analytics
 * (`analyticsDns`).
 */
export type GlobalOrganizationModel = WithRequired<
  Schemas['OrganizationGlobalConfigurationModel'],
  'organizationId'
>;

/** One page of organizations' global configurations (the published `PageModelOrganizationGlobalConfigurationModel`). */
export interface GlobalOrganizationPageModel
  extends WithRequired<
    Schemas['PageModelOrganizationGlobalConfigurationModel'],
    'totalEntries' | 'totalPages'
  > {
  items: GlobalOrganizationModel[];
}

/**
 * A platform region's configuration (the published `RegionConfigurationModel`): its `regionName` (`us`,
 * `eu` or `au`), the cloud region that hosts it (`region`, e.g. `eu-west-1`; the id
 * {@link Global.getRegion} takes), the base URLs of its platform host (`regionEndpoint`, e.g.
 * `https://platform-eu.cloud.coveo.com`) and serverless host (`apiEndpoint`: Push API, Logs), and for a
 * paired region the primary region it pairs with.
 */
export type RegionModel = Schemas['RegionConfigurationModel'];
