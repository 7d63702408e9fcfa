import type { GetResult, RequestSettings } from '../../../core/options';
import { Resource } from '../../../core/resource';
import type { UaOrganizationQuery } from '../serviceModels';
import { uaDataShareEndpoints } from './endpoints';
import type {
  DataShareAccountModel,
  DataShareAccountParams,
  DataShareRegionsModel,
  DeleteDataShareAccountQuery,
} from './models';

/**
 * Secure Data Sharing of the organization's analytics data with Snowflake accounts
 * (`/rest/ua/v15/admin/snowflake/securedatasharing`).
 */
export class UaDataShare extends Resource<typeof uaDataShareEndpoints> {
  get endpoints() {
    return uaDataShareEndpoints;
  }
}

// The calls of UaDataShare that follow the argument convention: Resource makes them from the endpoint table.
export interface UaDataShare {
  /**
   * Lists the Snowflake accounts the data is shared with.
   * `GET /rest/ua/v15/admin/snowflake/securedatasharing/accounts?org=…`.
   * @returns `DataShareAccountModel[]`.
   * @throws PlatformError for a non-success response.
   */
  listAccounts<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<DataShareAccountModel[], S>>;

  /**
   * Shares the data with a Snowflake account; the share is `PENDING`, then `ACTIVE`.
   * `POST /rest/ua/v15/admin/snowflake/securedatasharing/accounts?org=…` with
   * `{ accountLocator, snowflakeRegion }` as JSON.
   * @returns `{}` (204); {@link listAccounts} shows the share.
   * @throws PlatformError for a non-success response (400 for a malformed locator or a region not
   * offered, 409 when the account already has a share).
   */
  addAccount(
    account: DataShareAccountParams,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * Stops sharing with a Snowflake account.
   * `DELETE /rest/ua/v15/admin/snowflake/securedatasharing/accounts?org=…&accountLocator=…&snowflakeRegion=…`.
   * @returns `{}` (204).
   * @throws PlatformError for a non-success response (400 without both parameters, 404 when no share exists).
   */
  deleteAccount(
    query: DeleteDataShareAccountQuery,
    settings?: RequestSettings,
  ): Promise<Record<string, never>>;

  /**
   * The Snowflake regions the data can be shared to.
   * `GET /rest/ua/v15/admin/snowflake/securedatasharing/regions?org=…`.
   * @returns `DataShareRegionsModel`.
   * @throws PlatformError for a non-success response.
   */
  listRegions<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<DataShareRegionsModel, S>>;
}
