import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import type { PlatformResourceType } from '../projects/models';
import { platformResourceEndpoints } from './endpoints';
import type { ListPlatformResourcesOptions, PlatformResourcePage } from './models';

/**
 * The organization's resources of any type, by id and name (`/rest/organizations/{org}/resources`),
 * e.g. to pick the resources of a project.
 */
export class PlatformResources extends Resource<typeof platformResourceEndpoints> {
  get endpoints() {
    return platformResourceEndpoints;
  }
}

// The calls of PlatformResources that follow the argument convention: Resource makes them from the endpoint table.
export interface PlatformResources {
  /**
   * Lists the organization's resources of one type (`SOURCE`, `EXTENSION`, `QUERY_PIPELINE`, ...).
   * `GET /rest/organizations/{org}/resources/{resourceType}?filter=…&page=…&perPage=…`.
   * @returns `PlatformResourcePage`.
   * @throws PlatformError for a non-success response (400 for a resource type the platform does not list).
   */
  list<S extends RequestSettings = {}>(
    resourceType: PlatformResourceType,
    query?: ListPlatformResourcesOptions,
    settings?: S,
  ): Promise<GetResult<PlatformResourcePage, S>>;
}
