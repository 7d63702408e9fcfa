import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { globalEndpoints } from './endpoints';
import type { AwsRegion, GlobalOrganizationModel, GlobalOrganizationPageModel, RegionModel } from './models';

/** Platform-wide reads (`/rest/global`): where every organization lives, and the regions. */
export class Global extends Resource<typeof globalEndpoints> {
  get endpoints() {
    return globalEndpoints;
  }
}

// The calls of Global that follow the argument convention: Resource makes them from the endpoint table.
export interface Global {
  /**
   * Lists where every organization of the platform lives (a page of 100).
   * `GET /rest/global/organizations`.
   * @returns `GlobalOrganizationPageModel`: `items` of `GlobalOrganizationModel` (`organizationId`, its
   * regions, its host names), `totalEntries`, `totalPages`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  listOrganizations<S extends RequestSettings = {}>(
    query?: { page?: number; perPage?: number },
    settings?: S,
  ): Promise<GetResult<GlobalOrganizationPageModel, S>>;

  /**
   * Reads where any organization lives, whether or not the token may use it.
   * `GET /rest/global/organizations/{organizationId}`.
   * @param organizationId default: the configured organization.
   * @returns `GlobalOrganizationModel` (`organizationId`, `primaryMainRegion`, `mainRegions`,
   * `satelliteRegions`, `distributedDns`, `adminDns`, `analyticsDns`); `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 404 when it does not exist.
   */
  getOrganization<S extends RequestSettings = {}>(
    organizationId?: string,
    settings?: S,
  ): Promise<GetResult<GlobalOrganizationModel, S>>;

  /**
   * Lists the platform's regions (`us`, `eu`, `au`, as `regionName`) with their cloud regions and hosts.
   * `GET /rest/global/regions`.
   * @returns `RegionModel[]`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  listRegions<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<RegionModel[], S>>;

  /**
   * Reads one region's configuration. `GET /rest/global/regions/{regionId}`.
   * @param regionId the cloud region that hosts it: `us-east-1`, `eu-west-1` or `ap-southeast-2` (the
   *   values the platform publishes).
   * @returns `RegionModel`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 400 for a region the platform does not have.
   */
  getRegion<S extends RequestSettings = {}>(
    regionId: AwsRegion,
    settings?: S,
  ): Promise<GetResult<RegionModel, S>>;
}
