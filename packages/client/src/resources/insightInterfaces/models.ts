import type { QueryOf } from '../../core/published';
import type { components, operations } from '../../generated/search-interface';

type Schemas = components['schemas'];

/** Who changed a hosted interface or version, and when. */
export interface HostedInterfaceChangeInfo {
  /** ISO 8601 date and time. */
  date: string;
  /** The user, as `user@domain-provider`. */
  by: string;
}

/**
 * Query of the hosted interface lists (insight, IPX and search page interfaces; the published one):
 * `filter` is a substring the name must contain (case-insensitive); `order` sorts by name, `asc`
 * (default) or `desc`; `page` is 0-based; `perPage` defaults to 100.
 */
export type ListHostedInterfacesQuery = QueryOf<operations['get-all-ipx-interface-configs']>;

/**
 * Query of an interface's version list (the published one): `filter` matches the label; `order` sorts by
 * version number.
 */
export type ListHostedInterfaceVersionsQuery = QueryOf<operations['get-insight-panel-interface-versions']>;

/** One page of hosted interfaces or versions. */
export interface HostedInterfacePage<T> {
  items: T[];
  totalEntries: number;
  totalPages: number;
}

/** What every stored hosted interface carries beside its configuration. */
export interface HostedInterfaceRecord {
  id: string;
  name: string;
  created?: string;
  createdBy?: string;
  updated?: string;
  updatedBy?: string;
}

/** A facet of a hosted interface. */
export interface HostedInterfaceFacet {
  field: string;
  label: string;
  displayValuesAs?: 'checkbox' | 'link' | (string & {});
}

/** A condition on a field: `isDefined`, `isNotDefined`, `mustMatch`, `mustNotMatch` (the values to match in `values`). */
export interface HostedInterfaceCondition {
  field: string;
  conditionType: NonNullable<Schemas['Condition']['conditionType']>;
  values?: string[];
}

/** A tab of a hosted interface. */
export interface HostedInterfaceTab {
  label: string;
  conditions: HostedInterfaceCondition[];
}

/** An insight panel interface's configuration. */
export interface InsightPanelInterfaceConfiguration extends HostedInterfaceRecord {
  facets?: HostedInterfaceFacet[];
  tabs?: HostedInterfaceTab[];
  /** Settings of the panel (user actions, case context, ...). */
  settings?: Record<string, unknown>;
  [field: string]: unknown;
}

/** A new or replaced insight panel interface: its `name` and configuration. */
export type InsightPanelInterfaceInput = Partial<Omit<InsightPanelInterfaceConfiguration, 'id'>> & {
  name: string;
};

/** A saved version of an interface's configuration. Version 1 is the creation; each update adds one. */
export interface HostedInterfaceVersion<T> {
  version: number;
  label?: string;
  created: HostedInterfaceChangeInfo;
  updated: HostedInterfaceChangeInfo;
  /** Whether this version is the interface's current configuration. */
  isPublished: boolean;
  configuration: T;
  /** The version a restore copied. */
  restoredFromVersion?: number;
}
