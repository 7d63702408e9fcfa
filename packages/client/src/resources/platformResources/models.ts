import type { QueryOf } from '../../core/published';
import type { operations } from '../../generated/workspace';
import type { ProjectResourceModel, ProjectResourcePage } from '../projects/models';

/**
 * A resource of the organization, as listed across types (a source, an extension, a query pipeline, ...):
 * the published `ProjectResourceModel`, `id` and `type` (its resource type) always there.
 */
export type PlatformResourceModel = ProjectResourceModel;

/** `filter`: part of the resource's id or name, any case. */
export type ListPlatformResourcesOptions = QueryOf<operations['getAllResourcesDetailsByResourceType']>;

/** One page of resources (the published `PageModelProjectResourceModel`; its fields always there). */
export type PlatformResourcePage = ProjectResourcePage;
