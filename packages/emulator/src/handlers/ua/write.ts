import type { EmulatorContext } from '../../context';
import { badRequest, noContent } from '../../http';
import { type EventTable, eventsOf, logEvents } from '../../model/ua/events';
import {
  clearCookies,
  joinVisit,
  loggingStore,
  storedEvent,
  verdictOf,
  visitorOf,
  visitorOfUser,
} from '../../model/ua/logging';
import { isV14, withV14 } from '../../model/ua/service';
import { own } from '../../safe';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

// The usage-analytics write API (v15, v14) and the Event API: each logged event joins its visitor's
// visit and goes into the event store (model/ua/events.ts), where statistics, exports, usage metrics and
// data health count it, and the context API reads a visitor's actions. Bodies are checked against the
// published schemas before these run (app.ts).

type Fields = Record<string, unknown>;

/** Logs events of one table from one call; answers each one's visit, in order. */
function log(ctx: EmulatorContext, store: OrganizationStore, table: EventTable, events: Fields[]) {
  const logged = events.map((fields) => {
    const visit = joinVisit(store, visitorOf(ctx, store, fields.clientId));
    return { visit, event: storedEvent(ctx, store, table, fields, visit) };
  });
  const stored = logged.map(({ event }) => event);
  logEvents(store, stored);
  return logged;
}

const logOne = (table: EventTable) => async (ctx: EmulatorContext) => {
  const store = loggingStore(ctx);
  return log(ctx, store, table, [await ctx.json()])[0].visit;
};

/** A search's answer: its visit, and the event's own id. */
const searchAnswers = async (ctx: EmulatorContext, batch: boolean) => {
  const store = loggingStore(ctx);
  const body = await ctx.json();
  const answers = log(ctx, store, 'SEARCHES', batch ? body : [body]).map(({ visit, event }) => ({
    searchEventUid: event.id,
    ...visit,
  }));
  return batch ? answers : answers[0];
};

/** The caller's visit (or a client id's, a visitor's, or a user's last one); a new one when none is going on. */
function visit(ctx: EmulatorContext) {
  const store = loggingStore(ctx);
  const user = ctx.query('user');
  const named =
    ctx.query('clientId') || (user && !ctx.query('visitor') ? visitorOfUser(store, user) : undefined);
  const { visitId, visitorId, clientId } = joinVisit(store, visitorOf(ctx, store, named));
  return isV14(ctx) ? { id: visitId, visitorId } : { id: visitId, visitorId, clientId };
}

/** Measurement Protocol types the store keeps: page views, and events (category and action as type and value). */
const COLLECTED: Record<string, EventTable> = { pageview: 'VIEWS', event: 'CUSTOM_EVENTS' };

/** The Event API's event kinds the store keeps. */
const KINDS: Record<string, EventTable> = {
  search: 'SEARCHES',
  click: 'CLICKS',
  view: 'VIEWS',
  custom: 'CUSTOM_EVENTS',
};
const kindOf = (event: any) => (typeof event?.type === 'string' ? own(KINDS, event.type) : undefined);
const UNKNOWN_KIND = "/type must be one of 'search', 'click', 'view', 'custom'";
/** The actions of a visitor's history (the context API's), by the table of their event. */
const ACTIONS: Partial<Record<EventTable, string>> = { SEARCHES: 'SEARCH', CLICKS: 'CLICK', VIEWS: 'VIEW' };

/**
 * The Coveo API requests the Event API validates, by their `type` and `version` (the query's): the
 * catalog call whose published body schema each must satisfy.
 */
const REQUESTS: Record<string, string> = {
  'search v2': 'search.query',
  'search v3': 'search.v3.query',
  'commerce.search v2': 'commerce.search.query',
  'commerce.listing v2': 'commerce.listings.getProducts',
  'commerce.recommendations v2': 'commerce.recommendations.getProducts',
  'commerce.facet v2': 'commerce.searchFacetValues',
  'commerce.querySuggest v2': 'commerce.search.querySuggest',
  'commerce.productSuggest v2': 'commerce.search.productSuggest',
};

const validating = (call: string) => async (ctx: EmulatorContext) => verdictOf(call, await ctx.json());

// The write API's calls are the same in v15 and v14 (v14 answers a visit without its client id).
export const uaWriteHandlers: Handlers = withV14({
  'ua.events.logSearch': (ctx) => searchAnswers(ctx, false),
  'ua.events.logSearches': (ctx) => searchAnswers(ctx, true),
  'ua.events.logClick': logOne('CLICKS'),
  'ua.events.logCustom': logOne('CUSTOM_EVENTS'),
  'ua.events.getVisit': visit,
  'ua.events.deleteVisit': (ctx) => {
    clearCookies(ctx, loggingStore(ctx));
    return noContent();
  },
  'ua.events.logView': logOne('VIEWS'),
  'ua.events.logCollect': async (ctx) => {
    const store = loggingStore(ctx);
    const body: Fields = await ctx.json();
    const table = typeof body.t === 'string' ? own(COLLECTED, body.t) : undefined;
    if (table) {
      const fields = { ...body, eventType: body.ec, eventValue: body.ea, location: body.dl, title: body.dt };
      log(ctx, store, table, [{ ...fields, clientId: body.cid, language: body.ul, userAgent: body.ua }]);
    }
    return noContent();
  },

  // The Event API: events of a known kind are logged; the others are answered not accepted.
  'events.send': async (ctx) => {
    const events: Fields[] = await ctx.json();
    const answers = events.map((event) => {
      const table = kindOf(event);
      if (table) log(ctx, ctx.store, table, [event]);
      return table
        ? { accepted: true }
        : { accepted: false, errorCode: 'INVALID_EVENT', errorMessage: UNKNOWN_KIND };
    });
    return { events: answers };
  },
  // A visitor's (client id's) searches, clicks and views, oldest first; each action's value is a JSON text.
  'ml.userActionHistory.listActions': async (ctx) => {
    const { objectId } = await ctx.json();
    const actions = eventsOf(ctx.store).filter((e) => e.clientId === objectId && own(ACTIONS, e.table));
    const value = actions.map((e) => {
      const details = { origin_level_1: e.searchHub, query_expression: e.queryExpression, uri: e.location };
      return { name: ACTIONS[e.table], time: String(e.timestamp), value: JSON.stringify(details) };
    });
    return { value };
  },
  'events.validate': async (ctx) =>
    ((await ctx.json()) as unknown[]).map((event) => ({
      valid: Boolean(kindOf(event)),
      errors: kindOf(event) ? [] : [{ type: 'SCHEMA', message: UNKNOWN_KIND, path: '/type' }],
    })),
  // A request checked against its API's published schema: nothing is sent, nothing logged.
  'events.validateRequest': async (ctx) => {
    const request = `${ctx.query('type')} v${ctx.query('version')}`;
    const call = own(REQUESTS, request);
    if (call) return verdictOf(call, await ctx.json());
    const known = Object.keys(REQUESTS).join(', ');
    throw badRequest(
      `The request type and version '${request}' is not one the Event API validates: ${known}.`,
    );
  },
  'events.validateSearch': validating('ua.events.logSearch'),
  'events.validateSearches': async (ctx) =>
    ((await ctx.json()) as unknown[]).map((event) => verdictOf('ua.events.logSearch', event)),
  'events.validateClick': validating('ua.events.logClick'),
  'events.validateCustom': validating('ua.events.logCustom'),
  'events.validateView': validating('ua.events.logView'),
  'events.validateCollect': validating('ua.events.logCollect'),
});
