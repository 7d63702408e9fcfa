import type { QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/catalog-management';

type Schemas = components['schemas'];

/**
 * A catalog configuration: how products, variants and availabilities are recognized, shared by the
 * catalogs that name it (`catalogConfigurationId`; `associatedCatalogs` lists them). The published
 * `CatalogConfigurationModelWithAssociatedCatalogs`, with its `id` always there.
 */
export type CatalogConfigurationModel = WithRequired<
  Schemas['CatalogConfigurationModelWithAssociatedCatalogs'],
  'id'
> & {
  /** Creation time, in ms since the epoch (answered; not in the published schema). */
  createdDate?: number;
};

/** What creating or replacing a catalog configuration takes: `name` and `product` at least. */
export type NewCatalogConfigurationModel = Schemas['CreateCatalogConfigurationV1Model'];

/** Query of `catalogConfigurations.list`: `page` is 0-based; `perPage` is sent as `pageSize`. */
export type ListCatalogConfigurationsQuery = QueryOf<operations['getCatalogConfigurations']> & {
  perPage?: number;
};
