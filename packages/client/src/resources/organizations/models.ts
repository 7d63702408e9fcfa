import type { AuthProvider } from '../auth/models';
/** How an organization was created. The spec names ADMIN_UI, API and CLI; the platform knows others. */
/** Which privileges `listApiKeysPrivileges` lists: `ALL` of them, or the `CUSTOM` ones an API key may be given one by one. */
export type ApiKeyPrivilegesFilter = 'ALL' | 'CUSTOM';

export type OrganizationCreationOrigin = 'ADMIN_UI' | 'API' | 'CLI' | (string & {});

/** Authentication providers a user may sign in with. */
export type OrganizationAuthProvider = AuthProvider;

/**
 * Where an organization stands in its pause lifecycle: `PAUSING` and `RESUMING` are transitions;
 * `ACTIVE` is a running organization.
 */
export type OrganizationPauseState =
  | 'ACTIVE'
  | 'IDLE'
  | 'PAUSING'
  | 'PAUSED'
  | 'RESUMING'
  | 'PAUSING_FAILED'
  | 'RESUMING_FAILED'
  | (string & {});

/** An organization. */
export interface OrganizationModel {
  id: string;
  displayName: string;
  /** e.g. `Standard`, `Trial`, `Sandbox`. */
  type?: string;
  owner?: { email?: string; [field: string]: unknown };
  /** Creation time, in ms since the epoch. */
  createdDate?: number;
  creationOrigin?: OrganizationCreationOrigin;
  organizationTemplate?: string;
  /** A read-only organization refuses changes. */
  readOnly?: boolean;
  /** Whether the organization is paused (or being paused). */
  paused?: boolean;
  /** Whether Coveo support may access the organization. */
  supportActivated?: boolean;
  /** Settings: whether query pipelines may serve experiments (A/B tests). */
  configuration?: { servingExperimentAllowed?: boolean; [field: string]: unknown };
  /** With `additionalFields=status`: the organization's status. */
  organizationStatusModel?: OrganizationStatusModel;
  [field: string]: unknown;
}

/** What {@link OrganizationModel} fields an update may change. */
export type OrganizationUpdateModel = Partial<
  Omit<OrganizationModel, 'id' | 'createdDate' | 'configuration' | 'organizationStatusModel'>
>;

/** One page of organizations. */
export interface OrganizationPageModel {
  items: OrganizationModel[];
  totalEntries: number;
  totalPages: number;
}

/** Query of `organizations.list`. */
export interface ListOrganizationsQuery {
  /** Extra fields to include, e.g. `status`. */
  additionalFields?: string | string[];
  /** Matches organizations whose id or display name contains this text (case-insensitive). */
  filter?: string;
  /** Sort direction. Default `asc`. */
  order?: 'asc' | 'desc';
  /** The field to sort by. Default `displayName`. */
  sortBy?: 'id' | 'displayName' | 'createdDate' | 'type';
  /** Keeps the organizations of this type (e.g. `Standard`). */
  type?: string;
  /** 0-based page number. */
  page?: number;
  /** Organizations per page (`pageSize` is accepted too, and renamed). */
  perPage?: number;
  pageSize?: number;
}

/** Query of `organizations.create`: every parameter travels in the query string. */
export interface CreateOrganizationQuery {
  /** The display name; the id is derived from it. Required. */
  name: string;
  /** Template the organization starts from (e.g. `Developer`, `Trial`). */
  organizationTemplate?: string;
  /** E-mail of the owner; default: the caller. */
  owner?: string;
}

/** An organization's status. */
export interface OrganizationStatusModel {
  /** `HEALTHY`, or `ERROR` (see `errorCodes`). */
  status: 'HEALTHY' | 'ERROR' | (string & {});
  /** The step of the pause lifecycle. */
  pauseState?: OrganizationPauseState;
  /** `PAUSED` once paused, `ACTIVE` otherwise (`DELETING` while it is deleted). */
  lifeCycleState?: 'ACTIVE' | 'PAUSED' | 'DELETING' | (string & {});
  errorCodes?: Array<'SEARCH_ERROR' | 'PAUSING_FAILED' | 'RESUMING_FAILED'>;
  /** Whether the organization is paused or being paused. */
  paused: boolean;
  /** Whether it may be resumed. */
  resumable?: boolean;
  readOnly?: boolean;
  supportActivated?: boolean;
  /** When the last pause was asked for, in ms since the epoch. */
  lastPauseDate?: number;
  /** When the last resume was asked for, in ms since the epoch. */
  lastResumeDate?: number;
  [field: string]: unknown;
}

/** Free-form information attached to an organization (company, contact, use case, ...). */
export interface OrganizationAdditionalInformationModel {
  [field: string]: unknown;
}

/** An organization's definition: its settings as a template would set them. */
export interface OrganizationDefinitionModel {
  displayName?: string;
  type?: string;
  organizationTemplate?: string;
  [field: string]: unknown;
}

/** A member of an organization: a user whose access reaches it. */
export interface OrganizationMemberModel {
  /** The member's id: its user name. */
  username: string;
  email?: string;
  displayName?: string;
  [field: string]: unknown;
}

/** What replacing a member takes; `username` cannot change. */
export interface OrganizationMemberUpdateModel {
  username?: string;
  displayName?: string;
  email?: string;
  /** Ids of the groups the member belongs to; the member is added to or removed from groups to match. */
  groups?: Array<{ id: string; displayName?: string }>;
  provider?: OrganizationAuthProvider;
  providerUsername?: string;
  /** ms since the epoch. */
  lastUsedDate?: number;
}

/** A member with the groups it belongs to. */
export interface OrganizationMemberDetailsModel extends OrganizationMemberModel {
  groups: Array<{ id: string; displayName?: string }>;
  provider?: OrganizationAuthProvider;
  providerUsername?: string;
  lastUsedDate?: number;
}

/** A group a member belongs to. */
export interface OrganizationMemberGroupModel {
  id: string;
  displayName?: string;
  [field: string]: unknown;
}

/**
 * An access level on a privilege owner and target domain: `EDIT_ALL` (edit every resource), `CUSTOM`
 * (edit some resources), `VIEW_ALL` (view every resource), `NONE`.
 */
export type AccessLevel = 'EDIT_ALL' | 'CUSTOM' | 'VIEW_ALL' | 'NONE';

/** Which access holders to list: those whose level on a privilege's owner and target domain is one of `accessLevel`. */
export interface AccessFilterQuery {
  /** The privilege's owner, e.g. `PLATFORM`. */
  privilegeOwner: string;
  /** The privilege's target domain, e.g. `SOURCE`. */
  privilegeTargetDomain: string;
  /** One level or several (sent as repeated parameters). */
  accessLevel: AccessLevel | AccessLevel[];
}

/** An API key or group, with its access level on the privilege owner and target domain asked about. */
export interface AccessHolderModel {
  id: string;
  displayName?: string;
  /** Creation time, in ms since the epoch. */
  createdDate?: number;
  privilegeHolderType: 'API_KEY' | 'GROUP';
  accessLevel: AccessLevel;
  /** With `CUSTOM`: the resources it may edit. */
  resourceIdsWithEditLevel?: string[];
  /** Whether the caller is a member (of a group). */
  callerPartOf?: boolean;
  [field: string]: unknown;
}

/** A temporary access to the organization (e.g. granted to support), until `expirationDate`. */
export interface TemporaryAccessModel {
  id: string;
  /** Who holds it. */
  user?: { username?: string; email?: string; displayName?: string; [field: string]: unknown };
  description?: string;
  justificationNotes?: string;
  organizationId?: string;
  privileges?: Array<{ owner?: string; targetDomain?: string; type?: string; targetId?: string }>;
  /** When it was granted, ms since the epoch. */
  dateGranted?: number;
  /** When it ends, ms since the epoch. */
  expirationDate?: number;
  /** When it was revoked, ms since the epoch. */
  revocationDate?: number;
  [field: string]: unknown;
}
