import { jsonText } from '../../core/encode';
import type { RequestSettings } from '../../core/options';
import type { AnswerOf, QueryOf } from '../../core/published';
import { Resource } from '../../core/resource';
import type { paths } from '../../generated/source';
import { sourceSalesforceEndpoints } from './endpoints';
import type { SourcesSalesforceCalls } from './endpoints.generated';

type ParseOperation = paths['/rest/sourceconfiguration/salesforce/parseOTG']['post'];

/**
 * The configuration of Salesforce sources: the objects, fields and relationships of a Salesforce
 * organization, read with the credentials given (`/rest/sourceconfiguration/salesforce`) or with a
 * source's own, and the objects-to-get text a source keeps.
 */
export class SourceSalesforce extends Resource<typeof sourceSalesforceEndpoints> {
  get endpoints() {
    return sourceSalesforceEndpoints;
  }

  /**
   * Reads an objects-to-get configuration back into Salesforce objects.
   * `POST /rest/sourceconfiguration/salesforce/parseOTG` with the text as a JSON string.
   * @param objectsToGet the configuration's text, as `generateObjectsToGet` writes it; sent JSON-encoded.
   * @param query `schemaVersion` (`LEGACY`, `CLOUDV1`, `EXPRESS`).
   * @returns the objects, each with its fields and relationships.
   * @throws PlatformError 400 for a text that is not an objects-to-get configuration.
   */
  parseObjectsToGet(
    objectsToGet: string,
    query?: QueryOf<ParseOperation>,
    settings?: RequestSettings,
  ): Promise<AnswerOf<ParseOperation>> {
    return this.call('parseObjectsToGet', { body: JSON.stringify(objectsToGet), query }, jsonText(settings));
  }
}

export interface SourceSalesforce extends SourcesSalesforceCalls {}
