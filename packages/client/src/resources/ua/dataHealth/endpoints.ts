import { catalogOf, type Endpoint, endpoints } from '../../../core/endpoint';

const base = '/rest/ua/v15/datahealth';
const q = (...names: string[]) => ({ query: names, organizationQuery: 'org' as const });

export const uaDataHealthEndpoints = /* @__PURE__ */ endpoints('ua.dataHealth', () => ({
  getFailedInstances: {
    method: 'GET',
    path: `${base}/criteria/failedInstances`,
    ...q('criterionId', 'from', 'group', 'org', 'page', 'perPage', 'scopeValue', 'to', 'trackingId'),
  },
  listEvents: {
    method: 'GET',
    path: `${base}/events`,
    ...q(
      'clientId',
      'eventSource',
      'eventType',
      'from',
      'healthStatus',
      'org',
      'page',
      'perPage',
      'searchHub',
      'to',
      'trackingId',
      'visitId',
    ),
  },
  getEventPayload: { method: 'GET', path: `${base}/events/payload`, ...q('eventId', 'org', 'timestamp') },
  getEventsProblems: {
    method: 'GET',
    path: `${base}/events/problems`,
    ...q('eventType', 'from', 'org', 'page', 'perPage', 'searchHub', 'to', 'trackingId'),
  },
  listFacetValues: {
    method: 'GET',
    path: `${base}/facets`,
    ...q(
      'clientId',
      'eventSource',
      'eventType',
      'facet',
      'from',
      'healthStatus',
      'org',
      'searchHub',
      'to',
      'trackingId',
      'visitId',
    ),
  },
  getGroupListing: {
    method: 'GET',
    path: `${base}/groups`,
    ...q(
      'category',
      'from',
      'org',
      'page',
      'perPage',
      'showBetaRules',
      'showEmptyGroups',
      'to',
      'trackingId',
    ),
  },
  getGroupDetail: {
    method: 'GET',
    path: `${base}/groups/detail`,
    ...q('category', 'from', 'group', 'org', 'page', 'perPage', 'showBetaRules', 'to', 'trackingId'),
  },
  getOverview: {
    method: 'GET',
    path: `${base}/overview`,
    ...q('category', 'from', 'org', 'showBetaRules', 'to', 'trackingId'),
  },
}));

export const uaDataHealthCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(uaDataHealthEndpoints);
