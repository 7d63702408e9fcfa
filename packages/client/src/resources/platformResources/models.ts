import type { QueryOf } from '../../core/published';
import type { operations } from '../../generated/workspace';
import type { ProjectResourceType } from '../projects/models';

/**
 * A resource of the organization, as listed across types (a source, an extension, a query pipeline, ...).
 * Kept by hand: the published answer names its kind `type`, the emulator `resourceType`.
 */
export interface PlatformResourceModel {
  id: string;
  name?: string;
  resourceType: ProjectResourceType;
}

/** `filter`: part of the resource's id or name, any case. */
export type ListPlatformResourcesOptions = QueryOf<operations['getAllResourcesDetailsByResourceType']>;

/** One page of resources. */
export interface PlatformResourcePage {
  items: PlatformResourceModel[];
  totalEntries: number;
  totalPages: number;
}
