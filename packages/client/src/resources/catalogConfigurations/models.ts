import type { CatalogConfigurationBody } from '../catalogs/models';

/**
 * A catalog configuration: how products, variants and availabilities are recognized, shared by the
 * catalogs that name it (`catalogConfigurationId`).
 */
export interface CatalogConfigurationModel extends CatalogConfigurationBody {
  id: string;
  /** The catalogs that follow this configuration (derived). */
  associatedCatalogs?: Array<{ id: string; name: string; sourceId?: string; availabilitySourceId?: string }>;
  /** Creation time, in ms since the epoch. */
  createdDate?: number;
}

/** What creating or replacing a catalog configuration takes: `name` and `product` at least. */
export type NewCatalogConfigurationModel = Omit<
  CatalogConfigurationModel,
  'id' | 'associatedCatalogs' | 'createdDate'
>;

/** Query of `catalogConfigurations.list`. `page` is 0-based; `perPage` is sent as `pageSize`. */
export interface ListCatalogConfigurationsQuery {
  page?: number;
  pageSize?: number;
  perPage?: number;
}
