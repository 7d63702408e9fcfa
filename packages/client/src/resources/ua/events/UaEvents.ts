import { Resource } from '../../../core/resource';
import { uaEventEndpoints } from './endpoints';
import type { UaEventsCalls } from './endpoints.generated';

/**
 * Logging usage-analytics events (`/rest/ua/v15/analytics`, the usage-analytics write API): searches,
 * clicks, custom events and page views, which the statistics, exports and usage metrics then count.
 * Each logging call takes the event as JSON and answers the visit it joined (`visitId`, `visitorId`);
 * `org` is filled from the configured organization unless given. The deprecated `visitor` and
 * `prioritizeVisitorParameter` query parameters are superseded by `clientId` in the event.
 */
export class UaEvents extends Resource<typeof uaEventEndpoints> {
  get endpoints() {
    return uaEventEndpoints;
  }
}

// The calls of UaEvents, typed from the published schemas: Resource makes them from the endpoint table.
export interface UaEvents extends UaEventsCalls {}
