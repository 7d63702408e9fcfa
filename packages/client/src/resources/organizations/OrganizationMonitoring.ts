import { Resource } from '../../core/resource';
import { organizationMonitoringEndpoints } from './endpoints';
import type { OrganizationsMonitoringCalls } from './endpoints.generated';

/**
 * How the configured organization's traffic uses the platform
 * (`/rest/monitoring/global/organizations/{org}`): by region, by search hub and host name, by endpoint,
 * and whether it is ready for its organization endpoints. Each call looks at the last
 * `numberOfDaysToInclude` days (default 7).
 */
export class OrganizationMonitoring extends Resource<typeof organizationMonitoringEndpoints> {
  get endpoints() {
    return organizationMonitoringEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface OrganizationMonitoring extends OrganizationsMonitoringCalls {}
