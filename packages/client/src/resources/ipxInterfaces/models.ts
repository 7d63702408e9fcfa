import type { components } from '../../generated/search-interface';

type Schemas = components['schemas'];

/**
 * An IPX interface (a hosted in-product experience, built with Atomic; the published
 * `ipx-interface-config-id`): its facets, tabs, result templates, `container` (the button that opens
 * it), `footer` links, `style`, `settings`, its search and recommendation `pipelines`, and who made and
 * last changed it, when (`created`, `updated`: ms since the epoch).
 */
export type IPXInterfaceConfiguration = Schemas['ipx-interface-config-id'];

/**
 * A new or replaced IPX interface (the published `ipx-interface-config`): `name` and configuration;
 * beside them, `searchHub`, the search hub its search tokens name (default: its name).
 */
export type IPXInterfaceInput = Schemas['ipx-interface-config'] & { searchHub?: string };

/** A search token for an interface's page. */
export interface HostedInterfaceToken {
  /** The JSON web token. */
  token: string;
}
