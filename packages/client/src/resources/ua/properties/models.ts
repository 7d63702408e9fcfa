/**
 * An analytics property: a tracking id that analytics events carry (the `trackingId` of events),
 * with its display name and defaults.
 */
export interface AnalyticsPropertyModel {
  /** The organization the property belongs to. */
  organizationId: string;
  /** Lowercase letters, digits and hyphens, e.g. `sports-store`. */
  trackingId: string;
  displayName: string;
  /** ISO 4217 code of the currency of commerce events without one, e.g. `USD`. */
  defaultCurrency?: string;
  /** IANA time zone of the property's reports, e.g. `America/New_York`. */
  defaultTimeZone?: string;
  /** Whether this is the organization's default property. */
  isDefault?: boolean;
  /** Ids of the projects the property belongs to; with `includeProjectIds`. */
  projectIds?: string[];
  [field: string]: unknown;
}

/** Which properties to list, and which page. */
export interface ListAnalyticsPropertiesParams {
  /** Only properties whose tracking id or display name contains this text (case-insensitive). */
  filter?: string;
  /** Whether the default property is listed. Default `true`. */
  includeDefault?: boolean;
  /** Whether each property comes with its `projectIds`. Default `false`. */
  includeProjectIds?: boolean;
  /** 0-based page. Default 0. */
  page?: number;
  /** Properties per page. Default 100. */
  perPage?: number;
  /** Only properties of this project. */
  projectId?: string;
  /** Only these tracking ids (comma-separated in the query string). */
  trackingIds?: string[];
}

/** Query of `ua.properties.list`. */
export interface ListAnalyticsPropertiesQuery extends ListAnalyticsPropertiesParams {}

/** Query of `ua.properties.create` and `ua.properties.update`. */
export interface SaveAnalyticsPropertyQuery {
  displayName: string;
  defaultCurrency?: string;
  defaultTimeZone?: string;
}

/** One page of properties. */
export interface AnalyticsPropertyPageModel {
  items: AnalyticsPropertyModel[];
  totalEntries: number;
  totalPages: number;
}

/** What a property creation, update or deletion answers. */
export interface AnalyticsPropertyMessageModel {
  message: string;
  /** The property as stored (creation and update). */
  property?: AnalyticsPropertyModel;
}
