import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { globalEndpoints } from './endpoints';
import type { GlobalOrganizationModel, RegionModel } from './models';

/** Platform-wide reads (`/rest/global`): every organization, and the regions. */
export class Global extends Resource<typeof globalEndpoints> {
  get endpoints() {
    return globalEndpoints;
  }
}

// The calls of Global that follow the argument convention: Resource makes them from the endpoint table.
export interface Global {
  /**
   * Lists every organization of the platform. `GET /rest/global/organizations`.
   * @returns `GlobalOrganizationModel[]`; `undefined` if aborted.
   * @throws PlatformError for a non-success response.
   */
  listOrganizations(settings?: RequestSettings): Promise<GlobalOrganizationModel[] | undefined>;

  /**
   * Reads any organization, whether or not the token may use it.
   * `GET /rest/global/organizations/{organizationId}`.
   * @param organizationId default: the configured organization.
   * @returns `GlobalOrganizationModel`; `undefined` if aborted.
   * @throws PlatformError 404 when it does not exist.
   */
  getOrganization(
    organizationId?: string,
    settings?: RequestSettings,
  ): Promise<GlobalOrganizationModel | undefined>;

  /**
   * Lists the platform's regions (`us`, `eu`, `au`) with their hosts. `GET /rest/global/regions`.
   * @returns `RegionModel[]`; `undefined` if aborted.
   * @throws PlatformError for a non-success response.
   */
  listRegions(settings?: RequestSettings): Promise<RegionModel[] | undefined>;

  /**
   * Reads one region. `GET /rest/global/regions/{regionId}`.
   * @param regionId `us`, `eu` or `au`.
   * @returns `RegionModel`; `undefined` if aborted.
   * @throws PlatformError 404 for an unknown region.
   */
  getRegion(regionId: string, settings?: RequestSettings): Promise<RegionModel | undefined>;
}
