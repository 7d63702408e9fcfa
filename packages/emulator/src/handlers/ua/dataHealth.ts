import { boolQuery, type EmulatorContext, intQuery, paged } from '../../context';
import { badRequest, notFound } from '../../http';
import { own } from '../../safe';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';
import { parseInstant, rangeOf } from './analytics';
import { eventsOf, type UaEvent, uaStore } from './events';

/*
 * Data health over the event store: each criterion checks one rule on one kind of event. Searches sent
 * without a language and clicks not tied to their search (both made on purpose in events.ts) fail.
 */

interface Criterion {
  criterionId: string;
  description: string;
  group: string;
  category: string;
  eventType: string;
  applies: (e: UaEvent) => boolean;
  passes: (e: UaEvent) => boolean;
}

const CRITERIA: Criterion[] = [
  {
    criterionId: 'SEARCH_HAS_LANGUAGE',
    description: 'A search event carries the language of the interface.',
    group: 'searches',
    category: 'EVENT',
    eventType: 'search',
    applies: (e) => e.table === 'SEARCHES',
    passes: (e) => Boolean(e.language),
  },
  {
    criterionId: 'CLICK_HAS_SEARCH',
    description: 'A click event is tied to the search it comes from (searchQueryUid).',
    group: 'clicks',
    category: 'EVENT',
    eventType: 'click',
    applies: (e) => e.table === 'CLICKS',
    passes: (e) => Boolean(e.searchId),
  },
  {
    criterionId: 'CUSTOM_HAS_TYPE',
    description: 'A custom event carries its event type and value.',
    group: 'custom_events',
    category: 'EVENT',
    eventType: 'custom',
    applies: (e) => e.table === 'CUSTOM_EVENTS',
    passes: (e) => Boolean(e.eventType && e.eventValue),
  },
  {
    criterionId: 'VISIT_HAS_USER',
    description: 'Every event of a visit carries the visitor id.',
    group: 'visits',
    category: 'VISIT',
    eventType: 'search',
    applies: () => true,
    passes: (e) => Boolean(e.userId),
  },
];
const GROUPS = [...new Set(CRITERIA.map((c) => c.group))];
const CATEGORIES = ['EVENT', 'VISIT'];
const TYPE_OF: Record<string, string> = { SEARCHES: 'search', CLICKS: 'click', CUSTOM_EVENTS: 'custom' };
const HEALTH = ['VALID', 'INVALID'];

const score = (total: number, failed: number) =>
  total ? Math.round(((total - failed) / total) * 10_000) / 100 : 100;

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

function criterionView(c: Criterion, events: UaEvent[]) {
  const applicable = events.filter(c.applies);
  const failed = applicable.filter((e) => !c.passes(e)).length;
  return {
    criterionId: c.criterionId,
    description: c.description,
    group: c.group,
    category: c.category,
    totalInstances: applicable.length,
    failedInstances: failed,
    score: score(applicable.length, failed),
  };
}

function groupView(group: string, events: UaEvent[], category?: string) {
  const criteria = CRITERIA.filter((c) => c.group === group && (!category || c.category === category)).map(
    (c) => criterionView(c, events),
  );
  const total = criteria.reduce((s, c) => s + c.totalInstances, 0);
  const failed = criteria.reduce((s, c) => s + c.failedInstances, 0);
  return {
    group,
    category: CRITERIA.find((c) => c.group === group)!.category,
    score: score(total, failed),
    criteria,
  };
}

const failedCriteria = (e: UaEvent) =>
  CRITERIA.filter((c) => c.applies(e) && !c.passes(e)).map((c) => c.criterionId);

/** Events filtered by the listing's parameters. */
function filteredEvents(ctx: EmulatorContext, store: OrganizationStore): UaEvent[] {
  const type = ctx.query('eventType');
  if (type && !Object.values(TYPE_OF).includes(type))
    throw badRequest(`Unknown event type '${type}'. Use search, click or custom.`);
  const health = ctx.query('healthStatus')?.toUpperCase();
  if (health && !HEALTH.includes(health))
    throw badRequest(`Unknown health status '${health}'. Use VALID or INVALID.`);
  const hub = ctx.query('searchHub');
  const visit = ctx.query('visitId');
  const client = ctx.query('clientId');
  return inRange(ctx, store).filter(
    (e) =>
      (!type || TYPE_OF[e.table] === type) &&
      (!hub || e.searchHub === hub) &&
      (!visit || e.visitId === visit) &&
      (!client || e.userId === client) &&
      (!health || (failedCriteria(e).length ? 'INVALID' : 'VALID') === health),
  );
}

const eventView = (e: UaEvent) => {
  const failed = failedCriteria(e);
  return {
    eventId: e.id,
    eventType: TYPE_OF[e.table],
    timestamp: e.timestamp,
    searchHub: e.searchHub,
    visitId: e.visitId,
    clientId: e.userId,
    healthStatus: failed.length ? 'INVALID' : 'VALID',
    failedCriteria: failed,
  };
};

/**
 * The facets data health counts values of, as the platform names them. Every event of the emulator
 * comes through the v15 API, with the default property's tracking id.
 */
const FACETS: Record<string, (e: UaEvent) => string> = {
  EVENT_SOURCE: () => 'API',
  EVENT_TYPE: (e) => TYPE_OF[e.table],
  HEALTH_STATUS: (e) => (failedCriteria(e).length ? 'INVALID' : 'VALID'),
  SEARCH_HUB: (e) => e.searchHub,
  TRACKING_ID: () => 'default',
};

export const uaDataHealthHandlers: Handlers = {
  'ua.dataHealth.getOverview': (ctx) => {
    const store = uaStore(ctx);
    const category = categoryOf(ctx);
    boolQuery(ctx, 'showBetaRules', false);
    const events = inRange(ctx, store);
    const invalid = events.filter((e) => failedCriteria(e).length).length;
    const categories = CATEGORIES.filter((c) => !category || c === category).map((c) => {
      const views = CRITERIA.filter((k) => k.category === c).map((k) => criterionView(k, events));
      const total = views.reduce((s, v) => s + v.totalInstances, 0);
      return {
        category: c,
        score: score(
          total,
          views.reduce((s, v) => s + v.failedInstances, 0),
        ),
      };
    });
    return {
      score: score(events.length, invalid),
      totalEvents: events.length,
      invalidEvents: invalid,
      categories,
    };
  },
  'ua.dataHealth.getGroupListing': (ctx) => {
    const store = uaStore(ctx);
    const category = categoryOf(ctx);
    boolQuery(ctx, 'showBetaRules', false);
    const showEmpty = boolQuery(ctx, 'showEmptyGroups', true);
    const events = inRange(ctx, store);
    const groups = GROUPS.map((g) => groupView(g, events, category)).filter(
      (g) => g.criteria.length && (showEmpty || g.criteria.some((c) => c.totalInstances)),
    );
    const page = paged(ctx, groups, 'groups');
    return { groups: page.groups, totalEntries: page.totalEntries };
  },
  'ua.dataHealth.getGroupDetail': (ctx) => {
    const store = uaStore(ctx);
    const category = categoryOf(ctx);
    boolQuery(ctx, 'showBetaRules', false);
    const group = ctx.query('group') as string; // required by the published schema
    if (!GROUPS.includes(group)) throw notFound('Data-health group', group);
    paged(ctx, []);
    return groupView(group, inRange(ctx, store), category);
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
        eventId: e.id,
        timestamp: e.timestamp,
        eventType: TYPE_OF[e.table],
        searchHub: e.searchHub,
      }));
    const page = paged(ctx, failed, 'instances');
    return { criterionId: id, instances: page.instances, totalEntries: page.totalEntries };
  },
  'ua.dataHealth.listEvents': (ctx) => {
    const store = uaStore(ctx);
    ctx.query('eventSource');
    const page = paged(ctx, filteredEvents(ctx, store).map(eventView), 'events');
    return { events: page.events, totalEntries: page.totalEntries };
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
    return { eventId: id, timestamp: new Date(time).toISOString(), eventPayload: { ...fields, customData } };
  },
  'ua.dataHealth.getEventsProblems': (ctx) => {
    const store = uaStore(ctx);
    const events = filteredEvents(ctx, store);
    const problems = CRITERIA.map((c) => ({
      criterionId: c.criterionId,
      description: c.description,
      eventType: c.eventType,
      count: events.filter((e) => c.applies(e) && !c.passes(e)).length,
    })).filter((p) => p.count > 0);
    // The platform's page size here is 50 unless told.
    const perPage = intQuery(ctx, 'perPage', 50);
    const number = intQuery(ctx, 'page', 0);
    if (perPage < 1) throw badRequest("The query parameter 'perPage' must be at least 1.");
    return {
      problems: problems.slice(number * perPage, (number + 1) * perPage),
      totalEntries: problems.length,
      pagination: {
        page: number,
        perPage,
        totalPages: Math.ceil(problems.length / perPage),
        totalItems: problems.length,
      },
    };
  },
  'ua.dataHealth.listFacetValues': (ctx) => {
    const store = uaStore(ctx);
    const facetOf = own(FACETS, ctx.query('facet') ?? '');
    if (!facetOf) {
      throw badRequest(`The query parameter 'facet' must be one of ${Object.keys(FACETS).join(', ')}.`);
    }
    const counts = new Map<string, number>();
    for (const e of filteredEvents(ctx, store)) counts.set(facetOf(e), (counts.get(facetOf(e)) ?? 0) + 1);
    return {
      values: [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count),
    };
  },
};
