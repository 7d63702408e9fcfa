import type { QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/workspace';

type Schemas = components['schemas'];

/** Kinds of resources a project groups (the published schema keys them by any string). */
export type ProjectResourceType =
  | 'CATALOG'
  | 'CASE_ASSIST'
  | 'CRAWLING_MODULE'
  | 'EXTENSION'
  | 'IN_PRODUCT_EXPERIENCE'
  | 'INSIGHT_PANEL'
  | 'ML_MODEL'
  | 'QUERY_PIPELINE'
  | 'SEARCH_HUB'
  | 'SEARCH_PAGE'
  | 'SECURITY_PROVIDER'
  | 'SOURCE'
  | 'UA_REPORT'
  | (string & {});

/** What a project is for. */
export type ProjectType = Schemas['ProjectModel']['type'];

/**
 * A project as written: a named group of the organization's resources. `name` is 3 to 255 characters,
 * `description` 3 to 510; `pointsOfContact` are usernames; `resources` are ids by type (`{ SOURCE: ['id1'] }`).
 */
export type NewProjectModel = Omit<
  Schemas['ProjectModel'],
  'id' | 'createdBy' | 'updatedBy' | 'createdDate' | 'updatedDate' | 'createdFrom' | 'resources'
> & { resources?: Partial<Record<ProjectResourceType, string[]>> };

/**
 * A project as stored. The dates are kept as the emulator answers them, ISO 8601, where the published
 * schema says numbers.
 */
export type ProjectModel = Omit<
  WithRequired<Schemas['ProjectModel'], 'id'>,
  'createdDate' | 'updatedDate' | 'resources'
> & {
  resources?: Partial<Record<ProjectResourceType, string[]>>;
  createdDate?: string;
  updatedDate?: string;
};

/** `filter`: part of the project's name, any case. The published `sortBy` and `order` are any string. */
export type ListProjectsOptions = Omit<QueryOf<operations['getProjects']>, 'sortBy' | 'order'> & {
  sortBy?:
    | 'NAME'
    | 'CREATED_BY'
    | 'CREATED_DATE'
    | 'UPDATED_BY'
    | 'UPDATED_DATE'
    | 'POINT_OF_CONTACT'
    | (string & {});
  order?: 'ASC' | 'DESC' | (string & {});
};

/** One page of projects. */
export interface ProjectPage {
  items: ProjectModel[];
  totalEntries: number;
  totalPages: number;
}

/** The platform requires `resourceType`, which the published parameter leaves optional. */
export interface ListAssociatedProjectsOptions {
  resourceType: ProjectResourceType;
}

/** A resource and the projects it belongs to. */
export type AssociatedProjectsModel = Required<Schemas['ResourceWithProjectIds']>;

/**
 * A project's resources, by type, split by whether they still exist in the organization. Kept by hand:
 * the published answer (`existingResources`, `noAccessResources`, `deletedResources`) names other
 * fields than the emulator answers.
 */
export interface ProjectResourcesByStatusModel {
  existing: Partial<Record<ProjectResourceType, string[]>>;
  missing: Partial<Record<ProjectResourceType, string[]>>;
}

/** `filter`: part of the resource's id or name, any case. */
export type ListProjectResourcesOptions = QueryOf<operations['getProjectResourcesDetailsByResourceType']>;

/** A resource of a project. Kept by hand: the published answer names its kind `type`, the emulator `resourceType`. */
export interface ProjectResourceModel {
  id: string;
  name?: string;
  resourceType: ProjectResourceType;
}

/** One page of a project's resources. */
export interface ProjectResourcePage {
  items: ProjectResourceModel[];
  totalEntries: number;
  totalPages: number;
}
