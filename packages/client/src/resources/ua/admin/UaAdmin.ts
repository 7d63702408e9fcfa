import type { GetResult, RequestSettings } from '../../../core/options';
import { Resource } from '../../../core/resource';
import type { UaOrganizationQuery } from '../serviceModels';
import { uaAdminEndpoints } from './endpoints';
import type {
  RedshiftEndpointStatusModel,
  SetRedshiftEndpointStatusQuery,
  StrictValidationTestModel,
  StrictValidationTestQuery,
  UaAccountModel,
  UaAccountSettingsModel,
} from './models';

/** Administration of the organization's usage-analytics account (`/rest/ua/v15/admin`). */
export class UaAdmin extends Resource<typeof uaAdminEndpoints> {
  get endpoints() {
    return uaAdminEndpoints;
  }
}

// The calls of UaAdmin that follow the argument convention: Resource makes them from the endpoint table.
export interface UaAdmin {
  /**
   * Reads the usage-analytics account. `GET /rest/ua/v15/admin/account?org=…`.
   * @returns `UaAccountModel`: `name`, `enabled`, `status`, `internalEventIps`, `useStrictFieldValidation`.
   * @throws PlatformError for a non-success response.
   */
  getAccount<S extends RequestSettings = {}>(
    query?: UaOrganizationQuery,
    settings?: S,
  ): Promise<GetResult<UaAccountModel, S>>;

  /**
   * Changes the account's settings; fields left out keep their value.
   * `PUT /rest/ua/v15/admin/account?org=…` with `{ internalEventIps, useStrictFieldValidation }` as JSON.
   * @returns the updated `UaAccountModel`.
   * @throws PlatformError for a non-success response (400 for a malformed IP address or a non-boolean flag).
   */
  updateAccount(
    account: Partial<UaAccountSettingsModel>,
    query?: UaOrganizationQuery,
    settings?: RequestSettings,
  ): Promise<UaAccountModel>;

  /**
   * Sets a Redshift endpoint's status. Deprecated on the platform, kept because the spec names it.
   * `POST /rest/ua/v15/admin/redshift/endpoint/status?org=…&endpointId=…&status=…`, no body.
   * @returns `RedshiftEndpointStatusModel`.
   * @throws PlatformError for a non-success response (400 without an `endpointId` or for an unknown `status`).
   */
  setRedshiftEndpointStatus(
    query: SetRedshiftEndpointStatusQuery,
    settings?: RequestSettings,
  ): Promise<RedshiftEndpointStatusModel>;

  /**
   * Lists values of a dimension, seen in the date range, that strict field validation would reject.
   * `GET /rest/ua/v15/admin/account/strictValidationTest?org=…&d=…&from=…&to=…&p=…&n=…`.
   * @returns `StrictValidationTestModel`.
   * @throws PlatformError for a non-success response (400 without `d`, `from` or `to`, or for a malformed date).
   */
  getStrictValidationTest<S extends RequestSettings = {}>(
    query: StrictValidationTestQuery,
    settings?: S,
  ): Promise<GetResult<StrictValidationTestModel, S>>;
}
