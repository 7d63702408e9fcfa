import type { components } from '../../generated/organization';
/** A cloud region, as the platform names it (`us-east-1`, `eu-west-1`, …). */
export type AwsRegion = NonNullable<components['schemas']['RegionConfigurationModel']['region']>;

/** Where an organization lives: its cloud regions, and the host names of its own endpoints. */
export interface GlobalOrganizationModel {
  organizationId: string;
  /** The cloud region that holds it, e.g. `us-east-1`. */
  primaryMainRegion?: AwsRegion;
  mainRegions?: AwsRegion[];
  /** Regions that hold copies of it. */
  satelliteRegions?: AwsRegion[];
  /** Host name of its search endpoints, e.g. `myorg.org.coveo.com`. */
  distributedDns?: string;
  /** Host name of its administration endpoints, e.g. `myorg.admin.org.coveo.com`. */
  adminDns?: string;
  /** Host name of its usage analytics endpoints, e.g. `myorg.analytics.org.coveo.com`. */
  analyticsDns?: string;
  [field: string]: unknown;
}

/** One page of organizations' global configurations. */
export interface GlobalOrganizationPageModel {
  items: GlobalOrganizationModel[];
  totalEntries: number;
  totalPages: number;
}

/** A platform region's configuration. */
export interface RegionModel {
  /** The platform's name of the region: `us`, `eu` or `au`. */
  regionName: string;
  /** The cloud region that hosts it, e.g. `eu-west-1`; the id {@link Global.getRegion} takes. */
  region: AwsRegion;
  regionType: 'PRIMARY' | 'PAIRED' | 'SECONDARY' | (string & {});
  /** Base URL of the region's platform host, e.g. `https://platform-eu.cloud.coveo.com`. */
  regionEndpoint: string;
  /** Base URL of the region's serverless (Push API, Logs) host, e.g. `https://api-eu.cloud.coveo.com`. */
  apiEndpoint?: string;
  mainEndpoint?: string;
  analyticsEndpoint?: string;
  hostedSearchPagesEndpoint?: string;
  /** For a paired region, the primary region it pairs with. */
  pairedPrimaryRegion?: AwsRegion;
  [field: string]: unknown;
}
