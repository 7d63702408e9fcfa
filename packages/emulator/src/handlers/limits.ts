import type { EmulatorContext } from '../context';
import { badRequest, noContent, notFound } from '../http';
import { timeQuery } from '../model/catalogs';
import { LICENSED, licenseOf } from '../model/license';
import { membersOf } from '../model/organizations';
import { fieldsOf, indexesOf, sourcesOf } from '../provision';
import { own } from '../safe';
import type { Collection, OrganizationStore } from '../state';
import type { Handlers } from './types';

// The organization's limits: the licence's property of the same section and key sets each (what a new
// licence has otherwise); usage limits count what the organization holds (`actualCount`, as of today).

const DAY_MS = 86_400_000;
const MAX_HISTORY_DAYS = 366;

interface Limit {
  section: string;
  limitKey: string;
  /** Current usage: a usage limit has one, a technical limit none. */
  usage?: (ctx: EmulatorContext) => number;
}

const count = (records: (store: OrganizationStore) => Collection) => (ctx: EmulatorContext) =>
  records(ctx.store).list().length;
const none = () => 0;
type Row = [section: string, limitKey: string, usage?: Limit['usage']];

/** Each limit: its section and key, then how its usage is counted (a usage limit; a technical one has none). */
const LIMITS: Limit[] = (
  [
    ['organization', 'numberOfApiKeys', count((store) => store.collection('apikeys'))],
    ['organization', 'numberOfMembers', (ctx: EmulatorContext) => membersOf(ctx.state, ctx.org).length],
    ['index', 'numberOfIndexes', count(indexesOf)],
    ['index', 'numberOfFields', count(fieldsOf)],
    ['index', 'indexSizeInGibibytes'],
    ['sources', 'numberOfSources', count(sourcesOf)],
    ['sources', 'refreshesPerDay'],
    ['searchapi', 'queriesPerMonth', none],
    ['searchapi', 'maximumResultsPerQuery'],
    ['usageanalytics', 'eventsPerMonth', none],
    ['usageanalytics', 'dataRetentionInMonths'],
    ['extensions', 'executionTimeoutInSeconds'],
  ] as Row[]
).map(([section, limitKey, usage]) => ({ section, limitKey, usage }));

const typeOf = (limit: Limit) => (limit.usage ? 'USAGE' : 'TECHNICAL');

/** A limit as the platform answers it: `limit`, and a usage limit's `actualCount` as of `lastUpdate` (today). */
function present(ctx: EmulatorContext, limit: Limit) {
  const { section, limitKey, usage } = limit;
  const licensed = licenseOf(ctx).properties?.[section]?.[limitKey];
  // A licence that does not set the limit leaves it where a new licence has it.
  const value: number = typeof licensed === 'number' ? licensed : LICENSED[section][limitKey];
  if (!usage) return { limit: value };
  return { actualCount: usage(ctx), limit: value, lastUpdate: new Date().toISOString().slice(0, 10) };
}

/** The limits of `limits` by section then key, as the platform answers them. */
const bySection = (ctx: EmulatorContext, limits: Limit[]) => {
  const of = (name: string) => limits.filter((limit) => limit.section === name);
  const entries = (name: string) => of(name).map((limit) => [limit.limitKey, present(ctx, limit)]);
  const sections = new Set(limits.map((limit) => limit.section));
  return Object.fromEntries([...sections].map((name) => [name, Object.fromEntries(entries(name))]));
};

/** A limit of a section. @throws HttpError 404 for an unknown section or key. */
function limitOf(section: string, limitKey: string) {
  if (!LIMITS.some((limit) => limit.section === section)) throw notFound('Limit section', section);
  const found = LIMITS.find((limit) => limit.section === section && limit.limitKey === limitKey);
  if (!found) throw notFound(`Limit of the section '${section}'`, limitKey);
  return found;
}

export const limitsHandlers: Handlers = {
  'limits.get': (ctx) =>
    bySection(
      ctx,
      LIMITS.filter((limit) => !ctx.query('limitType') || typeOf(limit) === ctx.query('limitType')),
    ),
  'limits.getSection': (ctx) => {
    const section = own(bySection(ctx, LIMITS), ctx.params.section);
    if (!section) throw notFound('Limit section', ctx.params.section);
    return section;
  },
  // One point per UTC day of the range: the limit's value that day.
  'limits.getHistory': (ctx) => {
    const limit = limitOf(ctx.params.section, ctx.params.limitType);
    const to = timeQuery(ctx, 'to', Date.now());
    const from = timeQuery(ctx, 'from', to - 30 * DAY_MS);
    if (from > to) throw badRequest("The query parameter 'from' must not be after 'to'.");
    if (to - from > MAX_HISTORY_DAYS * DAY_MS)
      throw badRequest(`The range from 'from' to 'to' must not exceed ${MAX_HISTORY_DAYS} days.`);
    const limitValue = present(ctx, limit).limit;
    const first = Math.floor(from / DAY_MS);
    const days = Math.floor(to / DAY_MS) - first + 1;
    return Array.from({ length: Math.max(0, days) }, (_, day) => ({
      date: (first + day) * DAY_MS,
      limitValue,
    }));
  },
  // The emulator's statuses are computed when read, so none has expired: only the limit is checked.
  'limits.resetExpiredStatuses': (ctx) => {
    limitOf(ctx.params.section, ctx.params.limitKey);
    return noContent();
  },
  'limits.getLimitStatus': (ctx) => present(ctx, limitOf(ctx.params.sectionName, ctx.params.limitKey)),
};
