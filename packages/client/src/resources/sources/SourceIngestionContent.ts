import { Resource } from '../../core/resource';
import { sourceIngestionContentEndpoints } from './endpoints';
import type { SourcesIngestionContentCalls } from './endpoints.generated';

/**
 * What a source has indexed, by object type: the object types, and the metadata names and values seen
 * on its items (`/rest/organizations/{org}/ingestioncontent/source/{sourceId}`).
 */
export class SourceIngestionContent extends Resource<typeof sourceIngestionContentEndpoints> {
  get endpoints() {
    return sourceIngestionContentEndpoints;
  }
}

export interface SourceIngestionContent extends SourcesIngestionContentCalls {}
