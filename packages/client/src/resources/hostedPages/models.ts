/** A script or style sheet of a hosted page: by `url`, or inline. */
export interface HostedPageResourceModel {
  url?: string;
  inlineContent?: string;
}

/** A page the platform hosts: its HTML, scripts and style sheets. */
export interface HostedPageModel {
  id: string;
  name: string;
  html: string;
  javascript?: HostedPageResourceModel[];
  css?: HostedPageResourceModel[];
  /** ISO-8601. */
  created?: string;
  createdBy?: string;
  /** ISO-8601. */
  updated?: string;
  updatedBy?: string;
  [field: string]: unknown;
}

/** What creating or replacing a hosted page takes: `name` and `html` at least. */
export type NewHostedPageModel = Omit<
  HostedPageModel,
  'id' | 'created' | 'createdBy' | 'updated' | 'updatedBy'
>;

/** Query of `hostedPages.list`. */
export interface ListHostedPagesQuery {
  /** Text in the name. */
  filter?: string;
  /** By name: `asc` (default) or `desc`. */
  order?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
}

/** A page of hosted pages. */
export interface HostedPagePage {
  items: HostedPageModel[];
  totalEntries: number;
  totalPages: number;
}
