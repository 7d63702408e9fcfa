import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

import * as published from './endpoints.generated';

/** Indexing logs, on the serverless host. */
export const logEndpoints = /* @__PURE__ */ endpoints('logs', published.logs);

export const logsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(logEndpoints);
