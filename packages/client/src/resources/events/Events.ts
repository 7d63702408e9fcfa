import { Resource } from '../../core/resource';
import { eventEndpoints } from './endpoints';
import type { EventsCalls } from './endpoints.generated';

/**
 * The Event API (`/rest/organizations/{org}/events/v1`): sends events in batches, and checks events
 * and requests against their schemas without recording anything. Events are free-form JSON objects
 * (each names its own type); a batch is answered one verdict per event, in the order sent.
 */
export class Events extends Resource<typeof eventEndpoints> {
  get endpoints() {
    return eventEndpoints;
  }
}

// The calls of Events, typed from the published schemas: Resource makes them from the endpoint table.
export interface Events extends EventsCalls {}
