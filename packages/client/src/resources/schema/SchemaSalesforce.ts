import { Resource } from '../../core/resource';
import { schemaSalesforceEndpoints } from './endpoints';
import type { SchemaSalesforceCalls } from './endpoints.generated';

/**
 * Salesforce schemas as the schema service reads them: the default objects to get, the objects and
 * organization described from a Salesforce session (`/rest/salesforce/schema`), and the trial statuses.
 */
export class SchemaSalesforce extends Resource<typeof schemaSalesforceEndpoints> {
  get endpoints() {
    return schemaSalesforceEndpoints;
  }
}

export interface SchemaSalesforce extends SchemaSalesforceCalls {}
