import { Resource } from '../../core/resource';
import { pushApiDataCollectionStreamEndpoints, pushApiStreamEndpoints } from './endpoints';
import type { PushApiDataCollectionStreamsCalls, PushApiStreamsCalls } from './endpoints.generated';

/**
 * The Stream API for sources (`/push/v1/organizations/{org}/sources/{sourceId}/stream`, on the
 * serverless host). A full load opens a stream, uploads its items to the file container it answers
 * (and to more containers from `createChunk`), then closes it: the streamed items replace the source's
 * content. An update or a merge applies one uploaded file container to the items already there.
 */
export class PushStreams extends Resource<typeof pushApiStreamEndpoints> {
  get endpoints() {
    return pushApiStreamEndpoints;
  }
}

export interface PushStreams extends PushApiStreamsCalls {}

/**
 * The Stream API for data collections (`/push/v1/organizations/{org}/data-collections/{dataCollectionId}/stream`,
 * on the serverless host): the same calls as {@link PushStreams}, for a data collection.
 */
export class PushDataCollectionStreams extends Resource<typeof pushApiDataCollectionStreamEndpoints> {
  get endpoints() {
    return pushApiDataCollectionStreamEndpoints;
  }
}

export interface PushDataCollectionStreams extends PushApiDataCollectionStreamsCalls {}
