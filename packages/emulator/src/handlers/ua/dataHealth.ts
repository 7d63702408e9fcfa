import type { EmulatorContext } from '../../context';
import { badRequest, notFound } from '../../http';
import { flag } from '../../model/rest';
import { eventsIn, rangeOf } from '../../model/ua/analytics';
import { type EventTable, eventsOf, groupBy, type UaEvent, uaStore } from '../../model/ua/events';
import { instant } from '../../model/ua/service';
import { own } from '../../safe';
import type { Handlers } from '../types';

/*
 * Data health over the event store: each criterion checks one rule on one kind of event, with a
 * severity. Searches sent without a language and clicks not tied to their search (both made on purpose
 * in model/ua/events.ts) fail. A validation is one criterion checked on one event it applies to;
 * scores are the percentage of validations that pass. Times are answered as ISO 8601 text, as the platform does here.
 */

interface Criterion {
  criterionId: string;
  group: string;
  /** EVENT or VISIT: the platform's category, and the scope of its failed instances. */
  category: string;
  severity: string;
  /** The event field the rule reads, as a validation error names it. */
  path: string;
  description: string;
  /** The events it applies to: those of a table, or every event. */
  table?: EventTable;
  passes: (e: UaEvent) => boolean;
}

const CRITERIA: Criterion[] = [
  {
    criterionId: 'SEARCH_HAS_LANGUAGE',
    group: 'searches',
    category: 'EVENT',
    severity: 'MEDIUM',
    path: 'language',
    description: 'A search event carries the language of the interface.',
    table: 'SEARCHES',
    passes: (e) => Boolean(e.language),
  },
  {
    criterionId: 'CLICK_HAS_SEARCH',
    group: 'clicks',
    category: 'EVENT',
    severity: 'HIGH',
    path: 'searchQueryUid',
    description: 'A click event is tied to the search it comes from (searchQueryUid).',
    table: 'CLICKS',
    passes: (e) => Boolean(e.searchId),
  },
  {
    criterionId: 'CUSTOM_HAS_TYPE',
    group: 'custom_events',
    category: 'EVENT',
    severity: 'HIGH',
    path: 'eventType',
    description: 'A custom event carries its event type and value.',
    table: 'CUSTOM_EVENTS',
    passes: (e) => Boolean(e.eventType && e.eventValue),
  },
  {
    criterionId: 'VISIT_HAS_USER',
    group: 'visits',
    category: 'VISIT',
    severity: 'CRITICAL',
    path: 'clientId',
    description: 'Every event of a visit carries the visitor id.',
    passes: (e) => Boolean(e.userId),
  },
];
const GROUPS = [...new Set(CRITERIA.map((c) => c.group))];
const TYPE_OF: Record<string, string> = { SEARCHES: 'search', CLICKS: 'click', CUSTOM_EVENTS: 'custom' };
/** Every event of the emulator comes through the v15 API, with the default property's tracking id. */
const SOURCE = 'API';
const TRACKING_ID = 'default';
/** The failing events a problem shows as samples. */
const SAMPLES = 5;

const applies = (c: Criterion, e: UaEvent) => !c.table || e.table === c.table;
const failing = (e: UaEvent) => CRITERIA.filter((c) => applies(c, e) && !c.passes(e));
const healthOf = (e: UaEvent) => (failing(e).length ? 'INVALID' : 'VALID');
const score = (total: number, failed: number) =>
  total ? Math.round(((total - failed) / total) * 10_000) / 100 : 100;
const iso = (time: number) => new Date(time).toISOString();
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function inRange(ctx: EmulatorContext): UaEvent[] {
  const store = uaStore(ctx);
  return eventsIn(store, rangeOf(ctx, store));
}

/** The criteria of the query's `category` (EVENT or VISIT) and of a group. @throws HttpError 400 for another category. */
function criteriaOf(ctx: EmulatorContext, group?: string): Criterion[] {
  const category = ctx.query('category')?.toUpperCase();
  if (category && !['EVENT', 'VISIT'].includes(category))
    throw badRequest(`Unknown category '${category}'. Use EVENT or VISIT.`);
  return CRITERIA.filter((c) => (!category || c.category === category) && (!group || c.group === group));
}

/** One page of a list: `page` (0-based) and `perPage` (default 50, the platform's). */
function pageOf<T>(ctx: EmulatorContext, items: T[]) {
  const page = Math.max(0, Number(ctx.query('page') ?? 0));
  const perPage = Math.max(1, Number(ctx.query('perPage') ?? 50));
  return {
    items: items.slice(page * perPage, (page + 1) * perPage),
    pagination: { page, perPage, totalPages: Math.ceil(items.length / perPage), totalItems: items.length },
  };
}

/** How a criterion fares on events: its validations, and those that failed. */
function criterionView(c: Criterion, events: UaEvent[]) {
  const applicable = events.filter((e) => applies(c, e));
  const failed = applicable.filter((e) => !c.passes(e)).length;
  const { criterionId: id, category, severity } = c;
  const validations = { totalValidations: applicable.length, failedValidations: failed };
  return { id, category, severity, score: score(applicable.length, failed), scope: category, ...validations };
}

/** The totals of some criteria: validations, failures, score, and failures per severity. */
function summary(criteria: Criterion[], events: UaEvent[]) {
  const views = criteria.map((c) => criterionView(c, events));
  const totalValidations = sum(views.map((v) => v.totalValidations));
  const failedValidations = sum(views.map((v) => v.failedValidations));
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

/** The validation errors of an event, as the platform shows them. */
const validationErrors = (e: UaEvent) =>
  failing(e).map((c) => ({ code: c.criterionId, path: c.path, message: c.description }));

/** Events filtered by the listing's parameters. */
function filteredEvents(ctx: EmulatorContext): UaEvent[] {
  const types = ctx.queries('eventType').filter(Boolean);
  for (const type of types) {
    if (!Object.values(TYPE_OF).includes(type))
      throw badRequest(`Unknown event type '${type}'. Use search, click or custom.`);
  }
  const [hubs, trackingIds] = [ctx.queries('searchHub'), ctx.queries('trackingId')].map((v) =>
    v.filter(Boolean),
  );
  const [health, source, visit, client] = ['healthStatus', 'eventSource', 'visitId', 'clientId'].map((name) =>
    ctx.query(name),
  );
  return inRange(ctx).filter(
    (e) =>
      (!types.length || types.includes(TYPE_OF[e.table])) &&
      (!hubs.length || hubs.includes(e.searchHub)) &&
      (!trackingIds.length || trackingIds.includes(TRACKING_ID)) &&
      (!source || source === SOURCE) &&
      (!visit || e.visitId === visit) &&
      (!client || e.userId === client) &&
      (!health || healthOf(e) === health),
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
  for (const all of groupBy(events, (e) => JSON.stringify([TYPE_OF[e.table], e.searchHub])).values()) {
    const failed = all.filter((e) => failing(e).length);
    if (!failed.length) continue;
    const errors = new Map(failed.flatMap(validationErrors).map((error) => [error.code, error]));
    const samples = failed.slice(0, SAMPLES);
    problems.push({
      eventType: TYPE_OF[all[0].table],
      trackingId: TRACKING_ID,
      searchHub: all[0].searchHub,
      failedEvents: failed.length,
      totalEvents: all.length,
      validationErrors: [...errors.values()],
      sampleEvents: samples.map((e) => e.id),
      sampleEventsTimestamps: samples.map((e) => iso(e.timestamp)),
    });
  }
  return problems.sort((a, b) => b.failedEvents - a.failedEvents || a.searchHub.localeCompare(b.searchHub));
}

/** The facets data health counts values of, as the platform names them (the published schema gives them). */
const FACETS: Record<string, (e: UaEvent) => string> = {
  EVENT_SOURCE: () => SOURCE,
  EVENT_TYPE: (e) => TYPE_OF[e.table],
  HEALTH_STATUS: healthOf,
  SEARCH_HUB: (e) => e.searchHub,
  TRACKING_ID: () => TRACKING_ID,
};

export const uaDataHealthHandlers: Handlers = {
  'ua.dataHealth.getOverview': (ctx) => summary(criteriaOf(ctx), inRange(ctx)),
  'ua.dataHealth.getGroupListing': (ctx) => {
    const events = inRange(ctx);
    const groups = GROUPS.filter((group) => criteriaOf(ctx, group).length)
      .map((group) => ({ group, ...summary(criteriaOf(ctx, group), events) }))
      .filter((group) => flag(ctx, 'showEmptyGroups', true) || group.totalValidations > 0);
    return { groups: pageOf(ctx, groups).items };
  },
  'ua.dataHealth.getGroupDetail': (ctx) => {
    const group = ctx.query('group') as string; // required by the published schema
    const criteria = criteriaOf(ctx, group);
    if (!GROUPS.includes(group)) throw notFound('Data-health group', group);
    const events = inRange(ctx);
    return { criteria: criteria.map((c) => criterionView(c, events)) };
  },
  'ua.dataHealth.getFailedInstances': (ctx) => {
    const id = ctx.query('criterionId') as string; // required by the published schema, with group
    const criterion = CRITERIA.find((c) => c.criterionId === id);
    if (!criterion) throw notFound('Data-health criterion', id);
    if (ctx.query('group') !== criterion.group)
      throw badRequest(`The criterion '${id}' is in the group '${criterion.group}'.`);
    const scope = ctx.query('scopeValue');
    const failed = inRange(ctx)
      .filter((e) => applies(criterion, e) && !criterion.passes(e) && (!scope || e.searchHub === scope))
      .map((e) => ({
        timestamp: iso(e.timestamp),
        eventId: e.id,
        visitId: e.visitId,
        clientId: e.userId,
        scope: criterion.category,
      }));
    return { failedInstances: pageOf(ctx, failed).items };
  },
  'ua.dataHealth.listEvents': (ctx) => ({ events: pageOf(ctx, filteredEvents(ctx)).items.map(eventView) }),
  'ua.dataHealth.getEventPayload': (ctx) => {
    const store = uaStore(ctx);
    // The published schema requires eventId and timestamp.
    const [id, timestamp] = [ctx.query('eventId') as string, ctx.query('timestamp') as string];
    if (!/^\d+$/.test(timestamp)) instant(timestamp, 'timestamp');
    const event = eventsOf(store).find((e) => e.id === id);
    if (!event) throw notFound('Event', id);
    const { table: _t, timestamp: time, customData, ...fields } = event;
    // The platform gives the event's time as ISO 8601 text here.
    return { eventId: id, timestamp: iso(time), eventPayload: { ...fields, customData } };
  },
  'ua.dataHealth.getEventsProblems': (ctx) => {
    const { items, pagination } = pageOf(ctx, problemsOf(filteredEvents(ctx)));
    return { problems: items, pagination };
  },
  'ua.dataHealth.listFacetValues': (ctx) => {
    const facetOf = own(FACETS, ctx.query('facet') ?? '') ?? FACETS.EVENT_TYPE;
    const counts = groupBy(filteredEvents(ctx), facetOf);
    const values = [...counts].map(([value, events]) => ({ value, count: events.length }));
    return { values: values.sort((a, b) => b.count - a.count) };
  },
};
