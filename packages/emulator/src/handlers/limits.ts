import type { EmulatorContext } from '../context';
import { badRequest, notFound } from '../http';
import { licenseOf } from '../model/license';
import { membersOf } from '../model/organizations';
import { fieldsOf, indexesOf, sourcesOf } from '../provision';
import type { Handlers } from './types';

/*
 * The organization's limits: the licence's property of the same section and key sets each (a default
 * otherwise); usage limits count what the organization holds.
 */

const DAY_MS = 86_400_000;
const MAX_HISTORY_DAYS = 366;

interface Limit {
  section: string;
  limitKey: string;
  /** Used when the licence does not set the limit. */
  fallback: number;
  unit?: string;
  /** Current usage: a usage limit has one, a technical limit none. */
  usage?: (ctx: EmulatorContext) => number;
}

const LIMITS: Limit[] = [
  {
    section: 'organization',
    limitKey: 'numberOfApiKeys',
    fallback: 100,
    usage: (ctx) => ctx.store.collection('apikeys').list().length,
  },
  {
    section: 'organization',
    limitKey: 'numberOfMembers',
    fallback: 50,
    usage: (ctx) => membersOf(ctx.state, ctx.org).length,
  },
  {
    section: 'index',
    limitKey: 'numberOfIndexes',
    fallback: 2,
    usage: (ctx) => indexesOf(ctx.store).list().length,
  },
  {
    section: 'index',
    limitKey: 'numberOfFields',
    fallback: 1000,
    usage: (ctx) => fieldsOf(ctx.store).list().length,
  },
  { section: 'index', limitKey: 'indexSizeInGibibytes', fallback: 100, unit: 'GiB' },
  {
    section: 'sources',
    limitKey: 'numberOfSources',
    fallback: 50,
    usage: (ctx) => sourcesOf(ctx.store).list().length,
  },
  { section: 'sources', limitKey: 'refreshesPerDay', fallback: 96 },
  { section: 'searchapi', limitKey: 'queriesPerMonth', fallback: 100_000, usage: () => 0 },
  { section: 'searchapi', limitKey: 'maximumResultsPerQuery', fallback: 1000 },
  { section: 'usageanalytics', limitKey: 'eventsPerMonth', fallback: 1_000_000, usage: () => 0 },
  { section: 'usageanalytics', limitKey: 'dataRetentionInMonths', fallback: 13, unit: 'months' },
  { section: 'extensions', limitKey: 'executionTimeoutInSeconds', fallback: 5, unit: 'seconds' },
];

const typeOf = (limit: Limit) => (limit.usage ? 'USAGE' : 'TECHNICAL');

function present(ctx: EmulatorContext, limit: Limit) {
  const { section, limitKey, fallback, unit, usage } = limit;
  const licensed = licenseOf(ctx).properties?.[section]?.[limitKey];
  return {
    limitKey,
    section,
    limitType: typeOf(limit),
    limit: typeof licensed === 'number' ? licensed : fallback,
    ...(usage ? { usage: usage(ctx) } : {}),
    ...(unit ? { unit } : {}),
  };
}

const sectionOf = (ctx: EmulatorContext, limits: Limit[]) =>
  Object.fromEntries(limits.map((limit) => [limit.limitKey, present(ctx, limit)]));

/** A limit of a section. @throws HttpError 404 for an unknown section or key. */
function limitOf(section: string, limitKey: string) {
  if (!LIMITS.some((limit) => limit.section === section)) throw notFound('Limit section', section);
  const found = LIMITS.find((limit) => limit.section === section && limit.limitKey === limitKey);
  if (!found) throw notFound(`Limit of the section '${section}'`, limitKey);
  return found;
}

/** Reads a time bound: ms since the epoch, or an ISO-8601 date. @throws HttpError 400 otherwise. */
function timeQuery(ctx: EmulatorContext, name: string, fallback: number): number {
  const raw = ctx.query(name);
  if (!raw) return fallback;
  const value = /^\d{1,15}$/.test(raw)
    ? Number(raw)
    : /^\d{4}-\d{2}-\d{2}/.test(raw)
      ? Date.parse(raw)
      : Number.NaN;
  if (Number.isNaN(value)) {
    throw badRequest(
      `The query parameter '${name}' must be ms since the epoch or an ISO-8601 date; got '${raw}'.`,
    );
  }
  return value;
}

export const limitsHandlers: Handlers = {
  'limits.get': (ctx) => {
    const kept = LIMITS.filter(
      (limit) => !ctx.query('limitType') || typeOf(limit) === ctx.query('limitType'),
    );
    const sections = [...new Set(kept.map((limit) => limit.section))];
    return Object.fromEntries(
      sections.map((name) => [
        name,
        sectionOf(
          ctx,
          kept.filter((limit) => limit.section === name),
        ),
      ]),
    );
  },
  'limits.getSection': (ctx) => {
    const limits = LIMITS.filter((limit) => limit.section === ctx.params.section);
    if (!limits.length) throw notFound('Limit section', ctx.params.section);
    return sectionOf(ctx, limits);
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
    const history = [];
    for (let date = Math.floor(from / DAY_MS) * DAY_MS; date <= to; date += DAY_MS)
      history.push({ date, limitValue });
    return history;
  },
  'limits.getLimitStatus': (ctx) => {
    const status = present(ctx, limitOf(ctx.params.sectionName, ctx.params.limitKey));
    const { usage, limit } = status;
    if (usage === undefined) return { ...status, limitReached: false };
    return { ...status, ratio: limit > 0 ? usage / limit : 1, limitReached: usage >= limit };
  },
};
