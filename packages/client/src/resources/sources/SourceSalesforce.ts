import { Resource } from '../../core/resource';
import { sourceSalesforceEndpoints } from './endpoints';
import type { SourcesSalesforceCalls } from './endpoints.generated';

/**
 * The configuration of Salesforce sources: the objects, fields and relationships of a Salesforce
 * organization, read with the credentials given (`/rest/sourceconfiguration/salesforce`) or with a
 * source's own, and the objects-to-get text a source keeps.
 */
export class SourceSalesforce extends Resource<typeof sourceSalesforceEndpoints> {
  get endpoints() {
    return sourceSalesforceEndpoints;
  }
}

export interface SourceSalesforce extends SourcesSalesforceCalls {}
