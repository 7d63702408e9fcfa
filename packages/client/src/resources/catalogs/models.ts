/** How a catalog's items of one kind (products, variants, availabilities) are recognized in its source. */
export interface CatalogObjectTypeModel {
  /** The value of the object type field for these items, e.g. `Product`. */
  objectType: string;
  /** The field that holds the item's unique id, e.g. `ec_product_id`. */
  idField: string;
  [field: string]: unknown;
}

/** Variants of the products: the field naming each variant's product. */
export interface CatalogVariantModel extends CatalogObjectTypeModel {
  /** The field of a variant that holds its product's id. */
  productIdField?: string;
}

/** Where products are available (stores, warehouses): the field listing the available ids. */
export interface CatalogAvailabilityModel {
  /** The value of the object type field for these items, e.g. `Availability`. */
  objectType: string;
  /** The field of an availability that lists the ids of what is available there. */
  availableSkusField: string;
  idField?: string;
  [field: string]: unknown;
}

/**
 * How a catalog's products (required), variants and availabilities are recognized: a catalog's own
 * `configuration`, or a catalog configuration that catalogs share.
 */
export interface CatalogConfigurationBody {
  name: string;
  product: CatalogObjectTypeModel;
  variant?: CatalogVariantModel;
  availability?: CatalogAvailabilityModel;
  /** Commerce field names by index field name. */
  fieldsMapping?: Record<string, string>;
  availabilityFilterStrategy?: 'ALWAYS' | 'WHEN_SPECIFIED';
  [field: string]: unknown;
}

/** A commerce catalog: the source holding its items and how products, variants and availabilities are told apart. */
export interface CatalogModel {
  id: string;
  name: string;
  description?: string;
  /** The source holding the catalog's items. */
  sourceId: string;
  /** The source holding the availabilities, when it is another one. */
  availabilitySourceId?: string;
  /** The catalog configuration it follows, if any. */
  catalogConfigurationId?: string;
  /** Its configuration: its own, or the catalog configuration it follows (then with its `id`). */
  configuration: CatalogConfigurationBody & { id?: string };
  /** Creation time, in ms since the epoch. */
  createdDate?: number;
  /** Last change, in ms since the epoch. */
  lastModified?: number;
  /** The catalog's fields, when listed with `enrichWithFields`. */
  fields?: CatalogFieldModel[];
  [field: string]: unknown;
}

/**
 * What creating or replacing a catalog takes: `name`, `sourceId`, and either its own `configuration` or
 * the `catalogConfigurationId` of one it follows.
 */
export interface NewCatalogModel {
  name: string;
  description?: string;
  sourceId: string;
  availabilitySourceId?: string;
  catalogConfigurationId?: string;
  configuration?: CatalogConfigurationBody;
  [field: string]: unknown;
}

/** A page of catalogs. */
export interface CatalogPage<T = CatalogModel> {
  items: T[];
  totalEntries: number;
  totalPages: number;
}

/** Query of `catalogs.list`. `page` is 0-based; `perPage` is sent as `pageSize`. */
export interface ListCatalogsQuery {
  /** Text in the catalog's name. */
  filter?: string;
  page?: number;
  pageSize?: number;
  perPage?: number;
  catalogIds?: string[];
  sourceIds?: string[];
  /** Add each catalog's fields. */
  enrichWithFields?: boolean;
  /** Sort by `NAME` (the only sort). */
  catalogSortingType?: 'NAME';
  sortingDirection?: 'ASC' | 'DESC';
}

/** A field the items of a catalog hold, with the object types that have it. */
export interface CatalogFieldModel {
  name: string;
  /** Field type: `STRING`, `LONG`, `DOUBLE`, `DATE`, ... */
  type?: string;
  /** Object types (`Product`, `Variant`, `Availability`) whose items fill it. */
  objectTypes?: string[];
  [field: string]: unknown;
}

/** The fields of a catalog, by the kind of item that holds them. */
export interface CatalogFieldsModel {
  product: CatalogFieldModel[];
  variant: CatalogFieldModel[];
  availability: CatalogFieldModel[];
  [field: string]: unknown;
}

/**
 * What `catalogs.getFieldsSuggestions` takes: the sources (by name) whose items to look at, and their
 * object types. `sourceNames` (at least one) and `productObjectType` are required.
 */
export interface CatalogFieldsSuggestionsRequest {
  /** The sources of products and variants. */
  sourceNames: string[];
  /** The sources of availabilities. */
  availabilitySourceNames?: string[];
  /** The object type of products, e.g. `Product`. */
  productObjectType: string;
  variantObjectType?: string;
  availabilityObjectType?: string;
}

/** The fields that items of those object types hold: each with a few of its values and its object types. */
export interface CatalogFieldsSuggestionsModel {
  fields: Array<{ name: string; examples: unknown[]; objectTypes: string[] }>;
}

/** How many items of a kind hold a field (`objectsWithField`), out of the items of the kind (`objectsWithType`). */
export interface CatalogFieldUsageModel {
  objectsWithField: number;
  objectsWithType: number;
}

/** How many items of the catalog fill a field, by kind of item (absent: the kind does not have it). */
export interface CatalogFieldStatModel {
  fieldName: string;
  product?: CatalogFieldUsageModel;
  variant?: CatalogFieldUsageModel;
  availability?: CatalogFieldUsageModel;
}

/** Field statistics of a catalog, and when they were computed and will be again (ms since the epoch). */
export interface CatalogFieldStatsModel {
  fieldStats: CatalogFieldStatModel[];
  lastUpdated: number;
  nextUpdate: number;
  [field: string]: unknown;
}

/** A source's object types, and whether it holds items indexed as catalog content or otherwise. */
export interface CatalogObjectTypesModel {
  objectTypeValues: string[];
  /** The source (a catalog source) holds items. */
  hasIndexedCatalogContent: boolean;
  /** The source (of another kind, e.g. pushed) holds items. */
  hasIndexedIngestionContent: boolean;
}

/** Query of `catalogs.content.getMetadata`. */
export interface CatalogMetadataQuery {
  filter?: string;
  objectType?: string;
  page?: number;
  perPage?: number;
  version?: string;
}
