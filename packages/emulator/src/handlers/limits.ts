import type { EmulatorContext } from '../context';
import { badRequest, notFound } from '../http';
import { fieldsOf, indexesOf, sourcesOf } from '../provision';
import { licenseOf } from './license';
import { membersOf } from './organizations';
import type { Handlers } from './types';

const DAY_MS = 86_400_000;
const LIMIT_TYPES = ['USAGE', 'TECHNICAL'];
const MAX_HISTORY_DAYS = 366;

interface LimitDefinition {
  section: string;
  limitKey: string;
  limitType: 'USAGE' | 'TECHNICAL';
  /** Used when the licence does not set the limit. */
  fallback: number;
  unit?: string;
  /** Current usage, for usage limits. */
  usage?: (ctx: EmulatorContext) => number;
}

/** The limits the emulator knows; a licence property of the same section and key sets the limit. */
const LIMITS: LimitDefinition[] = [
  {
    section: 'organization',
    limitKey: 'numberOfApiKeys',
    limitType: 'USAGE',
    fallback: 100,
    usage: (ctx) => ctx.store.collection('apikeys', 'API key').list().length,
  },
  {
    section: 'organization',
    limitKey: 'numberOfMembers',
    limitType: 'USAGE',
    fallback: 50,
    usage: (ctx) => membersOf(ctx.state, ctx.org).length,
  },
  {
    section: 'index',
    limitKey: 'numberOfIndexes',
    limitType: 'USAGE',
    fallback: 2,
    usage: (ctx) => indexesOf(ctx.store).list().length,
  },
  {
    section: 'index',
    limitKey: 'numberOfFields',
    limitType: 'USAGE',
    fallback: 1000,
    usage: (ctx) => fieldsOf(ctx.store).list().length,
  },
  { section: 'index', limitKey: 'indexSizeInGibibytes', limitType: 'TECHNICAL', fallback: 100, unit: 'GiB' },
  {
    section: 'sources',
    limitKey: 'numberOfSources',
    limitType: 'USAGE',
    fallback: 50,
    usage: (ctx) => sourcesOf(ctx.store).list().length,
  },
  { section: 'sources', limitKey: 'refreshesPerDay', limitType: 'TECHNICAL', fallback: 96 },
  {
    section: 'searchapi',
    limitKey: 'queriesPerMonth',
    limitType: 'USAGE',
    fallback: 100_000,
    usage: () => 0,
  },
  { section: 'searchapi', limitKey: 'maximumResultsPerQuery', limitType: 'TECHNICAL', fallback: 1000 },
  {
    section: 'usageanalytics',
    limitKey: 'eventsPerMonth',
    limitType: 'USAGE',
    fallback: 1_000_000,
    usage: () => 0,
  },
  {
    section: 'usageanalytics',
    limitKey: 'dataRetentionInMonths',
    limitType: 'TECHNICAL',
    fallback: 13,
    unit: 'months',
  },
  {
    section: 'extensions',
    limitKey: 'executionTimeoutInSeconds',
    limitType: 'TECHNICAL',
    fallback: 5,
    unit: 'seconds',
  },
];

function limitValue(ctx: EmulatorContext, definition: LimitDefinition) {
  const fromLicense = licenseOf(ctx).properties?.[definition.section]?.[definition.limitKey];
  return typeof fromLicense === 'number' ? fromLicense : definition.fallback;
}

function present(ctx: EmulatorContext, definition: LimitDefinition) {
  return {
    limitKey: definition.limitKey,
    section: definition.section,
    limitType: definition.limitType,
    limit: limitValue(ctx, definition),
    ...(definition.usage ? { usage: definition.usage(ctx) } : {}),
    ...(definition.unit ? { unit: definition.unit } : {}),
  };
}

function sectionOf(ctx: EmulatorContext, definitions: LimitDefinition[]) {
  return Object.fromEntries(definitions.map((definition) => [definition.limitKey, present(ctx, definition)]));
}

/** Reads a time bound: ms since the epoch, or an ISO-8601 date. @throws HttpError 400 otherwise. */
function timeQuery(ctx: EmulatorContext, name: string, fallback: number): number {
  const raw = ctx.query(name);
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d{1,15}$/.test(raw)
    ? Number(raw)
    : /^\d{4}-\d{2}-\d{2}/.test(raw)
      ? Date.parse(raw)
      : Number.NaN;
  if (!Number.isFinite(value)) {
    throw badRequest(
      `The query parameter '${name}' must be ms since the epoch or an ISO-8601 date; got '${raw}'.`,
    );
  }
  return value;
}

export const limitsHandlers: Handlers = {
  'limits.get': (ctx) => {
    const limitType = ctx.query('limitType');
    if (limitType !== undefined && limitType !== '' && !LIMIT_TYPES.includes(limitType)) {
      throw badRequest(`The query parameter 'limitType' must be USAGE or TECHNICAL; got '${limitType}'.`);
    }
    const kept = LIMITS.filter((definition) => !limitType || definition.limitType === limitType);
    const sections: Record<string, Record<string, unknown>> = {};
    for (const name of new Set(kept.map((definition) => definition.section))) {
      sections[name] = sectionOf(
        ctx,
        kept.filter((definition) => definition.section === name),
      );
    }
    return sections;
  },
  'limits.getSection': (ctx) => {
    const definitions = LIMITS.filter((definition) => definition.section === ctx.params.section);
    if (!definitions.length) throw notFound('Limit section', ctx.params.section);
    return sectionOf(ctx, definitions);
  },
  'limits.getHistory': (ctx) => {
    const { section, limitType: limitKey } = ctx.params;
    if (!LIMITS.some((definition) => definition.section === section))
      throw notFound('Limit section', section);
    const definition = LIMITS.find((d) => d.section === section && d.limitKey === limitKey);
    if (!definition) throw notFound(`Limit of the section '${section}'`, limitKey);
    const to = timeQuery(ctx, 'to', Date.now());
    const from = timeQuery(ctx, 'from', to - 30 * DAY_MS);
    if (from > to) throw badRequest("The query parameter 'from' must not be after 'to'.");
    if (to - from > MAX_HISTORY_DAYS * DAY_MS) {
      throw badRequest(`The range from 'from' to 'to' must not exceed ${MAX_HISTORY_DAYS} days.`);
    }
    const { limit } = present(ctx, definition);
    // One point per UTC day of the range: the limit's value that day.
    const history = [];
    for (let day = Math.floor(from / DAY_MS) * DAY_MS; day <= to; day += DAY_MS) {
      history.push({ date: day, limitValue: limit });
    }
    return history;
  },

  'limits.getLimitStatus': (ctx) => {
    const { sectionName, limitKey } = ctx.params;
    if (!LIMITS.some((definition) => definition.section === sectionName)) {
      throw notFound('Limit section', sectionName);
    }
    const definition = LIMITS.find((d) => d.section === sectionName && d.limitKey === limitKey);
    if (!definition) throw notFound(`Limit of the section '${sectionName}'`, limitKey);
    const status = present(ctx, definition);
    return {
      ...status,
      ...(status.usage !== undefined ? { ratio: status.limit > 0 ? status.usage / status.limit : 1 } : {}),
      limitReached: status.usage !== undefined && status.usage >= status.limit,
    };
  },
};
