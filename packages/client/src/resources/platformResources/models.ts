import type { ProjectResourceType } from '../projects/models';

/** A resource of the organization, as listed across types (a source, an extension, a query pipeline, ...). */
export interface PlatformResourceModel {
  id: string;
  name?: string;
  resourceType: ProjectResourceType;
}

export interface ListPlatformResourcesOptions {
  /** Part of the resource's id or name, any case. */
  filter?: string;
  page?: number;
  perPage?: number;
}

/** One page of resources. */
export interface PlatformResourcePage {
  items: PlatformResourceModel[];
  totalEntries: number;
  totalPages: number;
}
