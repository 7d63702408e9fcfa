import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

/** The Push API's security identity calls, file containers and source status, on the serverless host. */
export const pushApiEndpoints = /* @__PURE__ */ endpoints('pushApi', published.pushApi);

/** Items of a push source, one at a time or in batches from a file container. */
export const pushApiDocumentEndpoints = /* @__PURE__ */ endpoints(
  'pushApi.documents',
  published.pushApiDocuments,
);

/** The Stream API for sources. */
export const pushApiStreamEndpoints = /* @__PURE__ */ endpoints('pushApi.streams', published.pushApiStreams);

/** The Stream API for data collections. */
export const pushApiDataCollectionStreamEndpoints = /* @__PURE__ */ endpoints(
  'pushApi.dataCollectionStreams',
  published.pushApiDataCollectionStreams,
);

export const pushApiCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  pushApiEndpoints,
  pushApiDocumentEndpoints,
  pushApiStreamEndpoints,
  pushApiDataCollectionStreamEndpoints,
);
