import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { organizationAccessEndpoints } from './endpoints';
import type { OrganizationsAccessCalls } from './endpoints.generated';
import type { AccessFilterQuery, AccessHolderModel, TemporaryAccessModel } from './models';

/**
 * Who holds access to the configured organization (`/rest/organizations/{org}/access`): API keys and
 * groups by privilege, and temporary accesses.
 */
export class OrganizationAccess extends Resource<typeof organizationAccessEndpoints> {
  get endpoints() {
    return organizationAccessEndpoints;
  }
}

// The calls of OrganizationAccess that follow the argument convention: Resource makes them from the endpoint table.
export interface OrganizationAccess extends OrganizationsAccessCalls {
  /**
   * Lists the API keys holding a privilege. `GET /rest/organizations/{org}/access/apikeys`.
   * @param query `privilegeOwner`, `privilegeTargetDomain`, `accessLevel`: the privilege to match (default: any).
   * @returns `AccessHolderModel[]`, each with its matching privileges.
   */
  listApiKeys<S extends RequestSettings = {}>(
    query?: AccessFilterQuery,
    settings?: S,
  ): Promise<GetResult<AccessHolderModel[], S>>;

  /**
   * Lists the groups holding a privilege. `GET /rest/organizations/{org}/access/groups`.
   * @param query `privilegeOwner`, `privilegeTargetDomain`, `accessLevel`.
   * @returns `AccessHolderModel[]`.
   */
  listGroups<S extends RequestSettings = {}>(
    query?: AccessFilterQuery,
    settings?: S,
  ): Promise<GetResult<AccessHolderModel[], S>>;

  /** Lists the temporary accesses in force. `GET /rest/organizations/{org}/access/temporary`. */
  listTemporary<S extends RequestSettings = {}>(settings?: S): Promise<GetResult<TemporaryAccessModel[], S>>;

  /**
   * Reads a temporary access. `GET /rest/organizations/{org}/access/temporary/{temporaryAccessId}`.
   * @throws PlatformError 404 if unknown or expired.
   */
  getTemporary<S extends RequestSettings = {}>(
    temporaryAccessId: string,
    settings?: S,
  ): Promise<GetResult<TemporaryAccessModel, S>>;

  /**
   * Revokes a temporary access. `DELETE /rest/organizations/{org}/access/temporary/{temporaryAccessId}`.
   * @returns the revoked `TemporaryAccessModel`, with its `revocationDate` (ms since the epoch).
   * @throws PlatformError 404 if unknown.
   */
  deleteTemporary(temporaryAccessId: string, settings?: RequestSettings): Promise<TemporaryAccessModel>;
}
