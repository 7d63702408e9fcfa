import { Resource } from '../../../core/resource';
import { uaMetricEndpoints } from './endpoints';
import type { UaMetricsCalls } from './endpoints.generated';

/**
 * The metrics usage-analytics statistics compute (`/rest/ua/v15/metrics`), e.g. `PerformSearch` or
 * `ClickThroughRatio`: the names `ua.stats` takes in `m`, with their display name, type and the event
 * types each one counts.
 */
export class UaMetrics extends Resource<typeof uaMetricEndpoints> {
  get endpoints() {
    return uaMetricEndpoints;
  }
}

// The calls of UaMetrics, typed from the published schemas: Resource makes them from the endpoint table.
export interface UaMetrics extends UaMetricsCalls {}
