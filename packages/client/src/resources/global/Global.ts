import type { GetResult, RequestSettings } from '../../core/options';
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
   * @returns `GlobalOrganizationModel[]`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  listOrganizations<S extends RequestSettings = {}>(
    query?: { page?: number; perPage?: number },
    settings?: S,
  ): Promise<GetResult<GlobalOrganizationModel[], S>>;

  /**
   * Reads any organization, whether or not the token may use it.
   * `GET /rest/global/organizations/{organizationId}`.
   * @param organizationId default: the configured organization.
   * @returns `GlobalOrganizationModel`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 404 when it does not exist.
   */
  getOrganization<S extends RequestSettings = {}>(
    organizationId?: string,
    settings?: S,
  ): Promise<GetResult<GlobalOrganizationModel, S>>;

  /**
   * Lists the platform's regions (`us`, `eu`, `au`) with their hosts. `GET /rest/global/regions`.
   * @returns `RegionModel[]`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError for a non-success response.
   */
  listRegions<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<RegionModel[], S>>;

  /**
   * Reads one region. `GET /rest/global/regions/{regionId}`.
   * @param regionId `us`, `eu` or `au`.
   * @returns `RegionModel`; `undefined` only when aborted through the `signal` you passed.
   * @throws PlatformError 404 for an unknown region.
   */
  getRegion<S extends RequestSettings = {}>(
    regionId: string,
    settings?: S,
  ): Promise<GetResult<RegionModel, S>>;
}
