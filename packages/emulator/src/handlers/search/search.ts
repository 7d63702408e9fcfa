import { randomBytes, randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../../context';
import { corpusOf, wordsOf } from '../../corpus';
import { badRequest, notFound, Reply } from '../../http';
import { requireObject } from '../../model/rest';
import { fieldsOf } from '../../provision';
import { own, text } from '../../safe';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';
import { type AppliedRule, answerQuery, intField, resultOf, searchResponse } from './engine';
import { searchStore } from './store';

/*
 * The Search API: queries answered from the organization's corpus through its query pipelines (see
 * engine.ts); tokens; field values and facet values counted over the corpus; items by unique id; query
 * suggestions from item titles; replays of the queries made (the last 200 per organization).
 */

const LOG_SIZE = 200;
const searchLog = (store: OrganizationStore) =>
  store.document('searchLog', () => [] as Array<{ id: string; at: number; request: Record<string, any> }>);

function viewAllContent(ctx: EmulatorContext) {
  const raw = ctx.query('viewAllContent');
  if (raw !== undefined && raw !== '' && !['true', 'false', '1', '0'].includes(raw)) {
    throw badRequest(`The query parameter 'viewAllContent' must be true or false; got '${raw}'.`);
  }
}

/** Wildcard pattern (`*`, `?`) as a test, case-insensitive. */
function wildcard(pattern: string): (value: string) => boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  const regex = new RegExp(`^${source}$`, 'i');
  return (value) => regex.test(value);
}

/** Values of a field over the items a query returns, with their counts, most frequent first. */
function valuesOf(store: OrganizationStore, field: string, request: Record<string, any>) {
  const name = field.replace(/^@/, '').toLowerCase();
  const counts = new Map<string, number>();
  for (const { doc } of answerQuery(store, request).ranked) {
    const value = own(doc.fields, name);
    if (value === undefined) continue;
    counts.set(text(value), (counts.get(text(value)) ?? 0) + 1);
  }
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

const requiredField = (value: unknown, what: string) => {
  if (typeof value !== 'string' || !value.trim())
    throw badRequest(`${what} needs a 'field'.`, 'MISSING_PARAMETER');
  return value;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** A date of a replay's range: an ISO 8601 date-time or ms since the epoch. @throws HttpError 400 otherwise. */
function instant(value: unknown, where: string): number {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) {
    throw badRequest(
      `'${where}' must be an ISO 8601 date-time such as 2024-01-01T00:00:00Z; got ${text(value, 100)}.`,
    );
  }
  return ms;
}

/**
 * The range a replay looks for its query in, in ms since the epoch. `dateRange` is `{ from, to? }` as
 * the search API takes it (`to` left out: up to now); left out, any time. An ISO 8601 interval
 * `<start>/<end>` is read too, as this project's client sends it.
 * @throws HttpError 400 for another shape, a date that is not one, or `from` after `to`.
 */
function replayRange(value: unknown): { start: number; end: number } {
  if (value === undefined || value === null) return { start: Number.NEGATIVE_INFINITY, end: Date.now() };
  let range: { start: number; end: number };
  if (typeof value === 'string') {
    const [from, to, extra] = value.split('/');
    if (to === undefined || extra !== undefined) {
      throw badRequest('\'dateRange\' must be an object { from, to }, e.g. {"from":"2024-01-01T00:00:00Z"}.');
    }
    range = { start: instant(from, 'dateRange'), end: instant(to, 'dateRange') };
  } else {
    const { from, to } = requireObject(value, "'dateRange'");
    if (from === undefined) {
      throw badRequest("'dateRange.from' is required: an ISO 8601 date-time such as 2024-01-01T00:00:00Z.");
    }
    range = {
      start: instant(from, 'dateRange.from'),
      end: to === undefined || to === null ? Date.now() : instant(to, 'dateRange.to'),
    };
  }
  if (range.start > range.end) throw badRequest("'dateRange.from' must not be after 'dateRange.to'.");
  return range;
}

/** A rule of a replay's step: its id, its condition, and the positions (1-based) of the results it moved. */
function replayRule(rule: AppliedRule, positions?: number[]) {
  return {
    id: rule.id,
    ...(rule.conditionId ? { condition: { id: rule.conditionId } } : {}),
    ...(positions ? { affectedResultsPosition: positions } : {}),
  };
}

/**
 * A past query run again through the pipelines as they are now: its parameters, what each step did
 * (pipeline selection, filters, ranking expressions, featured results, the index query) and the results.
 */
function replay(store: OrganizationStore, request: Record<string, any>) {
  const response = searchResponse(store, request);
  const answer = answerQuery(store, request);
  const first = intField(request, 'firstResult', 0);
  const count = intField(request, 'numberOfResults', 10, 1000);
  const reasons = new Map(answer.ranked.map((entry) => [entry.doc.uniqueId, entry.reasons]));
  const positions = (reason: string) =>
    response.results.flatMap((result, i) =>
      reasons.get(result.uniqueId)?.includes(reason) ? [first + i + 1] : [],
    );
  const { timings, held } = answer;
  const step = (type: string, name: string, total: number, applied: object[], durationInMs: number) => ({
    type,
    name,
    totalCount: total,
    appliedCount: applied.length,
    applied,
    durationInMs,
  });
  const pipeline = answer.pipeline;
  return {
    requestParameters: request,
    execution: [
      {
        type: 'pipelineSelection',
        name: 'Pipeline selection',
        selectedPipeline: { id: pipeline?.id ?? '', name: pipeline?.name ?? 'default' },
        selectionCause: { type: answer.selection },
        durationInMs: timings.selection,
      },
      step(
        'filters',
        'Filters',
        held.filters,
        answer.filterStatements.map((rule) => ({
          ...replayRule(rule),
          affectedRequestParameters: [{ name: rule.parameter, value: rule.expression }],
        })),
        timings.filters,
      ),
      step(
        'rankingExpressions',
        'Ranking Expressions',
        held.rankingExpressions,
        answer.rankingExpressions.map((rule) => ({
          ...replayRule(rule, positions(`ranking expression '${rule.name}'`)),
          boost: rule.boost,
        })),
        timings.rankingExpressions,
      ),
      step(
        'featuredResults',
        'Featured Results',
        held.featuredResults,
        answer.featuredResults.map((rule) => replayRule(rule, positions(`featured result '${rule.name}'`))),
        timings.featuredResults,
      ),
      {
        type: 'indexQuery',
        name: 'Index query',
        request: {
          q: typeof request.q === 'string' ? request.q : '',
          ...Object.fromEntries(
            ['aq', 'cq']
              .filter((name) => typeof request[name] === 'string')
              .map((name) => [name, request[name]]),
          ),
          filters: answer.filters,
          firstResult: first,
          numberOfResults: count,
        },
        durationInMs: timings.index,
      },
    ],
    results: response.results.map((result) => ({
      title: result.title,
      clickUri: result.clickUri,
      fields: result.raw,
    })),
    totalResultsCount: response.totalCount,
  };
}

export const searchHandlers: Handlers = {
  'search.query': async (ctx) => {
    const store = searchStore(ctx);
    viewAllContent(ctx);
    const body = await ctx.json(false);
    const request = body === undefined ? {} : requireObject(body, 'The query');
    const response = searchResponse(store, request);
    const log = searchLog(store);
    log.push({ id: response.searchUid, at: Date.now(), request: structuredClone(request) });
    if (log.length > LOG_SIZE) log.shift();
    return response;
  },
  'search.createToken': async (ctx) => {
    searchStore(ctx);
    const body = requireObject(await ctx.json());
    // The published schema requires userIds, each with its name, type, provider, infos, authCookie
    // and password; it leaves the list's length open.
    if (!body.userIds.length) {
      throw badRequest("A search token needs 'userIds': at least one { name, type, provider, ... }.");
    }
    if (body.validFor !== undefined && (!Number.isInteger(body.validFor) || body.validFor <= 0)) {
      throw badRequest("'validFor' must be a positive number of milliseconds.");
    }
    return { token: `x${randomBytes(24).toString('hex')}` };
  },
  'search.listFieldValues': (ctx) => {
    const store = searchStore(ctx);
    viewAllContent(ctx);
    const field = requiredField(ctx.query('field'), 'A field values request');
    const max = intField({ n: ctx.query('maximumNumberOfValues') }, 'n', 10, 1000);
    const pattern = ctx.query('pattern');
    const patternType = ctx.query('patternType') ?? 'Wildcards';
    let test: (value: string) => boolean = () => true;
    if (pattern) {
      if (patternType === 'Regex') {
        try {
          const regex = new RegExp(pattern, 'i');
          test = (value) => regex.test(value);
        } catch {
          throw badRequest(`The pattern '${pattern}' is not a valid regular expression.`);
        }
      } else test = wildcard(pattern);
    }
    const request = {
      aq: ctx.query('queryOverride'),
      cq: ctx.query('constantQueryOverride'),
      pipeline: ctx.query('pipeline'),
    };
    let values = valuesOf(store, field, request).filter(([value]) => test(value));
    const sort = ctx.query('sortCriteria');
    if (sort === 'alphaAscending' || sort === 'alphaDescending') {
      values = values.sort(([a], [b]) => a.localeCompare(b));
      if (sort === 'alphaDescending') values.reverse();
    }
    return {
      values: values
        .slice(0, max)
        .map(([value, count]) => ({ value, lookupValue: value, numberOfResults: count })),
    };
  },
  'search.getDocument': (ctx) => {
    const store = searchStore(ctx);
    viewAllContent(ctx);
    const uniqueId = ctx.query('uniqueId');
    if (!uniqueId) throw badRequest("The query parameter 'uniqueId' is required.", 'MISSING_PARAMETER');
    const doc = corpusOf(store).find((d) => d.uniqueId === uniqueId);
    if (!doc) throw notFound('Item', uniqueId);
    return resultOf(doc, 0, false);
  },
  'search.searchFacet': async (ctx) => {
    const store = searchStore(ctx);
    viewAllContent(ctx);
    const body = requireObject(await ctx.json());
    const field = requiredField(body.field, 'A facet search');
    const count = intField(body, 'numberOfValues', 10, 1000);
    const ignored = Array.isArray(body.ignoreValues)
      ? body.ignoreValues.map((value: unknown) => text(value))
      : [];
    const test = wildcard(typeof body.query === 'string' && body.query ? body.query : '*');
    const context = body.searchContext && typeof body.searchContext === 'object' ? body.searchContext : {};
    const values = valuesOf(store, field, context).filter(
      ([value]) => test(value) && !ignored.includes(value),
    );
    return {
      values: values
        .slice(0, count)
        .map(([value, n]) => ({ displayValue: value, rawValue: value, count: n })),
      moreValuesAvailable: values.length > count,
    };
  },
  'search.listFields': (ctx) => {
    const store = searchStore(ctx);
    viewAllContent(ctx);
    const fields = new Map<string, Record<string, any>>();
    for (const field of fieldsOf(store).list()) fields.set(String(field.name), field);
    // Fields every item has (see corpus.ts), which the index makes itself.
    for (const name of ['sourcetype', 'topic', 'documenttype', 'urihash'])
      if (!fields.has(name)) fields.set(name, { name, type: 'STRING', system: true });
    return {
      fields: [...fields]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, field]) => {
          const type = String(field.type ?? 'STRING');
          return {
            name: `@${name}`,
            nativeName: name,
            // The Search API's type names (String, Date, Long, Double, ...); fieldType is the index's.
            type:
              type.charAt(0) +
              type
                .slice(1)
                .toLowerCase()
                .replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
            fieldType: type,
            fieldSourceType: field.system ? 'System' : 'Custom',
            description: String(field.description ?? ''),
            defaultValue: '',
            includeInQuery: field.includeInQuery !== false,
            includeInResults: field.includeInResults !== false,
            groupByField: field.facet === true,
            splitGroupByField: field.multiValueFacet === true,
            sortByField: field.sort === true,
          };
        }),
    };
  },
  'search.previewHtml': async (ctx) => {
    const store = searchStore(ctx);
    viewAllContent(ctx);
    const uniqueId = ctx.query('uniqueId');
    if (!uniqueId) throw badRequest("The query parameter 'uniqueId' is required.", 'MISSING_PARAMETER');
    const body = await ctx.json(false);
    const request = body === undefined ? {} : requireObject(body);
    const doc = corpusOf(store).find((d) => d.uniqueId === uniqueId);
    if (!doc) throw notFound('Item', uniqueId);
    const terms = new Set(wordsOf(typeof request.q === 'string' ? request.q : ''));
    const highlight = (text: string) =>
      escapeHtml(text).replace(/[\p{L}\p{N}]+/gu, (word) =>
        terms.has(word.toLowerCase()) ? `<span class="coveo-highlight">${word}</span>` : word,
      );
    const html = `<!DOCTYPE html><html><head><title>${escapeHtml(doc.title)}</title></head><body><h1>${highlight(doc.title)}</h1><p>${highlight(doc.excerpt)}</p></body></html>`;
    return new Reply(200, html, { 'content-type': 'text/html; charset=utf-8' });
  },
  'search.querySuggest': async (ctx) => {
    const store = searchStore(ctx);
    const body = requireObject(await ctx.json());
    if (typeof body.q !== 'string') throw badRequest("A query suggestion request needs 'q', what was typed.");
    const count = intField(body, 'count', 5, 100);
    const typed = body.q.toLowerCase().trim();
    const counts = new Map<string, number>();
    for (const { doc } of answerQuery(store, { pipeline: body.pipeline }).ranked) {
      const expression = doc.title.replace(/\s+\d+$/, '').toLowerCase();
      if (!typed || expression.startsWith(typed) || expression.includes(` ${typed}`)) {
        counts.set(expression, (counts.get(expression) ?? 0) + 1);
      }
    }
    const best = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, count);
    const total = best.reduce((sum, [, n]) => sum + n, 0) || 1;
    return {
      responseId: randomUUID(),
      completions: best.map(([expression, n]) => ({
        expression,
        highlighted: typed ? expression.replace(typed, `[${typed}]`) : expression,
        score: n,
        executableConfidence: Math.round((n / total) * 100) / 100,
      })),
    };
  },
  'search.analysis.replay': async (ctx) => {
    const store = searchStore(ctx);
    const body = requireObject(await ctx.json());
    if (typeof body.id !== 'string' || !body.id)
      throw badRequest("A replay needs 'id', the searchUid of a query.");
    const { start, end } = replayRange(body.dateRange);
    const entry = searchLog(store).find((e) => e.id === body.id && e.at >= start && e.at <= end);
    if (!entry) throw notFound('Query', body.id);
    return replay(store, entry.request);
  },
};
