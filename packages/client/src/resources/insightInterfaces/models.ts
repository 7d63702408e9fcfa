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

/** A facet of a hosted interface (the published `Facet`): its `field`, `label`, and `displayValueAs` (e.g. `checkbox`, `link`). */
export type HostedInterfaceFacet = WithRequired<Schemas['Facet'], 'field' | 'label'>;

/**
 * A condition on a field (the published `Condition`): `isDefined`, `isNotDefined`, `mustMatch` or
 * `mustNotMatch` the `values`, which IPX interfaces publish beside it.
 */
export type HostedInterfaceCondition = WithRequired<Schemas['Condition'], 'field' | 'conditionType'> & {
  values?: string[];
};

/** A tab of a hosted interface (the published `Tab`): its `label`, and the conditions its results meet. */
export type HostedInterfaceTab = Omit<Schemas['Tab'], 'label' | 'conditions'> & {
  label: string;
  conditions: HostedInterfaceCondition[];
};

/**
 * A result template of an insight panel (the published `InsightPanelResultTemplate`), without its
 * `resultActions`: the published schema types them both as an object of actions and as a string enum.
 */
export type InsightPanelResultTemplate = Omit<Schemas['InsightPanelResultTemplate'], 'resultActions'>;

/**
 * An insight panel interface's configuration (the published `InsightPanelInterface`): its facets, tabs,
 * result templates and `settings` (creating articles, full search, user actions), with the audit fields.
 */
export type InsightPanelInterfaceConfiguration = Omit<
  Schemas['InsightPanelInterface'],
  'id' | 'name' | 'facets' | 'tabs' | 'resultTemplates'
> &
  HostedInterfaceRecord & {
    facets?: HostedInterfaceFacet[];
    tabs?: HostedInterfaceTab[];
    resultTemplates?: InsightPanelResultTemplate[];
  };

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
