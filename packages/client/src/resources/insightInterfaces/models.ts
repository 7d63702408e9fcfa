import type { QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/search-interface';

type Schemas = components['schemas'];

/**
 * Who made or last changed a version, and when (the published `ChangeInfo`): `date` in ISO 8601, `by`
 * the user (`user@domain-provider`), with their `firstName` and `lastName` when the platform knows them.
 */
export type HostedInterfaceChangeInfo = WithRequired<Schemas['ChangeInfo'], 'date' | 'by'>;

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

/** What every stored hosted interface carries beside its configuration: who made and last changed it, when (ms since the epoch). */
export interface HostedInterfaceRecord {
  id: string;
  name: string;
  created?: number;
  createdBy?: string;
  updated?: number;
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

/**
 * A saved version of an interface's configuration, as lists and labelling answer it (the published
 * `InterfaceVersionInfo`): its number (version 1 is the creation; each update or restore adds one), its
 * `label`, when it was made and last changed, whether it is the current configuration (`isPublished`),
 * and `restoredFromVersion`, the version a restore copied.
 */
export type HostedInterfaceVersionInfo = Omit<
  WithRequired<Schemas['InterfaceVersionInfo'], 'version' | 'isPublished'>,
  'created' | 'updated'
> & { created: HostedInterfaceChangeInfo; updated: HostedInterfaceChangeInfo };

/** One version as reading it answers: with its `configuration` (the interface as that version saved it). */
export type HostedInterfaceVersion<T> = HostedInterfaceVersionInfo & { configuration: T };
