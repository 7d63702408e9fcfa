import { Resource } from '../../core/resource';
import { workspaceEndpoints } from './endpoints';
import type { WorkspaceCalls } from './endpoints.generated';

/**
 * Which of the organization's resources belong to which projects
 * (`/rest/organizations/{org}/projects/.../resources`): a resource is named by its type (`SOURCE`,
 * `QUERY_PIPELINE`, `SEARCH_HUB`, `ML_MODEL`, ...; see `ProjectResourceType`) and its id. The projects
 * themselves are `client.projects`.
 *
 * Every method rejects with `PlatformError` for a non-success answer (400 for an unknown resource type
 * or a missing query parameter, 404 for an unknown project).
 */
export class Workspace extends Resource<typeof workspaceEndpoints> {
  get endpoints() {
    return workspaceEndpoints;
  }
}

// Its methods come from the published operations (see endpoints.generated.ts).
export interface Workspace extends WorkspaceCalls {}
