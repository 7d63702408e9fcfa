import type { EmulatorContext } from '../../context';
import { badRequest, notFound } from '../../http';
import { flag } from '../../model/rest';
import { parseInstant, rangeOf } from '../../model/ua/analytics';
import { eventsOf, groupBy, type UaEvent, uaStore } from '../../model/ua/events';
import { own } from '../../safe';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

/*
 * Data health over the event store: each criterion checks one rule on one kind of event, with a
 * severity. Searches sent without a language and clicks not tied to their search (both made on purpose
 * in model/ua/events.ts) fail. A validation is one criterion checked on one event it applies to;
 * scores are the percentage of validations that pass. Times are answered as ISO 8601 text, as the platform does here.
 */

interface Criterion {
  criterionId: string;
  description: string;
  group: string;
  /** EVENT or VISIT: the platform's category, and the scope of its failed instances. */
  category: string;
  severity: string;
  eventType: string;
  /** The event field the rule reads, as a validation error names it. */
  path: string;
  applies: (e: UaEvent) => boolean;
  passes: (e: UaEvent) => boolean;
}

const CRITERIA: Criterion[] = [
  {
    criterionId: 'SEARCH_HAS_LANGUAGE',
    description: 'A search event carries the language of the interface.',
    group: 'searches',
    category: 'EVENT',
    severity: 'MEDIUM',
    eventType: 'search',
    path: 'language',
    applies: (e) => e.table === 'SEARCHES',
    passes: (e) => Boolean(e.language),
  },
  {
    criterionId: 'CLICK_HAS_SEARCH',
    description: 'A click event is tied to the search it comes from (searchQueryUid).',
    group: 'clicks',
    category: 'EVENT',
    severity: 'HIGH',
    eventType: 'click',
    path: 'searchQueryUid',
    applies: (e) => e.table === 'CLICKS',
    passes: (e) => Boolean(e.searchId),
  },
  {
    criterionId: 'CUSTOM_HAS_TYPE',
    description: 'A custom event carries its event type and value.',
    group: 'custom_events',
    category: 'EVENT',
    severity: 'HIGH',
    eventType: 'custom',
    path: 'eventType',
    applies: (e) => e.table === 'CUSTOM_EVENTS',
    passes: (e) => Boolean(e.eventType && e.eventValue),
  },
  {
    criterionId: 'VISIT_HAS_USER',
    description: 'Every event of a visit carries the visitor id.',
    group: 'visits',
    category: 'VISIT',
    severity: 'CRITICAL',
    eventType: 'search',
    path: 'clientId',
    applies: () => true,
    passes: (e) => Boolean(e.userId),
  },
];
const GROUPS = [...new Set(CRITERIA.map((c) => c.group))];
const CATEGORIES = ['EVENT', 'VISIT'];
const TYPE_OF: Record<string, string> = { SEARCHES: 'search', CLICKS: 'click', CUSTOM_EVENTS: 'custom' };
/** Every event of the emulator comes through the v15 API, with the default property's tracking id. */
const SOURCE = 'API';
const TRACKING_ID = 'default';
/** The failing events a problem shows as samples. */
const SAMPLES = 5;

const score = (total: number, failed: number) =>
  total ? Math.round(((total - failed) / total) * 10_000) / 100 : 100;
const iso = (time: number) => new Date(time).toISOString();

function inRange(ctx: EmulatorContext, store: OrganizationStore): UaEvent[] {
  const range = rangeOf(ctx, store);
  return eventsOf(store).filter((e) => e.timestamp >= range.from && e.timestamp <= range.to);
}

function categoryOf(ctx: EmulatorContext): string | undefined {
  const category = ctx.query('category')?.toUpperCase();
  if (category && !CATEGORIES.includes(category))
    throw badRequest(`Unknown category '${category}'. Use EVENT or VISIT.`);
  return category;
}

/** One page of a list: `page` (0-based) and `perPage` (default 50, the platform's). */
function pageOf<T>(ctx: EmulatorContext, items: T[]) {
  const [page, perPage] = [
    Math.max(0, Number(ctx.query('page') ?? 0)),
    Math.max(1, Number(ctx.query('perPage') ?? 50)),
  ];
  return {
    items: items.slice(page * perPage, (page + 1) * perPage),
    pagination: { page, perPage, totalPages: Math.ceil(items.length / perPage), totalItems: items.length },
  };
}

/** How a criterion fares on events: its validations, and those that failed. */
function criterionView(c: Criterion, events: UaEvent[]) {
  const applicable = events.filter(c.applies);
  const failed = applicable.filter((e) => !c.passes(e)).length;
  return {
    id: c.criterionId,
    category: c.category,
    severity: c.severity,
    score: score(applicable.length, failed),
    scope: c.category,
    totalValidations: applicable.length,
    failedValidations: failed,
  };
}

/** The totals of some criteria: validations, failures, score, and failures per severity. */
function summary(views: Array<ReturnType<typeof criterionView>>) {
  const totalValidations = views.reduce((sum, v) => sum + v.totalValidations, 0);
  const failedValidations = views.reduce((sum, v) => sum + v.failedValidations, 0);
  const severityBreakdown: Record<string, number> = {};
  for (const v of views)
    severityBreakdown[v.severity] = (severityBreakdown[v.severity] ?? 0) + v.failedValidations;
  return {
    score: score(totalValidations, failedValidations),
    totalValidations,
    failedValidations,
    severityBreakdown,
  };
}

const criteriaOf = (category?: string, group?: string) =>
  CRITERIA.filter((c) => (!category || c.category === category) && (!group || c.group === group));

const failing = (e: UaEvent) => CRITERIA.filter((c) => c.applies(e) && !c.passes(e));

/** The validation errors of an event, as the platform shows them. */
const validationErrors = (e: UaEvent) =>
  failing(e).map((c) => ({ code: c.criterionId, path: c.path, message: c.description }));

/** Events filtered by the listing's parameters. */
function filteredEvents(ctx: EmulatorContext, store: OrganizationStore): UaEvent[] {
  const types = ctx.queries('eventType').filter(Boolean);
  for (const type of types) {
    if (!Object.values(TYPE_OF).includes(type))
      throw badRequest(`Unknown event type '${type}'. Use search, click or custom.`);
  }
  const health = ctx.query('healthStatus');
  const hubs = ctx.queries('searchHub').filter(Boolean);
  const trackingIds = ctx.queries('trackingId').filter(Boolean);
  const source = ctx.query('eventSource');
  const visit = ctx.query('visitId');
  const client = ctx.query('clientId');
  return inRange(ctx, store).filter(
    (e) =>
      (!types.length || types.includes(TYPE_OF[e.table])) &&
      (!hubs.length || hubs.includes(e.searchHub)) &&
      (!trackingIds.length || trackingIds.includes(TRACKING_ID)) &&
      (!source || source === SOURCE) &&
      (!visit || e.visitId === visit) &&
      (!client || e.userId === client) &&
      (!health || (failing(e).length ? 'INVALID' : 'VALID') === health),
  );
}

const eventView = (e: UaEvent) => ({
  source: SOURCE,
  type: TYPE_OF[e.table],
  searchHub: e.searchHub,
  trackingId: TRACKING_ID,
  timestamp: iso(e.timestamp),
  visitId: e.visitId,
  clientId: e.userId,
  eventId: e.id,
  validationErrors: validationErrors(e),
});

/**
 * The problems of some events, per event type, tracking id and search hub: how many fail, out of
 * how many, the distinct errors, and a few failing events as samples.
 */
function problemsOf(events: UaEvent[]) {
  const problems = [];
  for (const [key, all] of groupBy(events, (e) => JSON.stringify([TYPE_OF[e.table], e.searchHub]))) {
    const failed = all.filter((e) => failing(e).length);
    if (!failed.length) continue;
    const [eventType, searchHub] = JSON.parse(key) as [string, string];
    const errors = new Map<string, { code: string; path: string; message: string }>();
    for (const e of failed) for (const error of validationErrors(e)) errors.set(error.code, error);
    const samples = failed.slice(0, SAMPLES);
    problems.push({
      eventType,
      trackingId: TRACKING_ID,
      searchHub,
      failedEvents: failed.length,
      totalEvents: all.length,
      validationErrors: [...errors.values()],
      sampleEvents: samples.map((e) => e.id),
      sampleEventsTimestamps: samples.map((e) => iso(e.timestamp)),
    });
  }
  return problems.sort((a, b) => b.failedEvents - a.failedEvents || a.searchHub.localeCompare(b.searchHub));
}

/**
 * The facets data health counts values of, as the platform names them.
 */
const FACETS: Record<string, (e: UaEvent) => string> = {
  EVENT_SOURCE: () => SOURCE,
  EVENT_TYPE: (e) => TYPE_OF[e.table],
  HEALTH_STATUS: (e) => (failing(e).length ? 'INVALID' : 'VALID'),
  SEARCH_HUB: (e) => e.searchHub,
  TRACKING_ID: () => TRACKING_ID,
};

export const uaDataHealthHandlers: Handlers = {
  'ua.dataHealth.getOverview': (ctx) => {
    const store = uaStore(ctx);
    const category = categoryOf(ctx);
    const events = inRange(ctx, store);
    return summary(criteriaOf(category).map((c) => criterionView(c, events)));
  },
  'ua.dataHealth.getGroupListing': (ctx) => {
    const store = uaStore(ctx);
    const category = categoryOf(ctx);
    const showEmpty = flag(ctx, 'showEmptyGroups', true);
    const events = inRange(ctx, store);
    const groups = GROUPS.filter((group) => criteriaOf(category, group).length)
      .map((group) => ({
        group,
        ...summary(criteriaOf(category, group).map((c) => criterionView(c, events))),
      }))
      .filter((group) => showEmpty || group.totalValidations > 0);
    return { groups: pageOf(ctx, groups).items };
  },
  'ua.dataHealth.getGroupDetail': (ctx) => {
    const store = uaStore(ctx);
    const category = categoryOf(ctx);
    const group = ctx.query('group') as string; // required by the published schema
    if (!GROUPS.includes(group)) throw notFound('Data-health group', group);
    const events = inRange(ctx, store);
    return { criteria: criteriaOf(category, group).map((c) => criterionView(c, events)) };
  },
  'ua.dataHealth.getFailedInstances': (ctx) => {
    const store = uaStore(ctx);
    const id = ctx.query('criterionId') as string; // required by the published schema, with group
    const criterion = CRITERIA.find((c) => c.criterionId === id);
    if (!criterion) throw notFound('Data-health criterion', id);
    const group = ctx.query('group');
    if (group !== criterion.group)
      throw badRequest(`The criterion '${id}' is in the group '${criterion.group}'.`);
    const scope = ctx.query('scopeValue');
    const failed = inRange(ctx, store)
      .filter((e) => criterion.applies(e) && !criterion.passes(e) && (!scope || e.searchHub === scope))
      .map((e) => ({
        timestamp: iso(e.timestamp),
        eventId: e.id,
        visitId: e.visitId,
        clientId: e.userId,
        scope: criterion.category,
      }));
    return { failedInstances: pageOf(ctx, failed).items };
  },
  'ua.dataHealth.listEvents': (ctx) => {
    const store = uaStore(ctx);
    return { events: pageOf(ctx, filteredEvents(ctx, store)).items.map(eventView) };
  },
  'ua.dataHealth.getEventPayload': (ctx) => {
    const store = uaStore(ctx);
    // The published schema requires eventId and timestamp.
    const id = ctx.query('eventId') as string;
    const timestamp = ctx.query('timestamp') as string;
    if (!/^\d+$/.test(timestamp)) parseInstant(timestamp, 'timestamp');
    const event = eventsOf(store).find((e) => e.id === id);
    if (!event) throw notFound('Event', id);
    const { table: _t, timestamp: time, customData, ...fields } = event;
    // The platform gives the event's time as ISO 8601 text here.
    return { eventId: id, timestamp: iso(time), eventPayload: { ...fields, customData } };
  },
  'ua.dataHealth.getEventsProblems': (ctx) => {
    const store = uaStore(ctx);
    const { items, pagination } = pageOf(ctx, problemsOf(filteredEvents(ctx, store)));
    return { problems: items, pagination };
  },
  'ua.dataHealth.listFacetValues': (ctx) => {
    const store = uaStore(ctx);
    // One of them: the published schema gives the facets.
    const facetOf = own(FACETS, ctx.query('facet') ?? '') ?? FACETS.EVENT_TYPE;
    const counts = new Map<string, number>();
    for (const e of filteredEvents(ctx, store)) counts.set(facetOf(e), (counts.get(facetOf(e)) ?? 0) + 1);
    return {
      values: [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count),
    };
  },
};
