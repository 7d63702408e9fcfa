import { Resource } from '../../core/resource';
import { pushApiDocumentEndpoints } from './endpoints';
import type { PushApiDocumentsCalls } from './endpoints.generated';

/**
 * Items of a push source (`/push/v1/organizations/{org}/sources/{sourceId}/documents`, on the
 * serverless host): one item added, replaced or deleted by its `documentId` (a URI), a batch applied
 * from a file container, and the items older than an `orderingId` deleted. The platform queues each
 * change and answers 202; the items reach the index, and search, a little later.
 */
export class PushDocuments extends Resource<typeof pushApiDocumentEndpoints> {
  get endpoints() {
    return pushApiDocumentEndpoints;
  }
}

export interface PushDocuments extends PushApiDocumentsCalls {}
