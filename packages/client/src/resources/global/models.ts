import type { OrganizationModel } from '../organizations/models';

/** An organization as the platform-wide listing shows it. */
export type GlobalOrganizationModel = OrganizationModel;

/** A platform region. */
export interface RegionModel {
  /** `us`, `eu` or `au`. */
  id: 'us' | 'eu' | 'au' | (string & {});
  displayName?: string;
  /** Base URL of the region's production platform host, e.g. `https://platform-eu.cloud.coveo.com`. */
  platformHost?: string;
  /** Base URL of the region's serverless (Push API, Logs) host, e.g. `https://api-eu.cloud.coveo.com`. */
  serverlessHost?: string;
  isDefault?: boolean;
  [field: string]: unknown;
}
