import type { QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/catalog-management';
import type { components as tailgate, operations as tailgateOperations } from '../../generated/tailgate';

type Schemas = components['schemas'];

/**
 * How a catalog's products are recognized in its source (the published `ProductHierarchyModel`): the
 * value of the object type field for these items (`objectType`, e.g. `Product`) and the field that holds
 * an item's unique id (`idField`, e.g. `ec_product_id`).
 */
export type CatalogObjectTypeModel = Schemas['ProductHierarchyModel'];

/** How the variants of the products are recognized (the published `VariantHierarchyModel`). */
export type CatalogVariantModel = Schemas['VariantHierarchyModel'];

/**
 * Where products are available (stores, warehouses; the published `AvailabilityHierarchyModel`):
 * `availableSkusField` is the field of an availability that lists the ids of what is available there.
 */
export type CatalogAvailabilityModel = Schemas['AvailabilityHierarchyModel'];

/**
 * How a catalog's products (required), variants and availabilities are recognized: a catalog's own
 * `configuration`, or a catalog configuration that catalogs share (the published
 * `CatalogConfigurationModel`; `fieldsMapping` gives commerce field names by index field name).
 */
export type CatalogConfigurationBody = Schemas['CatalogConfigurationModel'];

/**
 * A commerce catalog: the source holding its items (`sourceId`; `availabilitySourceId` when the
 * availabilities are in another one), and its `configuration`: its own, or the catalog configuration it
 * follows (`catalogConfigurationId`; the configuration then has its `id`). The published `CatalogModel`,
 * with its `id` always there.
 */
export type CatalogModel = WithRequired<Schemas['CatalogModel'], 'id'> & {
  /** Creation time, in ms since the epoch (answered; not in the published schema). */
  createdDate?: number;
  /** Last change, in ms since the epoch (answered; not in the published schema). */
  lastModified?: number;
  /** The catalog's fields, when listed with `enrichWithFields` (the spec publishes the parameter, not the field). */
  fields?: CatalogFieldModel[];
};

/**
 * What creating or replacing a catalog takes (the published `CreateCatalogModel`): `name`, `sourceId`,
 * and either its own `configuration` or the `catalogConfigurationId` of one it follows.
 */
export type NewCatalogModel = Schemas['CreateCatalogModel'];

/** A page of catalogs (the published `CommercePageModelCatalogModel`), or of other items `T`. */
export interface CatalogPage<T = CatalogModel>
  extends Omit<Schemas['CommercePageModelCatalogModel'], 'items'> {
  items: T[];
}

/**
 * Query of `catalogs.list` (the published one): `filter` is text in the catalog's name; `page` is
 * 0-based; `enrichWithFields` adds each catalog's fields. `perPage` is sent as `pageSize`.
 */
export type ListCatalogsQuery = QueryOf<operations['getCatalogs']> & { perPage?: number };

// `GET /catalogs/{catalogId}/fields` is not published: its answer keeps hand-written types.

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
 * What `catalogs.getFieldsSuggestions` takes (the published `FieldsSuggestionsQueryModel`): the sources
 * (by name) whose items to look at, and their object types. `sourceNames` (at least one) and
 * `productObjectType` (e.g. `Product`) are required.
 */
export type CatalogFieldsSuggestionsRequest = Schemas['FieldsSuggestionsQueryModel'];

/**
 * The fields that items of those object types hold: each with a few of its values and its object types
 * (the published `FieldsSuggestionsModel`, whose keys the platform always answers).
 */
export interface CatalogFieldsSuggestionsModel {
  fields: Required<Schemas['FieldSuggestionsModel']>[];
}

/** How many items of a kind hold a field (`objectsWithField`), out of the items of the kind (`objectsWithType`). */
export type CatalogFieldUsageModel = Required<Schemas['FieldStatsItemModel']>;

/** How many items of the catalog fill a field, by kind of item (absent: the kind does not have it). */
export interface CatalogFieldStatModel
  extends WithRequired<
    Omit<Schemas['FieldStatsModel'], 'product' | 'variant' | 'availability'>,
    'fieldName'
  > {
  product?: CatalogFieldUsageModel;
  variant?: CatalogFieldUsageModel;
  availability?: CatalogFieldUsageModel;
}

/**
 * Field statistics of a catalog, and when they were computed and will be again (ms since the epoch;
 * the published `CachedFieldStats`, with its statistics always there).
 */
export interface CatalogFieldStatsModel extends Omit<Schemas['CachedFieldStats'], 'fieldStats'> {
  fieldStats: CatalogFieldStatModel[];
}

/**
 * A source's object types, and whether it holds items indexed as catalog content (a catalog source) or
 * otherwise (e.g. pushed): the published `ObjectTypeModel`, whose keys the platform always answers.
 */
export type CatalogObjectTypesModel = Required<tailgate['schemas']['ObjectTypeModel']>;

/**
 * Query of `catalogs.content.getMetadata` (the published one): `version` 2 asks for the paged answer
 * (`page`, 0-based, and `perPage` then apply).
 */
export type CatalogMetadataQuery = QueryOf<tailgateOperations['getMetadataNames_1']>;

/** One page of metadata names (`version` 2 of `catalogs.content.getMetadata`). */
export type CatalogMetadataNamePage = tailgate['schemas']['PageModelString'];

/**
 * The answer of `catalogs.content.getMetadata`: with `version` 2, a page of names
 * ({@link CatalogMetadataNamePage}); otherwise every name, as `{ metadataNames }`.
 */
export type CatalogMetadataNamesModel = CatalogMetadataNamePage | tailgate['schemas']['MetadataNameModel'];
