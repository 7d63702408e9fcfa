import type { HostedInterfaceRecord } from '../insightInterfaces/models';

/** A hosted search page (built with Atomic). */
export interface SearchPageConfiguration extends HostedInterfaceRecord {
  /** The page's HTML markup. */
  html?: string;
  /** The `<head>` resources. */
  header?: { css?: unknown[]; javascript?: unknown[] };
  searchHub?: string;
  pipeline?: string;
  [field: string]: unknown;
}

/** A new or replaced search page: `name` and configuration. */
export type SearchPageInput = Partial<Omit<SearchPageConfiguration, 'id'>> & { name: string };

/** Who may open a search page. */
export interface SearchPageAccesses {
  /** Users (emails) allowed in. */
  users: string[];
  /** Email domains allowed in, e.g. `example.com`. */
  domains: string[];
  /** Anyone with the link may open it. Default `false`. */
  sharingLinkEnabled?: boolean;
  /** Users of the listed domains may open it. Default `false`. */
  sharingDomainEnabled?: boolean;
}

/** A search page with who may open it, as the calls that change its users answer. */
export type SearchPageWithAccesses = SearchPageConfiguration & { accesses: SearchPageAccesses };

/** Placeholders to render a page's manifest with. */
export interface SearchPageManifestParameters {
  pagePlaceholders?: { results?: string };
}

/** What a page is made of: markup, results, style and the configuration. */
export interface SearchPageManifest {
  markup: string;
  results: {
    placeholder?: string;
    attributes: Record<string, string>;
    templates: Array<{ markup: string; attributes: Record<string, string> }>;
  };
  style: { theme: string; layout: string };
  config: SearchPageConfiguration;
}

/** What `requestAccess` answers. */
export interface SearchPageAccessRequest {
  /** Whether the request was recorded (`false`: the user already has access). */
  requested: boolean;
}
