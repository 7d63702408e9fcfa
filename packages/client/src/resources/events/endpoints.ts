import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const eventEndpoints = /* @__PURE__ */ endpoints('events', published.events);

export const eventsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(eventEndpoints);
