import type { QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/workspace';

type Schemas = components['schemas'];

/** Kinds of resources the platform lists by type (`resources/{resourceType}`): the values it publishes there. */
export type PlatformResourceType =
  operations['getAllResourcesDetailsByResourceType']['parameters']['path']['resourceType'];

/**
 * Kinds of resources a project groups: those the platform publishes, or any other (the published schema
 * keys a project's resources by any string).
 */
export type ProjectResourceType = PlatformResourceType | (string & {});

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
 * A project as stored (the published `ProjectModel`; `id` always there): `createdBy` and `updatedBy` are
 * usernames, `createdDate` and `updatedDate` ms since the epoch; `resources` are ids by resource type.
 */
export type ProjectModel = WithRequired<Schemas['ProjectModel'], 'id'>;

/**
 * `filter`: part of the project's name, any case; `sortBy` (default `CREATED_DATE`) and `order` (default
 * `DESC`); `page` (from 0) and `perPage`.
 */
export type ListProjectsOptions = QueryOf<operations['getProjects']>;

/** One page of projects (the published `PageModelProjectModel`; its fields always there). */
export type ProjectPage = Omit<Required<Schemas['PageModelProjectModel']>, 'items'> & {
  items: ProjectModel[];
};

/** The platform requires `resourceType`, which the published parameter leaves optional. */
export interface ListAssociatedProjectsOptions {
  resourceType: ProjectResourceType;
}

/** A resource and the projects it belongs to. */
export type AssociatedProjectsModel = Required<Schemas['ResourceWithProjectIds']>;

/**
 * A project's resources, ids by resource type, split by their state in the organization (the published
 * `ProjectResourceStatusModel`, its three fields always there): `existingResources`, those it has;
 * `noAccessResources`, those the caller may not see; `deletedResources`, those it no longer has.
 */
export type ProjectResourcesByStatusModel = Required<Schemas['ProjectResourceStatusModel']>;

/** `filter`: part of the resource's id or name, any case. */
export type ListProjectResourcesOptions = QueryOf<operations['getProjectResourcesDetailsByResourceType']>;

/**
 * A resource of a project or of the organization (the published `ProjectResourceModel`; `id` and `type`,
 * its resource type, always there): `name`, its display name.
 */
export type ProjectResourceModel = WithRequired<Schemas['ProjectResourceModel'], 'id' | 'type'>;

/** One page of a project's resources (the published `PageModelProjectResourceModel`; its fields always there). */
export type ProjectResourcePage = Omit<Required<Schemas['PageModelProjectResourceModel']>, 'items'> & {
  items: ProjectResourceModel[];
};
