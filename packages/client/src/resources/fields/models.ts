import type { WithRequired } from '../../core/published';
import type { components } from '../../generated/field';

type Schemas = components['schemas'];

/** Field types (SPEC section 3). */
export type FieldType = NonNullable<Schemas['FieldModel']['type']>;
/** Which fields a listing returns: every field, the organization's own, or the platform's (SPEC section 3). */
export type FieldOrigin = NonNullable<Schemas['FieldListingFilters']['origin']>;
/** What a field listing sorts by (published as a plain string; the platform takes these). */
export type FieldSortBy = 'name' | 'type' | 'description';

/**
 * A field of the organization's index (the published `FieldModel`). `name` is the field's id, always
 * given and answered: lowercase, starting with a letter, then letters, digits or `_` (`[a-z][a-z0-9_]*`).
 * Left out, `type` is `STRING`; `system` and `projectIds` are set by the platform.
 */
export type FieldModel = WithRequired<Schemas['FieldModel'], 'name'>;

/** Filters, sorting and paging of `GET /indexes/page/fields` (a call the platform does not publish). */
export interface ListFieldsOptions {
  /** Default `ALL`. */
  origin?: FieldOrigin;
  /** Only fields of this type. */
  type?: FieldType;
  /** Only facet fields (`facet` or `multiValueFacet`). */
  facetsOnly?: boolean;
  /** Only fields whose name contains this text (case-insensitive). */
  filter?: string;
  /** Default `name`. */
  sortBy?: FieldSortBy;
  /** Default `ASC`. */
  order?: 'ASC' | 'DESC';
  /** 0-based page number. */
  page?: number;
  /** Items per page (`pageSize` is accepted too and renamed). */
  perPage?: number;
  pageSize?: number;
}

/** One page of fields (the published `PageModelFieldModel`, whose totals and items are always there). */
export interface FieldsPage
  extends WithRequired<Schemas['PageModelFieldModel'], 'totalEntries' | 'totalPages'> {
  items: FieldModel[];
}

/** A filter on a boolean property of fields: `ALL` (the default) ignores it. */
export type FieldFlagFilter = NonNullable<Schemas['FieldListingFilters']['facet']>;

/**
 * What `fields.search` takes: filters, sorting and paging (`page` 0-based) in the body (the published
 * `FieldListingOptions`). The spec types `sortBy` and `order` as any string; the platform takes only these.
 */
export type SearchFieldsModel = Omit<Schemas['FieldListingOptions'], 'sortBy' | 'order'> & {
  /** Default `name`. */
  sortBy?: FieldSortBy;
  /** Default `ASC`. */
  order?: 'ASC' | 'DESC';
};
