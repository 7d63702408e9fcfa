import { type EmulatorContext, queriedOrganization } from '../../context';
import type { OrganizationStore } from '../../state';

// The usage-analytics event store of one organization: synthetic searches, clicks, custom events and
// the visits they form, over a window of whole days (default: the 90 days before today, UTC).
//
// Deterministic: each day's events come from a pseudo-random generator seeded with EVENT_SEED, the
// organization id and the day, so the same day holds the same events whatever the window. Generated
// lazily on first read and cached in the organization's store. Statistics, dimension values, exports,
// usage metrics and data health all read this one store, so that their figures agree.

export const EVENT_SEED = 20240611;
export const DEFAULT_WINDOW_DAYS = 90;
export const DAY_MS = 86_400_000;

export const SEARCH_HUBS = ['CommunitySearch', 'SupportPortal', 'ProductCatalog', 'AgentPanel'];
const QUERIES = ['reset password', 'install guide', 'pricing', 'api key', 'invoice', 'error 403', 'refund'];
const COUNTRIES = ['CA', 'US', 'FR', 'DE', 'GB', 'JP', 'BR', 'AU'];
const DEVICES = ['Desktop', 'Mobile', 'Tablet'];
const LANGUAGES = ['en', 'fr', 'de', 'ja', 'pt'];
const CUSTOM_EVENT_TYPES = ['caseCreation', 'addToCart', 'documentView'];
const ROLES = ['customer', 'agent', 'partner'];
const USERS = 40;

/** The event tables: views are logged (and count in visits), but no statistic or export table reads them. */
export type EventTable = 'SEARCHES' | 'CLICKS' | 'CUSTOM_EVENTS' | 'VIEWS';

/** One usage-analytics event. Dimension values are plain string (or number) fields. */
export interface UaEvent {
  id: string;
  table: EventTable;
  /** ms since the epoch. */
  timestamp: number;
  datetime: string;
  searchHub: string;
  queryExpression: string;
  country: string;
  deviceCategory: string;
  /** Absent on some events on purpose: data health reports them. */
  language?: string;
  userId: string;
  visitId: string;
  /** The search an event belongs to (a click's search); absent on some clicks on purpose. */
  searchId?: string;
  documentTitle?: string;
  clickRank?: number;
  eventType?: string;
  eventValue?: string;
  /** Raw custom data sent with the event; custom dimensions read it. */
  customData: Record<string, string>;
  /** Logged events: the visitor (client id) that logged it. */
  clientId?: string;
  /** Logged views: the location (URL) viewed. */
  location?: string;
}

/**
 * A time span, ms since the epoch, both ends included: a date range, or the window of days the store
 * covers (`from` the first day's 00:00 UTC, `to` the last day's end).
 */
export type Range = { from: number; to: number };

type EventStore = { window: Range; events: UaEvent[] };

/** A small deterministic pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit hash of a string (FNV-1a), for deterministic figures. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Picks from a list with a skew toward its first items (top queries, main hubs). */
const skewed = <T>(rand: () => number, items: readonly T[]) =>
  items[Math.floor(rand() ** 1.7 * items.length)];
const pick = <T>(rand: () => number, items: readonly T[]) => items[Math.floor(rand() * items.length)];
/** An event's time, in ms and as ISO 8601 text. */
export const at = (time: number) => ({ timestamp: time, datetime: new Date(time).toISOString() });

/** The events of one UTC day (`day` = days since the epoch). */
function eventsOfDay(organizationId: string, day: number): UaEvent[] {
  const rand = random(EVENT_SEED ^ hash(organizationId) ^ Math.imul(day, 2654435761));
  const events: UaEvent[] = [];
  const start = day * DAY_MS;
  const visits = 8 + Math.floor(rand() * 10);
  for (let v = 0; v < visits; v++) {
    const visitId = `v-${day}-${v}`;
    const user = Math.floor(rand() * USERS);
    const base = {
      searchHub: skewed(rand, SEARCH_HUBS),
      country: pick(rand, COUNTRIES),
      deviceCategory: pick(rand, DEVICES),
      userId: `user${String(user).padStart(2, '0')}@example.com`,
      visitId,
    };
    const language = pick(rand, LANGUAGES);
    let time = start + Math.floor(rand() * (DAY_MS - 3_600_000));
    const searches = 1 + Math.floor(rand() * 4);
    for (let s = 0; s < searches; s++) {
      time += 1000 + Math.floor(rand() * 60_000);
      const id = `s-${day}-${v}-${s}`;
      const query = skewed(rand, QUERIES);
      const customData = {
        context_role: pick(rand, ROLES),
        context_plan: pick(rand, ['free', 'pro', 'enterprise']),
      };
      // About one search in 25 comes without a language: a data-health problem.
      const missing = rand() < 0.04;
      events.push({
        id,
        table: 'SEARCHES',
        ...at(time),
        ...base,
        queryExpression: query,
        ...(missing ? {} : { language }),
        searchId: id,
        customData,
      });
      if (rand() < 0.55) {
        time += 500 + Math.floor(rand() * 20_000);
        const rank = 1 + Math.floor(rand() ** 2 * 10);
        // About one click in 30 is not tied to its search: an incoherent event.
        const orphan = rand() < 0.033;
        events.push({
          id: `c-${day}-${v}-${s}`,
          table: 'CLICKS',
          ...at(time),
          ...base,
          queryExpression: query,
          language,
          ...(orphan ? {} : { searchId: id }),
          documentTitle: `${query.replace(/\b\w/g, (c) => c.toUpperCase())} (article ${rank})`,
          clickRank: rank,
          customData: { context_role: customData.context_role },
        });
      }
    }
    if (rand() < 0.35) {
      time += 2000 + Math.floor(rand() * 30_000);
      const eventType = pick(rand, CUSTOM_EVENT_TYPES);
      events.push({
        id: `e-${day}-${v}`,
        table: 'CUSTOM_EVENTS',
        ...at(time),
        ...base,
        queryExpression: '',
        language,
        eventType,
        eventValue: `${eventType}-${1 + Math.floor(rand() * 5)}`,
        customData: { context_role: pick(rand, ROLES), product: `SKU-${100 + Math.floor(rand() * 20)}` },
      });
    }
  }
  return events.sort((a, b) => a.timestamp - b.timestamp);
}

const STORE_KEY = 'ua.events';
const LOGGED_KEY = 'ua.loggedEvents';
const WINDOW_KEY = 'ua.eventWindow';

/** The default window: the last `days` whole days (UTC), up to the end of yesterday: no event lies in the future. */
export function defaultWindow(days = DEFAULT_WINDOW_DAYS, now = Date.now()): Range {
  const today = Math.floor(now / DAY_MS);
  return { from: (today - days) * DAY_MS, to: today * DAY_MS - 1 };
}

/** The organization's events, oldest first: generated on first read, then cached. */
export const eventsOf = (store: OrganizationStore) => eventStore(store).events;

/** The window the organization's events cover. */
export const windowOf = (store: OrganizationStore) => eventStore(store).window;

function eventStore(store: OrganizationStore): EventStore {
  const window = store.document<Range>(WINDOW_KEY, () => defaultWindow());
  const cached = store.documents.get(STORE_KEY) as EventStore | undefined;
  if (cached && cached.window.from === window.from && cached.window.to === window.to) return cached;
  const events: UaEvent[] = [];
  for (let day = window.from / DAY_MS; day * DAY_MS <= window.to; day++) {
    events.push(...eventsOfDay(store.organizationId, day));
  }
  events.push(...loggedEventsOf(store));
  const kept = events.filter((event) => event.timestamp > (erasuresOf(store).get(event.userId) ?? -1));
  const built = { window, events: kept.sort((a, b) => a.timestamp - b.timestamp) };
  store.documents.set(STORE_KEY, built);
  return built;
}

/** The events the organization logged with the write APIs, in the order they came (any time, not only the window). */
export const loggedEventsOf = (store: OrganizationStore) => store.document<UaEvent[]>(LOGGED_KEY, () => []);

/** When each user's data was erased: their events until then, generated or logged, are gone for good. */
const erasuresOf = (store: OrganizationStore) =>
  store.document('ua.erasures', () => new Map<string, number>());

/** Erases a user's events until now: no statistic, export or usage metric counts them from then on. */
export function eraseUser(store: OrganizationStore, userId: string): void {
  erasuresOf(store).set(userId, Date.now());
  store.documents.delete(STORE_KEY);
}

/** Adds logged events to the store: every statistic, export and usage metric counts them from then on. */
export function logEvents(store: OrganizationStore, events: UaEvent[]): void {
  loggedEventsOf(store).push(...events);
  const cached = store.documents.get(STORE_KEY) as EventStore | undefined;
  if (!cached) return;
  const last = cached.events.at(-1)?.timestamp ?? 0;
  cached.events.push(...events);
  if (events.some((e) => e.timestamp < last)) cached.events.sort((a, b) => a.timestamp - b.timestamp);
}

/**
 * The organization a usage-analytics call names in its `org` query parameter, checked like `{org}` on
 * other routes. `org` is optional, as in the platform's spec: without it, the access token's
 * organization, when the token may use exactly one.
 * @returns the organization's store.
 * @throws HttpError 400 without `org` for a token that may use several organizations, 404 for an
 * unknown organization, 403 for one the token may not use.
 */
export const uaStore = (ctx: EmulatorContext): OrganizationStore => queriedOrganization(ctx, 'org');

/** Items grouped by a key, in the order they come. */
export function groupBy<T>(items: Iterable<T>, key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
