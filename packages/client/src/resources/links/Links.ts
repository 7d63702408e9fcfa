import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { linkEndpoints } from './endpoints';
import type { LinksCalls } from './endpoints.generated';

/** The configured organization's links (`/rest/organizations/{org}/links`). */
export class Links extends Resource<typeof linkEndpoints> {
  get endpoints() {
    return linkEndpoints;
  }
}

// The calls of Links that follow the argument convention: Resource makes them from the endpoint table.
export interface Links extends LinksCalls {
  /**
   * Deletes every link of the configured organization. `DELETE /rest/organizations/{org}/links`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response.
   */
  delete(settings?: RequestSettings): Promise<Record<string, never>>;
}
