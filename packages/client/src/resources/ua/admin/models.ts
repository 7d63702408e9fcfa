import type { QueryOf, WithRequired } from '../../../core/published';
import type { components, operations } from '../../../generated/usage-analytics-read';
import type { UaOrganizationQuery } from '../serviceModels';

type Schemas = components['schemas'];

/**
 * The editable settings of an organization's usage-analytics account: `internalEventIps`, the IP
 * addresses whose events count as internal; `useStrictFieldValidation`, whether events with values that
 * fail a dimension's validation are rejected.
 */
export type UaAccountSettingsModel = Required<Schemas['AccountInfoModelV15']>;

/** The state of a usage-analytics account: `AVAILABLE` once made, `CREATING` or `DELETING` meanwhile. */
export type UaAccountStatus = NonNullable<Schemas['AccountResponseV15']['status']>;

/** An organization's usage-analytics account (`name`: the organization id). */
export type UaAccountModel = Required<Schemas['AccountResponseV15']>;

/** The state of a Redshift endpoint (deprecated on the platform). */
export type RedshiftEndpointStatus = 'ONLINE' | 'UNAVAILABLE' | 'READ_ONLY' | 'WRITE_ONLY' | (string & {});

/** Query of `ua.admin.setRedshiftEndpointStatus`. */
export interface SetRedshiftEndpointStatusQuery extends UaOrganizationQuery {
  endpointId: string;
  status: RedshiftEndpointStatus;
}

/** A Redshift endpoint's state as stored. */
export interface RedshiftEndpointStatusModel {
  endpointId: string;
  status: RedshiftEndpointStatus;
  /** When the status was set, in ms since the epoch. */
  updatedDate?: number;
}

/**
 * Query of `ua.admin.getStrictValidationTest`: `d`, the dimension to test (e.g. `originLevel1`); `from`
 * and `to`, ISO 8601 (`2024-05-01T00:00:00.000Z`); `p`, the page from 1 (default 1); `n`, values per page
 * (default 10). The platform requires `d`, `from` and `to`, which the published parameters leave optional.
 */
export type StrictValidationTestQuery = WithRequired<
  QueryOf<operations['get__v15_admin_account_strictValidationTest']>,
  'd' | 'from' | 'to'
>;

/** Values of a dimension, seen in events of the date range, that strict validation would reject. */
export type StrictValidationTestModel = Schemas['StrictValidationTestResponseV15'];
