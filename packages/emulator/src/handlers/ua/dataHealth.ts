import type { EmulatorContext } from '../../context';
import { badRequest, notFound } from '../../http';
import { flag } from '../../model/rest';
import { EVENT_TYPES, eventsIn, rangeOf } from '../../model/ua/analytics';
import { type EventTable, eventsOf, groupBy, type UaEvent, uaStore } from '../../model/ua/events';
import { instant, oneOf } from '../../model/ua/service';
import type { Handlers } from '../types';

// Data health over the event store: each criterion checks one rule on one kind of event, with a
// severity. Searches sent without a language and clicks not tied to their search (both made on purpose
// in model/ua/events.ts) fail. A validation is one criterion checked on one event it applies to;
// scores are the percentage of validations that pass. Times are answered as ISO 8601 text, as the
// platform does here. Every event comes through the v15 API (source API), on the default property.

/** Each rule: an event field (the store's name, then the platform's) that must have a value, on a table's events (category EVENT, grouped by event type) or every event of a visit. */
const CRITERIA = (
  [
    ['SEARCH_HAS_LANGUAGE', 'MEDIUM', 'SEARCHES', 'language', 'language'],
    ['CLICK_HAS_SEARCH', 'HIGH', 'CLICKS', 'searchId', 'searchQueryUid'],
    ['CUSTOM_HAS_TYPE', 'HIGH', 'CUSTOM_EVENTS', 'eventType', 'eventType'],
    ['VISIT_HAS_USER', 'CRITICAL', undefined, 'userId', 'clientId'],
  ] as const
).map(([criterionId, severity, table, field, path]) => ({
  criterionId,
  severity,
  table: table as EventTable | undefined,
  path,
  category: table ? 'EVENT' : 'VISIT',
  group: table ? EVENT_TYPES[table] : 'visits',
  passes: (e: UaEvent) => Boolean(e[field]),
}));
type Criterion = (typeof CRITERIA)[number];
const GROUPS = [...new Set(CRITERIA.map((c) => c.group))];
const TYPE_OF: Record<string, string> = { SEARCHES: 'search', CLICKS: 'click', CUSTOM_EVENTS: 'custom' };
const [SOURCE, TRACKING_ID] = ['API', 'default'];

const applies = (c: Criterion, e: UaEvent) => !c.table || e.table === c.table;
const failing = (e: UaEvent) => CRITERIA.filter((c) => applies(c, e) && !c.passes(e));
const score = (total: number, failed: number) =>
  total ? Math.round(((total - failed) / total) * 10_000) / 100 : 100;
const iso = (time: number) => new Date(time).toISOString();
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** What each listing filter (`eventType=search`, ...) reads of an event; facets name them `EVENT_TYPE`, .... */
const FIELDS: Record<string, (e: UaEvent) => string> = {
  eventSource: () => SOURCE,
  eventType: (e) => TYPE_OF[e.table],
  healthStatus: (e) => (failing(e).length ? 'INVALID' : 'VALID'),
  searchHub: (e) => e.searchHub,
  trackingId: () => TRACKING_ID,
  visitId: (e) => e.visitId,
  clientId: (e) => e.userId,
};
const fieldOfFacet = (facet: string) =>
  FIELDS[facet.toLowerCase().replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())];

function inRange(ctx: EmulatorContext): UaEvent[] {
  const store = uaStore(ctx);
  return eventsIn(store, rangeOf(ctx, store));
}

/** The criteria of the query's `category` (EVENT or VISIT) and of a group. @throws HttpError 400 for another category. */
function criteriaOf(ctx: EmulatorContext, group?: string): Criterion[] {
  const category =
    ctx.query('category') && oneOf(ctx.query('category')!, ['EVENT', 'VISIT'], 'category', undefined, true);
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

const validationErrors = (e: UaEvent) =>
  failing(e).map((c) => ({ code: c.criterionId, path: c.path, message: `The event has no '${c.path}'.` }));

/** The events in range that the listing's filters keep (each filter: any of its values). */
function filteredEvents(ctx: EmulatorContext): UaEvent[] {
  for (const type of ctx.queries('eventType').filter(Boolean))
    oneOf(type, Object.values(TYPE_OF), 'event type');
  const wanted = Object.entries(FIELDS)
    .map(([name, of]) => ({ of, values: ctx.queries(name).filter(Boolean) }))
    .filter(({ values }) => values.length);
  return inRange(ctx).filter((e) => wanted.every(({ of, values }) => values.includes(of(e))));
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
 * The problems of some events, per event type and search hub: how many fail, out of how many, the
 * distinct errors, and the first five failing events as samples.
 */
function problemsOf(events: UaEvent[]) {
  const problems = [];
  for (const all of groupBy(events, (e) => JSON.stringify([TYPE_OF[e.table], e.searchHub])).values()) {
    const failed = all.filter((e) => failing(e).length);
    if (!failed.length) continue;
    const errors = new Map(failed.flatMap(validationErrors).map((error) => [error.code, error]));
    const samples = failed.slice(0, 5);
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

// The published schemas require the queries these calls read (group, criterionId, facet, eventId, timestamp).
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
    const group = ctx.query('group') as string;
    const criteria = criteriaOf(ctx, group);
    if (!GROUPS.includes(group)) throw notFound('Data-health group', group);
    const events = inRange(ctx);
    return { criteria: criteria.map((c) => criterionView(c, events)) };
  },
  'ua.dataHealth.getFailedInstances': (ctx) => {
    const id = ctx.query('criterionId') as string;
    const criterion = CRITERIA.find((c) => c.criterionId === id);
    if (!criterion) throw notFound('Data-health criterion', id);
    if (ctx.query('group') !== criterion.group)
      throw badRequest(`The criterion '${id}' is in the group '${criterion.group}'.`);
    const scope = ctx.query('scopeValue');
    const failed = inRange(ctx)
      .filter((e) => applies(criterion, e) && !criterion.passes(e) && (!scope || e.searchHub === scope))
      .map((e) => ({ timestamp: iso(e.timestamp), eventId: e.id, visitId: e.visitId, clientId: e.userId }));
    return { failedInstances: pageOf(ctx, failed).items.map((e) => ({ ...e, scope: criterion.category })) };
  },
  'ua.dataHealth.listEvents': (ctx) => ({ events: pageOf(ctx, filteredEvents(ctx)).items.map(eventView) }),
  'ua.dataHealth.getEventPayload': (ctx) => {
    const [id, timestamp] = [ctx.query('eventId') as string, ctx.query('timestamp') as string];
    if (!/^\d+$/.test(timestamp)) instant(timestamp, 'timestamp');
    const event = eventsOf(uaStore(ctx)).find((e) => e.id === id);
    if (!event) throw notFound('Event', id);
    const { table: _t, timestamp: time, customData, ...fields } = event;
    return { eventId: id, timestamp: iso(time), eventPayload: { ...fields, customData } };
  },
  'ua.dataHealth.getEventsProblems': (ctx) => {
    const { items, pagination } = pageOf(ctx, problemsOf(filteredEvents(ctx)));
    return { problems: items, pagination };
  },
  'ua.dataHealth.listFacetValues': (ctx) => {
    const counts = groupBy(filteredEvents(ctx), fieldOfFacet(ctx.query('facet') as string));
    const values = [...counts].map(([value, events]) => ({ value, count: events.length }));
    return { values: values.sort((a, b) => b.count - a.count) };
  },
};
