import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@platform-admin/client';
import type { EmulatorContext } from '../../context';
import { checkBody } from '../../openapi';
import { dictionary, text } from '../../safe';
import type { OrganizationStore } from '../../state';
import { type EventTable, eventsOf, type UaEvent, uaStore } from './events';

// Logging usage-analytics events (the write API, v14 and v15, and the Event API): who logs (the visitor,
// by client id), the visit an event joins, and the event as the store keeps it, so that the read APIs
// count it. A visitor's visit ends after 30 minutes without an event; the next event starts a new one.

const VISIT_TIMEOUT_MS = 30 * 60_000;

/**
 * The organization a logging call logs into: its `org`, else the token's organization. The v14 calls and
 * `collect` publish no `org`: for a token that may use several organizations, they log into the one it
 * was issued for (the first it got; those it creates come after).
 */
export function loggingStore(ctx: EmulatorContext): OrganizationStore {
  const first = ctx.token?.organizations.values().next().value;
  const issuedFor = ctx.token && ctx.token.organizations.size > 1 && !ctx.query('org') ? first : undefined;
  return issuedFor && ctx.state.organizations.has(issuedFor) ? ctx.state.store(issuedFor) : uaStore(ctx);
}

/** The organization's visitors: client id → current visit, and when its last event came (or it began). */
const visitorsOf = (store: OrganizationStore) =>
  store.document('ua.visitors', () => new Map<string, { visitId: string; last: number }>());
/** Each caller's visitor cookie (token → client id), as the platform sets it on the caller. */
const cookiesOf = (store: OrganizationStore) =>
  store.document('ua.visitorCookies', () => new Map<string, string>());

/**
 * The visitor of a call: the event's `clientId`, else the caller's visitor cookie or the deprecated
 * `visitor` query parameter (the cookie first unless `prioritizeVisitorParameter=true`), else a new one.
 * The caller's cookie then names that visitor, unless the event gave its client id.
 */
export function visitorOf(ctx: EmulatorContext, store: OrganizationStore, clientId?: unknown): string {
  if (typeof clientId === 'string' && clientId) return clientId;
  const caller = ctx.token?.token ?? '';
  const cookie = cookiesOf(store).get(caller);
  const parameter = ctx.query('visitor') || undefined;
  const chosen =
    (ctx.query('prioritizeVisitorParameter') === 'true' ? (parameter ?? cookie) : (cookie ?? parameter)) ??
    randomUUID();
  cookiesOf(store).set(caller, chosen);
  return chosen;
}

/** The visit a visitor's event at `time` joins (the visit info the logging calls answer): the current one, or a new one after 30 idle minutes. */
export function joinVisit(store: OrganizationStore, visitorId: string, time = Date.now()) {
  const visitors = visitorsOf(store);
  let visitor = visitors.get(visitorId);
  if (!visitor || time - visitor.last > VISIT_TIMEOUT_MS) {
    visitor = { visitId: randomUUID(), last: time };
    visitors.set(visitorId, visitor);
  }
  visitor.last = Math.max(visitor.last, time);
  return { visitId: visitor.visitId, visitorId, clientId: visitorId };
}

/** The visitor of a user's last logged event, if any. */
export function visitorOfUser(store: OrganizationStore, user: string): string | undefined {
  return lastOf(eventsOf(store), (e) => e.userId === user && e.clientId)?.clientId;
}

/** Ends the caller's visit: the next event the caller logs without a client id comes from a new visitor. */
export function clearCookies(ctx: EmulatorContext, store: OrganizationStore): void {
  const caller = ctx.token?.token ?? '';
  const visitor = cookiesOf(store).get(caller);
  if (visitor) visitorsOf(store).delete(visitor);
  cookiesOf(store).delete(caller);
}

type Fields = Record<string, unknown>;

/** The last item that passes a test. */
function lastOf<T>(items: T[], test: (item: T) => unknown): T | undefined {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i])) return items[i];
  return undefined;
}
const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Custom data as the platform keeps it: keys lowercased, blanks as underscores, values as text. */
function customDataOf(raw: unknown): Record<string, string> {
  // Keys come from the request: `__proto__` is a key like any other.
  const data = dictionary<string>();
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return data;
  for (const [key, value] of Object.entries(raw)) {
    const name = key.toLowerCase().replace(/\s+/g, '_');
    if (/^\w+$/.test(name) && value !== null && value !== undefined)
      data[name] = typeof value === 'object' ? JSON.stringify(value) : text(value);
  }
  return data;
}

/** The device category of a user agent: Tablet, Mobile or Desktop. */
const deviceOf = (agent: unknown) =>
  /tablet|ipad/i.test(str(agent) ?? '') ? 'Tablet' : /mobi/i.test(str(agent) ?? '') ? 'Mobile' : 'Desktop';

/**
 * A logged event as the store keeps it. Fields are read in the write API's names (`originLevel1` is the
 * search hub, `queryText`, `documentPosition`, `username`), or the Event API's (`searchHub`, `query`,
 * `position`, `userId`). A click takes its query from the search it names (`searchQueryUid`), and is
 * tied to it only when that search was logged.
 */
export function storedEvent(
  ctx: EmulatorContext,
  store: OrganizationStore,
  table: EventTable,
  fields: Fields,
  visit: ReturnType<typeof joinVisit>,
  time = Date.now(),
): UaEvent {
  const searchQueryUid = str(fields.searchQueryUid) ?? str(fields.lastSearchQueryUid);
  const search = searchQueryUid
    ? lastOf(eventsOf(store), (e) => e.table === 'SEARCHES' && e.searchId === searchQueryUid)
    : undefined;
  const user =
    fields.anonymous === true
      ? 'anonymous'
      : (str(fields.username) ?? str(fields.userId) ?? ctx.token?.username ?? 'anonymous');
  const position = Number(fields.documentPosition ?? fields.position);
  // What each kind of event keeps of its own: a search its id and query, a click its document and rank...
  const kinds: Record<EventTable, Partial<UaEvent>> = {
    SEARCHES: {
      searchId: searchQueryUid ?? randomUUID(),
      queryExpression: str(fields.queryText) ?? str(fields.query) ?? '',
    },
    CLICKS: {
      documentTitle: str(fields.documentTitle) ?? str(fields.documentUrl) ?? '',
      clickRank: Number.isInteger(position) ? position : 0,
    },
    CUSTOM_EVENTS: { eventType: str(fields.eventType), eventValue: str(fields.eventValue) },
    VIEWS: { documentTitle: str(fields.title), location: str(fields.location) },
  };
  return {
    id: randomUUID(),
    table,
    timestamp: time,
    datetime: new Date(time).toISOString(),
    searchHub: str(fields.originLevel1) ?? str(fields.searchHub) ?? search?.searchHub ?? 'default',
    // ...and the others the search they name, when it was logged.
    queryExpression: search?.queryExpression ?? '',
    ...(search ? { searchId: search.searchId } : {}),
    country: '',
    deviceCategory: deviceOf(fields.userAgent),
    ...(str(fields.language) ? { language: str(fields.language) } : {}),
    userId: user,
    visitId: visit.visitId,
    clientId: visit.clientId,
    ...kinds[table],
    customData: customDataOf(fields.customData),
  };
}

/**
 * Checks an event against the body schema the platform publishes for a logging call (`ua.events.logSearch`,
 * ...): valid, or not with the error (its JSON path and what was expected), as the Event API's
 * validation calls answer it.
 */
export function verdictOf(call: string, event: unknown) {
  const violations = checkBody({ name: call } as Endpoint, event);
  return {
    valid: !violations.length,
    errors: violations.map((v) => {
      const message = v.message.replace(/^the body's /, '');
      return { type: 'SCHEMA', message, path: /^(\/\S*)/.exec(message)?.[1] ?? '/' };
    }),
  };
}
