import type { EmulatorContext } from '../context';
import { badRequest, notFound } from '../http';
import { LICENSED, licenseOf } from '../model/license';
import { membersOf } from '../model/organizations';
import { fieldsOf, indexesOf, sourcesOf } from '../provision';
import type { Collection, OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * The organization's limits: the licence's property of the same section and key sets each (what a new
 * licence has otherwise); usage limits count what the organization holds.
 */

const DAY_MS = 86_400_000;
const MAX_HISTORY_DAYS = 366;

interface Limit {
  section: string;
  limitKey: string;
  unit?: string;
  /** Current usage: a usage limit has one, a technical limit none. */
  usage?: (ctx: EmulatorContext) => number;
}

const usageLimit = (section: string, limitKey: string, usage: Limit['usage']) => ({
  section,
  limitKey,
  usage,
});
const technicalLimit = (section: string, limitKey: string, unit?: string) => ({ section, limitKey, unit });
const count = (records: (store: OrganizationStore) => Collection) => (ctx: EmulatorContext) =>
  records(ctx.store).list().length;

const LIMITS: Limit[] = [
  usageLimit('organization', 'numberOfApiKeys', (ctx) => ctx.store.collection('apikeys').list().length),
  usageLimit('organization', 'numberOfMembers', (ctx) => membersOf(ctx.state, ctx.org).length),
  usageLimit('index', 'numberOfIndexes', count(indexesOf)),
  usageLimit('index', 'numberOfFields', count(fieldsOf)),
  technicalLimit('index', 'indexSizeInGibibytes', 'GiB'),
  usageLimit('sources', 'numberOfSources', count(sourcesOf)),
  technicalLimit('sources', 'refreshesPerDay'),
  usageLimit('searchapi', 'queriesPerMonth', () => 0),
  technicalLimit('searchapi', 'maximumResultsPerQuery'),
  usageLimit('usageanalytics', 'eventsPerMonth', () => 0),
  technicalLimit('usageanalytics', 'dataRetentionInMonths', 'months'),
  technicalLimit('extensions', 'executionTimeoutInSeconds', 'seconds'),
];

const typeOf = (limit: Limit) => (limit.usage ? 'USAGE' : 'TECHNICAL');

function present(ctx: EmulatorContext, limit: Limit) {
  const { section, limitKey, unit, usage } = limit;
  const licensed = licenseOf(ctx).properties?.[section]?.[limitKey];
  // A licence that does not set the limit leaves it where a new licence has it.
  const fallback = LICENSED[section][limitKey];
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
    const limitsOf = (name: string) => kept.filter((limit) => limit.section === name);
    return Object.fromEntries(sections.map((name) => [name, sectionOf(ctx, limitsOf(name))]));
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
