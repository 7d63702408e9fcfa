/** Who may open a search interface. */
export interface SearchInterfaceAccessesModel {
  /** E-mail addresses of the users allowed. */
  users: string[];
  /** E-mail domains whose users are allowed (e.g. `example.com`). */
  domains: string[];
  /** Anyone with the link may open it. */
  sharingLinkEnabled?: boolean;
  /** The users of `domains` may open it. */
  sharingDomainEnabled?: boolean;
}

/** A facet of a search interface. */
export interface SearchInterfaceFacetModel {
  field: string;
  label: string;
}

/** A sort criterion of a search interface. */
export interface SearchInterfaceSortModel {
  by: 'relevancy' | 'date' | 'field';
  label: string;
  /** With `by: 'field'`: the field to sort on. */
  field?: string;
  order?: 'ASC' | 'DESC';
}

/** A search interface configuration the platform hosts. */
export interface SearchInterfaceModel {
  id: string;
  name: string;
  /** The HTML page title. */
  title?: string;
  facets?: SearchInterfaceFacetModel[];
  sortCriteria?: SearchInterfaceSortModel[];
  accesses?: SearchInterfaceAccessesModel;
  /** ISO-8601. */
  created?: string;
  createdBy?: string;
  /** ISO-8601. */
  updated?: string;
  updatedBy?: string;
  [field: string]: unknown;
}

/** What creating or replacing a search interface takes: `name` at least. */
export type NewSearchInterfaceModel = Omit<
  SearchInterfaceModel,
  'id' | 'created' | 'createdBy' | 'updated' | 'updatedBy'
>;

/** Query of `searchInterfaces.list`. */
export interface ListSearchInterfacesQuery {
  /** Text in the name. */
  filter?: string;
  /** By name: `asc` (default) or `desc`. */
  order?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
}

/** A page of search interfaces. */
export interface SearchInterfacePage {
  items: SearchInterfaceModel[];
  totalEntries: number;
  totalPages: number;
}

/** Users to give access to a search interface, and an optional message for the invitation e-mail. */
export interface AddSearchInterfaceUsersModel {
  users: string[];
  message?: string;
}

/** What building a search interface's manifest takes: where to put the page's parts. */
export interface SearchInterfaceManifestRequest {
  pagePlaceholders?: { results?: string; [name: string]: string | undefined };
  [field: string]: unknown;
}

/**
 * A search interface's manifest: its configuration, the markup to embed (the results placeholder in it),
 * what to render at the placeholder (`results`: attributes and result templates) and the CSS (`style`).
 */
export interface SearchInterfaceManifestModel {
  config: { name: string; title?: string; [field: string]: unknown };
  markup: string;
  results: {
    placeholder?: string;
    attributes?: Record<string, string>;
    templates?: Array<{ markup?: string; attributes?: Record<string, string> }>;
  };
  style: { theme?: string; layout?: string };
  [field: string]: unknown;
}
