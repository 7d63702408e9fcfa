import type { QueryOf, WithRequired } from '../../core/published';
import type {
  components as AuthorizationComponents,
  operations as AuthorizationOperations,
} from '../../generated/authorization';
import type {
  components as OrganizationComponents,
  operations as OrganizationOperations,
} from '../../generated/organization';
import type { AuthProvider } from '../auth/models';

type Org = OrganizationComponents['schemas'];
type Authz = AuthorizationComponents['schemas'];

/** Which privileges `listApiKeysPrivileges` lists: `ALL` of them, or the `CUSTOM` ones an API key may be given one by one. */
export type ApiKeyPrivilegesFilter = 'ALL' | 'CUSTOM';

/** How an organization was created. The spec names ADMIN_UI, API and CLI; the platform knows others. */
export type OrganizationCreationOrigin = 'ADMIN_UI' | 'API' | 'CLI' | (string & {});

/** Authentication providers a user may sign in with. */
export type OrganizationAuthProvider = AuthProvider;

/**
 * Where an organization stands in its pause lifecycle: `PAUSING` and `RESUMING` are transitions;
 * `ACTIVE` is a running organization.
 */
export type OrganizationPauseState = NonNullable<Org['OrganizationStatusModel']['pauseState']>;

/**
 * An organization (`createdDate` in ms since the epoch; `readOnly`: it refuses changes; `configuration.
 * servingExperimentAllowed`: its query pipelines may serve A/B tests; `organizationStatusModel` with
 * `additionalFields=status`). `id` and `displayName` are always there.
 */
export type OrganizationModel = WithRequired<
  Omit<Org['OrganizationModel_Response'], 'organizationStatusModel'>,
  'id' | 'displayName'
> & {
  organizationStatusModel?: OrganizationStatusModel;
  /**
   * Fields the published answer leaves out, which this client has read since its first version (the
   * emulator answers them): the type (`Standard`, `Trial`, `Sandbox`, ...), how and from which template
   * it was made, whether it is paused and whether Coveo support may access it.
   */
  type?: string;
  creationOrigin?: OrganizationCreationOrigin;
  organizationTemplate?: string;
  paused?: boolean;
  supportActivated?: boolean;
};

/**
 * What an update may change: the published `OrganizationModel_Request` (`displayName`, `owner`), and
 * the other fields of {@link OrganizationModel} the platform takes (`readOnly`, `type`, ...).
 */
export type OrganizationUpdateModel = Org['OrganizationModel_Request'] &
  Partial<Omit<OrganizationModel, 'id' | 'createdDate' | 'configuration' | 'organizationStatusModel'>>;

/** One page of organizations. */
export type OrganizationPageModel = WithRequired<
  Omit<Org['PageModelOrganizationModel_Response'], 'items'>,
  'totalEntries' | 'totalPages'
> & { items: OrganizationModel[] };

/**
 * Query of `organizations.list`: `additionalFields` (e.g. `status`); `filter` matches ids and display
 * names (case-insensitive); `order` `asc` (default) or `desc`; `sortBy` (default `displayName`); `page`
 * 0-based; `perPage` (`pageSize` is accepted too, and renamed). The published `sortBy` and `order` are any string.
 */
export type ListOrganizationsQuery = Omit<
  QueryOf<OrganizationOperations['getOrganizations']>,
  'order' | 'sortBy' | 'additionalFields'
> & {
  additionalFields?: string | string[];
  order?: 'asc' | 'desc';
  sortBy?: 'id' | 'displayName' | 'createdDate' | 'type';
  pageSize?: number;
};

/**
 * Query of `organizations.create`: every parameter travels in the query string. `name` (the display
 * name; the id is derived from it) is required; `owner` defaults to the caller.
 */
export type CreateOrganizationQuery = WithRequired<
  QueryOf<OrganizationOperations['createOrganization']>,
  'name'
>;

/**
 * An organization's status: `HEALTHY`, or `ERROR` (see `errorCodes`); `lifeCycleState` `PAUSED` once
 * paused (`DELETING` while it is deleted); `paused` is always there.
 */
export type OrganizationStatusModel = WithRequired<Org['OrganizationStatusModel'], 'status' | 'paused'> & {
  /** When the last pause and resume were asked for, in ms since the epoch (not in the published answer). */
  lastPauseDate?: number;
  lastResumeDate?: number;
};

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

/** A member of an organization: a user whose access reaches it; `username` is its id. */
export type OrganizationMemberModel = WithRequired<
  Omit<Authz['OrganizationMemberModel_Public'], 'groups'>,
  'username'
>;

/** What replacing a member takes (`username` cannot change; the member joins or leaves groups to match `groups`; `lastUsedDate` in ms since the epoch). */
export type OrganizationMemberUpdateModel = Authz['OrganizationMemberModel_Public'];

/** A member with the groups it belongs to. */
export type OrganizationMemberDetailsModel = OrganizationMemberModel & {
  groups: OrganizationMemberGroupModel[];
};

/** A group a member belongs to. */
export type OrganizationMemberGroupModel = WithRequired<Authz['OrganizationMemberGroupModel_Public'], 'id'>;

/**
 * An access level on a privilege owner and target domain: `EDIT_ALL` (edit every resource), `CUSTOM`
 * (edit some resources), `VIEW_ALL` (view every resource), `NONE`.
 */
export type AccessLevel = NonNullable<Authz['PrivilegeHolderAccessModel']['accessLevel']>;

/**
 * Which access holders to list: those whose level on a privilege's owner (e.g. `PLATFORM`) and target
 * domain (e.g. `SOURCE`) is one of `accessLevel` (one level or several, sent as repeated parameters).
 * The platform requires the three, which the published parameters leave optional.
 */
export type AccessFilterQuery = Omit<
  Required<QueryOf<AuthorizationOperations['getApiKeysWithSpecificPrivilegeAccessLevels']>>,
  'accessLevel'
> & { accessLevel: AccessLevel | AccessLevel[] };

/**
 * An API key or group, with its access level on the privilege owner and target domain asked about
 * (`createdDate` in ms since the epoch; with `CUSTOM`, `resourceIdsWithEditLevel`; `callerPartOf`:
 * the caller is a member of the group).
 */
export type AccessHolderModel = WithRequired<
  Authz['PrivilegeHolderAccessModel'],
  'id' | 'privilegeHolderType' | 'accessLevel'
>;

/** A temporary access to the organization (e.g. granted to support), until `expirationDate`; dates in ms since the epoch. */
export type TemporaryAccessModel = WithRequired<Authz['TemporaryAccessModel'], 'id'>;
