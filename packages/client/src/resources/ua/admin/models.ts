import type { UaOrganizationQuery } from '../serviceModels';

/** The editable settings of an organization's usage-analytics account. */
export interface UaAccountSettingsModel {
  /** IP addresses whose events count as internal (e.g. the organization's own offices). */
  internalEventIps: string[];
  /** Whether events with values that fail a dimension's validation are rejected. */
  useStrictFieldValidation: boolean;
}

/** The state of a usage-analytics account: `AVAILABLE` once made, `CREATING` or `DELETING` meanwhile. */
export type UaAccountStatus = 'AVAILABLE' | 'CREATING' | 'DELETING' | (string & {});

/** An organization's usage-analytics account. */
export interface UaAccountModel extends UaAccountSettingsModel {
  /** The account's name: the organization id. */
  name: string;
  enabled: boolean;
  status: UaAccountStatus;
  [field: string]: unknown;
}

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

/** Query of `ua.admin.getStrictValidationTest`. */
export interface StrictValidationTestQuery extends UaOrganizationQuery {
  /** The dimension to test, e.g. `originLevel1`. */
  d: string;
  /** Start of the date range, ISO 8601 (`2024-05-01T00:00:00.000Z`). */
  from: string;
  /** End of the date range, ISO 8601. */
  to: string;
  /** The page, starting at 1. Default 1. */
  p?: number;
  /** Values per page. Default 10. */
  n?: number;
}

/** Values of a dimension, seen in events of the date range, that strict validation would reject. */
export interface StrictValidationTestModel {
  dimensionName: string;
  validationTestResults: Array<Record<string, unknown>>;
}
