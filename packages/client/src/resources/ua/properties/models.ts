import type { QueryOf, WithRequired } from '../../../core/published';
import type { components, operations } from '../../../generated/analytics-admin';

type Schemas = components['schemas'];

/**
 * An analytics property: a tracking id that analytics events carry (the `trackingId` of events, lowercase
 * letters, digits and hyphens, e.g. `sports-store`), with its display name and defaults: `defaultCurrency`
 * (ISO 4217, e.g. `USD`, for commerce events without one), `defaultTimeZone` (IANA, e.g.
 * `America/New_York`, for its reports); `projectIds` with `includeProjectIds`. `isDefault`, whether it
 * is the organization's default property, is not in the published answer.
 */
export type AnalyticsPropertyModel = WithRequired<
  Schemas['PropertyModel'],
  'organizationId' | 'trackingId' | 'displayName'
> & {
  isDefault?: boolean;
};

/**
 * Which properties to list, and which page: `filter` (text the tracking id or display name contains,
 * any case), `includeDefault` (default `true`), `includeProjectIds` (default `false`), `page` (0-based),
 * `perPage` (default 100), `projectId`, `trackingIds` (comma-separated in the query string).
 */
export type ListAnalyticsPropertiesParams = Schemas['ListPropertiesRequest'];

/** Query of `ua.properties.list`. */
export type ListAnalyticsPropertiesQuery = ListAnalyticsPropertiesParams;

/** Query of `ua.properties.create` and `ua.properties.update`: `displayName` is required, though the published parameter is optional. */
export type SaveAnalyticsPropertyQuery = WithRequired<QueryOf<operations['createProperty']>, 'displayName'>;

/** One page of properties. */
export type AnalyticsPropertyPageModel = WithRequired<
  Omit<Schemas['PageModelPropertyModel'], 'items'>,
  'totalEntries' | 'totalPages'
> & {
  items: AnalyticsPropertyModel[];
};

/** What a property creation, update or deletion answers; `property`, the property as stored, is not in the published answer. */
export type AnalyticsPropertyMessageModel = WithRequired<Schemas['PropertyActionResponse'], 'message'> & {
  property?: AnalyticsPropertyModel;
};
