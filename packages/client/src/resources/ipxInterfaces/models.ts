import type { HostedInterfaceRecord } from '../insightInterfaces/models';

/** An IPX interface (a hosted in-product experience, built with Atomic). */
export interface IPXInterfaceConfiguration extends HostedInterfaceRecord {
  /** The search hub of its queries. */
  searchHub?: string;
  /** The query pipeline of its queries. */
  pipeline?: string;
  /** Button settings. */
  button?: Record<string, unknown>;
  /** Look and feel. */
  style?: Record<string, unknown>;
  /** Who may use it (`{ sharingLinkEnabled, ... }`). */
  accesses?: Record<string, unknown>;
  [field: string]: unknown;
}

/** A new or replaced IPX interface: `name` and configuration. */
export type IPXInterfaceInput = Partial<Omit<IPXInterfaceConfiguration, 'id'>> & { name: string };

/** A search token for an interface's page. */
export interface HostedInterfaceToken {
  /** The JSON web token. */
  token: string;
}
