import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { projectEndpoints } from './endpoints';
import type {
  AssociatedProjectsModel,
  ListAssociatedProjectsOptions,
  ListProjectResourcesOptions,
  ListProjectsOptions,
  NewProjectModel,
  PlatformResourceType,
  ProjectModel,
  ProjectPage,
  ProjectResourcePage,
  ProjectResourcesByStatusModel,
} from './models';

/** Projects of the organization (`/rest/organizations/{org}/projects`): named groups of its resources. */
export class Projects extends Resource<typeof projectEndpoints> {
  get endpoints() {
    return projectEndpoints;
  }
}

// The calls of Projects that follow the argument convention: Resource makes them from the endpoint table.
export interface Projects {
  /**
   * Lists the organization's projects. `GET /rest/organizations/{org}/projects?filter=…&sortBy=…&order=…&page=…&perPage=…`.
   * @returns `ProjectPage`.
   * @throws PlatformError for a non-success response (400 for an unknown sorting).
   */
  list<S extends RequestSettings = {}>(
    query?: ListProjectsOptions,
    settings?: S,
  ): Promise<GetResult<ProjectPage, S>>;

  /**
   * Creates a project (`name` and `type` required). `POST /rest/organizations/{org}/projects` with the project as JSON.
   * @returns the created `ProjectModel`, with its `id`, `createdBy` and `createdDate`.
   * @throws PlatformError for a non-success response (400 for a malformed project).
   */
  create(project: NewProjectModel, settings?: RequestSettings): Promise<ProjectModel>;

  /**
   * Reads one project. `GET /rest/organizations/{org}/projects/{projectId}`.
   * @returns `ProjectModel`.
   * @throws PlatformError for a non-success response (404 for an unknown project).
   */
  get<S extends RequestSettings = {}>(projectId: string, settings?: S): Promise<GetResult<ProjectModel, S>>;

  /**
   * Replaces a project. `PUT /rest/organizations/{org}/projects/{projectId}` with the project as JSON.
   * @returns the updated `ProjectModel` (`updatedBy`, `updatedDate` set).
   * @throws PlatformError for a non-success response (400 for a malformed project, 404 for an unknown one).
   */
  update(projectId: string, project: NewProjectModel, settings?: RequestSettings): Promise<ProjectModel>;

  /**
   * Deletes a project (its resources stay). `DELETE /rest/organizations/{org}/projects/{projectId}`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (404 for an unknown project).
   */
  delete(projectId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * For each resource id given, the projects it belongs to.
   * `POST /rest/organizations/{org}/projects/resources/ids?resourceType=…` with the ids as a JSON array.
   * @returns `AssociatedProjectsModel[]`, in the order of the ids.
   * @throws PlatformError for a non-success response (400 without `resourceType` or for a body that is not
   * an array of ids).
   */
  listAssociatedProjects(
    resourceIds: string[],
    query: ListAssociatedProjectsOptions,
    settings?: RequestSettings,
  ): Promise<AssociatedProjectsModel[]>;

  /**
   * A project's resources, split by whether they still exist in the organization.
   * `GET /rest/organizations/{org}/projects/{projectId}/resources`.
   * @returns `ProjectResourcesByStatusModel`.
   * @throws PlatformError for a non-success response (404 for an unknown project).
   */
  listResourcesByStatus<S extends RequestSettings = {}>(
    projectId: string,
    settings?: S,
  ): Promise<GetResult<ProjectResourcesByStatusModel, S>>;

  /**
   * A project's resources of one type, with their names.
   * `GET /rest/organizations/{org}/projects/{projectId}/resources/{resourceType}?filter=…&page=…&perPage=…`.
   * @returns `ProjectResourcePage`.
   * @throws PlatformError for a non-success response (404 for an unknown project, 400 for a resource type
   *   the platform does not list).
   */
  listResources<S extends RequestSettings = {}>(
    projectId: string,
    resourceType: PlatformResourceType,
    query?: ListProjectResourcesOptions,
    settings?: S,
  ): Promise<GetResult<ProjectResourcePage, S>>;
}
