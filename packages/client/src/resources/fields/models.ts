/** Field types (SPEC section 3). */
export type FieldType = 'LONG' | 'LONG_64' | 'DOUBLE' | 'DATE' | 'STRING' | 'VECTOR';
/** Which fields a listing returns: every field, the organization's own, or the platform's (SPEC section 3). */
export type FieldOrigin = 'ALL' | 'USER' | 'SYSTEM';
/** What a field listing sorts by. */
export type FieldSortBy = 'name' | 'type' | 'description';

/**
 * A field of the organization's index. `name` is the field's id: lowercase, starting with a letter,
 * then letters, digits or `_` (`[a-z][a-z0-9_]*`).
 */
export interface FieldModel {
  name: string;
  /** Default `STRING`. */
  type?: FieldType;
  description?: string;
  /** Values can be used in facets. */
  facet?: boolean;
  /** Several values per item (`;`-separated), usable in facets. */
  multiValueFacet?: boolean;
  /** Facet values are shown as hierarchies. */
  hierarchicalFacet?: boolean;
  /** Results can be sorted on the field. */
  sort?: boolean;
  /** Free-text queries search the field. */
  includeInQuery?: boolean;
  /** The field is returned with results. */
  includeInResults?: boolean;
  /** Values are added to the index lexicon (free-text searchable). */
  mergeWithLexicon?: boolean;
  /** Date values are also offered as smart date facets. */
  smartDateFacet?: boolean;
  /** Stemming applies to the field's values. */
  stemming?: boolean;
  /** Keep sort data in memory. */
  useCacheForSort?: boolean;
  useCacheForNestedQuery?: boolean;
  useCacheForNumericQuery?: boolean;
  useCacheForComputedFacet?: boolean;
  /** The field's values influence ranking. */
  ranking?: boolean;
  /** The field may be suggested as an automatic facet. */
  automaticFacetsCandidate?: boolean;
  /** The platform's own field (read-only flag, set by the platform). */
  system?: boolean;
  /** Sources whose mappings feed the field (set by the platform). */
  sources?: unknown[];
  [field: string]: unknown;
}

/** Filters, sorting and paging of `GET /indexes/page/fields`. */
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

/** One page of fields. */
export interface FieldsPage {
  items: FieldModel[];
  totalEntries: number;
  totalPages: number;
}

/** A filter on a boolean property of fields: `ALL` (the default) ignores it. */
export type FieldFlagFilter = 'ALL' | 'TRUE_ONLY' | 'FALSE_ONLY';

/** What `fields.search` takes: filters, sorting and paging in the body. */
export interface SearchFieldsModel {
  filters?: {
    /** Text in the field's name (case-insensitive). */
    name?: string;
    /** Only fields of this type. */
    type?: FieldType;
    /** Default `ALL`. */
    origin?: FieldOrigin;
    /** Facet fields only (`TRUE_ONLY`) or all but them (`FALSE_ONLY`). */
    facet?: FieldFlagFilter;
    /** Fields that results can be sorted on, or the others. */
    sort?: FieldFlagFilter;
    /** Fields that may be suggested as automatic facets, or the others. */
    automaticFacetsCandidate?: FieldFlagFilter;
    /** Only fields of this project. */
    projectId?: string;
    /** Only these fields, by name. */
    fieldNames?: string[];
  };
  sortBy?: FieldSortBy;
  order?: 'ASC' | 'DESC';
  page?: number;
  perPage?: number;
}
