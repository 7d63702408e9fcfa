import { randomBytes, randomUUID } from 'node:crypto';
import type { Endpoint } from '@platform-admin/client';
import type { EmulatorContext } from '../../context';
import { corpusOf, wordsOf } from '../../corpus';
import { resolve } from '../../engine/schemas';
import { badRequest, HttpError, notFound, Reply } from '../../http';
import { identitiesAs } from '../../model/identities';
import { escapeHtml, keepSearchToken, searchToken } from '../../model/interfaces';
import {
  compileBasicExpression,
  FIELD_TESTS,
  parseQueryExpression,
  patternTest,
} from '../../model/queryExpression';
import { holdingsOf, modelsOf, pipelinesOf, searchLog, searchStore } from '../../model/search';
import {
  type AppliedRule,
  answerQuery,
  countValues,
  intField,
  itemTexts,
  resultOf,
  searchResponse,
  sees,
  sentencesOf,
  VIEWER,
  type Viewer,
} from '../../model/searchEngine';
import { checkBody, publishedOperation, springBoolean } from '../../openapi';
import { fieldsOf } from '../../provision';
import { own, text } from '../../safe';
import type { OrganizationStore } from '../../state';
import type { Handler, Handlers } from '../types';

/*
 * The Search API: queries answered from the organization's corpus through its query pipelines (see
 * engine.ts); tokens; field values and facet values counted over the corpus; items by unique id; query
 * suggestions from item titles; replays of the queries made (the last 200 per organization).
 */

const LOG_SIZE = 200;

/** The route's Insight Panel configuration. @throws HttpError 404 for an unknown one. */
const insightConfig = (ctx: EmulatorContext) =>
  ctx.store
    .collection<Record<string, any>>('insightConfigs', 'Insight panel configuration')
    .get(ctx.params.configId);

/** Values of a field over the items a query returns, with their counts, most frequent first. */
const valuesOf = (store: OrganizationStore, field: string, request: Record<string, any>) =>
  countValues(
    answerQuery(store, request).ranked.map((r) => r.doc),
    field,
  );

/**
 * The item a call names by `uniqueId` or `primaryId` (an item's primary id is its unique id here, as
 * passages answer it). @throws HttpError 400 without either, 404 when no item has it.
 */
function item(ctx: EmulatorContext, store: OrganizationStore) {
  const uniqueId = ctx.query('uniqueId') || ctx.query('primaryId');
  if (!uniqueId)
    throw badRequest("The query parameter 'uniqueId' (or 'primaryId') is required.", 'MISSING_PARAMETER');
  const viewer = viewerOf(ctx);
  const doc = corpusOf(store).find((d) => d.uniqueId === uniqueId && sees(viewer, d));
  if (!doc) throw notFound('Item', uniqueId);
  return doc;
}

/** Parameters every Search API call takes in its query string, never part of the request itself. */
const CALL_PARAMETERS = new Set(['organizationId', 'viewAllContent']);

/**
 * The request a GET sibling of a POST call reads from its query string, typed as the call publishes each
 * parameter: integers and numbers as numbers, booleans as booleans (Spring's `on`, `yes`, `1` too), and
 * those published without a type (`facets`, `groupBy`, `batch`, `context`, ...) as JSON text.
 * @throws HttpError 400 for such a parameter that is not JSON, or a request the POST's body schema refuses.
 */
function requestOf(ctx: EmulatorContext): Record<string, any> {
  const request: Record<string, any> = {};
  for (const { name, schema } of publishedOperation(ctx.endpoint.name)?.query ?? []) {
    const value = ctx.query(name);
    if (value === undefined || CALL_PARAMETERS.has(name)) continue;
    const type = resolve(schema).type;
    if (type === 'integer' || type === 'number') request[name] = Number(value);
    else if (type === 'boolean') request[name] = springBoolean(value) === 'true';
    else if (type !== undefined) request[name] = value;
    else {
      try {
        request[name] = JSON.parse(value);
      } catch {
        throw badRequest(`The query parameter '${name}' must be JSON; got ${text(value, 100)}.`);
      }
    }
  }
  const [refusal] = checkBody({ name: ctx.endpoint.name.replace(/ByGet$/, '') } as Endpoint, request);
  if (refusal) throw badRequest(`The query string's ${refusal.message.replace(/^the body's /, '')}`);
  return request;
}

/** A date of a replay's range: an ISO 8601 date-time or ms since the epoch. @throws HttpError 400 otherwise. */
function instant(value: unknown, where: string): number {
  const ms = typeof value === 'number' ? value : Date.parse(String(value));
  if (!Number.isFinite(ms))
    throw badRequest(`'${where}' must be an ISO 8601 date-time; got ${text(value, 100)}.`);
  return ms;
}

/** The rule-applying steps of a replay, by the name the platform gives each. */
const STEPS = {
  filters: 'Filters',
  rankingExpressions: 'Ranking Expressions',
  featuredResults: 'Featured Results',
};

/**
 * A past query run again through the pipelines as they are now: its parameters, what each step did
 * (pipeline selection, filters, ranking expressions, featured results, the index query) and the results.
 * A rule answers its id, its condition, and what it changed: the request's parameters (a filter), or the
 * positions (1-based) of the results it moved and its score change.
 */
function replay(store: OrganizationStore, request: Record<string, any>) {
  const response = searchResponse(store, request);
  const answer = answerQuery(store, request);
  const first = intField(request, 'firstResult', 0);
  const reasons = new Map(answer.ranked.map((entry) => [entry.doc.uniqueId, entry.reasons]));
  const positions = (reason: string) =>
    response.results.flatMap((result, i) =>
      reasons.get(result.uniqueId)?.includes(reason) ? [first + i + 1] : [],
    );
  const { timings, held, applied, pipeline } = answer;
  const changes = {
    filters: (rule: AppliedRule) => ({
      affectedRequestParameters: [{ name: rule.parameter, value: rule.expression }],
    }),
    rankingExpressions: (rule: AppliedRule) => ({
      affectedResultsPosition: positions(`ranking expression '${rule.name}'`),
      boost: rule.boost,
    }),
    featuredResults: (rule: AppliedRule) => ({
      affectedResultsPosition: positions(`featured result '${rule.name}'`),
    }),
  };
  const steps = (Object.keys(STEPS) as Array<keyof typeof STEPS>).map((type) => ({
    type,
    name: STEPS[type],
    totalCount: held[type],
    appliedCount: applied[type].length,
    applied: applied[type].map((rule) => ({
      id: rule.id,
      ...(rule.conditionId ? { condition: { id: rule.conditionId } } : {}),
      ...changes[type](rule),
    })),
    durationInMs: timings[type],
  }));
  const given = (names: string[]) =>
    Object.fromEntries(names.filter((n) => typeof request[n] === 'string').map((n) => [n, request[n]]));
  return {
    requestParameters: request,
    execution: [
      {
        type: 'pipelineSelection',
        name: 'Pipeline selection',
        selectedPipeline: { id: pipeline.id, name: pipeline.name },
        selectionCause: { type: answer.selection },
        durationInMs: timings.selection,
      },
      ...steps,
      {
        type: 'indexQuery',
        name: 'Index query',
        request: {
          q: typeof request.q === 'string' ? request.q : '',
          ...given(['aq', 'cq']),
          filters: answer.filters,
          firstResult: first,
          numberOfResults: intField(request, 'numberOfResults', 10, 1000),
        },
        durationInMs: timings.index,
      },
    ],
    results: response.results.map((r) => ({ title: r.title, clickUri: r.clickUri, fields: r.raw })),
    totalResultsCount: response.totalCount,
  };
}

/** The Search API's type name of an index field type: `DATE` → `Date`, `LONG_64` → `Long64`. */
function searchType(type: string) {
  const rest = type.slice(1).toLowerCase();
  return type.charAt(0) + rest.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
}

/** Whether a pipeline (by name) has a generative answering model: its queries open an answer stream. */
function answers(store: OrganizationStore, pipeline: string) {
  const { id } = [...pipelinesOf(store).records.values()].find((p) => p.name === pipeline)!;
  const models = holdingsOf(store, id).associations.map((a) => modelsOf(store).records.get(a.modelId));
  return models.some((model) => model?.engineId === 'genqa');
}

/** A query (v2 or v3, POST or GET: the same request and answer), answered from the corpus and logged for replays. */
function search(ctx: EmulatorContext, request: Record<string, any>) {
  const store = searchStore(ctx);
  // What was searched, as a search token keeps it: replays run that (the caller's identities aside).
  const effective = scoped(ctx, request);
  const response = searchResponse(store, effective);
  const stream = answers(store, response.pipeline);
  const log = searchLog(store);
  log.push({ id: response.searchUid, at: Date.now(), request: structuredClone(effective), stream });
  if (log.length > LOG_SIZE) log.shift();
  if (!stream) return response;
  return { ...response, extendedResults: { generativeQuestionAnsweringId: response.searchUid } };
}
const query: Handler = async (ctx) => search(ctx, (await ctx.json(false)) ?? {});

/** A search token: v2, opaque; v3, a JWT whose claims are what it was made for. @throws HttpError 400. */
const createToken: Handler = async (ctx) => {
  const { organizationId } = searchStore(ctx);
  const { userIds, searchHub, pipeline, filter, validFor = 86_400_000 } = await ctx.json();
  // The published schema requires userIds and each one's fields; it leaves the list's length open.
  if (!userIds.length)
    throw badRequest("A search token needs 'userIds': at least one { name, type, provider, ... }.");
  if (validFor <= 0) throw badRequest("'validFor' must be a positive number of milliseconds.");
  const expiresAt = Date.now() + validFor;
  const exp = Math.floor(expiresAt / 1000);
  const claims = { organizationId, userIds, searchHub, pipeline, filter, exp };
  // The token searches as all its identities, within what it was made for (see `scoped`), until the
  // very ms `validFor` gives (a JWT's `exp` is in seconds).
  const identities: string[] = userIds.map((user: { name: string }) => user.name);
  const scope = { identities, searchHub, pipeline, filter, expiresAt };
  if (ctx.endpoint.name !== 'search.createToken')
    return { token: searchToken(ctx, identities[0], claims, scope) };
  const token = `x${randomBytes(24).toString('hex')}`;
  keepSearchToken(ctx, token, organizationId, scope);
  return { token };
};

/**
 * A request as its caller may make it: a search token's search hub, pipeline and filter (added to `cq`)
 * over the request's own, and who the caller is, for the items' permissions (see `viewerOf`).
 */
function scoped(ctx: EmulatorContext, request: Record<string, any>): Record<string, any> {
  const scope = ctx.token?.search;
  if (!scope) return { ...request, [VIEWER]: viewerOf(ctx) };
  const cq = [scope.filter, request.cq].filter((e) => typeof e === 'string' && e.trim());
  return {
    ...request,
    searchHub: scope.searchHub ?? request.searchHub,
    pipeline: scope.pipeline ?? request.pipeline,
    ...(cq.length ? { cq: cq.map((expression) => `(${expression})`).join(' ') } : {}),
    [VIEWER]: viewerOf(ctx),
  };
}

/**
 * Who runs a search, for the items' permissions: with a search token, the identities it was made for;
 * a user, their own (email and username); an API key, none (anonymous); each with the identities they
 * map to and the groups holding them. `viewAllContent=true` sees every item, but not with a search token.
 */
function viewerOf(ctx: EmulatorContext): Viewer {
  const scope = ctx.token?.search;
  const viewAll = ctx.query('viewAllContent');
  const all = !scope && viewAll !== undefined && springBoolean(viewAll) === 'true';
  const user = ctx.token?.email ? [ctx.token.email, ctx.token.username] : [];
  return { all, identities: identitiesAs(searchStore(ctx), scope?.identities ?? user) };
}

/** The query-string parameters of `GET /rest/search/v2/values` that a field value request reads. */
const VALUES_PARAMETERS = [
  'field',
  'sortCriteria',
  'maximumNumberOfValues',
  'queryOverride',
  'constantQueryOverride',
  'pattern',
  'patternType',
  'pipeline',
  'searchHub',
];

/** The field operator of the query syntax that tests values as each `patternType` of field values says. */
const PATTERN_TESTS: Record<string, string> = {
  Wildcards: 'wildcardMatch',
  Regex: 'regexMatch',
  EditDistance: 'fuzzyMatch',
  Phonetic: 'phoneticMatch',
};

/**
 * The values of a field value request's `field` (GET parameters or a JSON body: the same names), with
 * their counts over the items its `queryOverride` and `constantQueryOverride` match through its pipeline;
 * those its `pattern` matches as its `patternType` says (`Wildcards` by default, `Regex`, `EditDistance`
 * as the query syntax's `~=`, `Phonetic` as its `%=`), sorted by `sortCriteria` (most frequent first
 * by default), `maximumNumberOfValues` of them (10 by default).
 * @throws HttpError 400 without a field, or for an invalid count or pattern.
 */
function fieldValues(ctx: EmulatorContext, request: Record<string, any>) {
  const store = searchStore(ctx);
  if (typeof request.field !== 'string' || !request.field.trim())
    throw badRequest("A field value request needs 'field', the field whose values to list.");
  const max = intField(request, 'maximumNumberOfValues', 10, 1000);
  const pattern = typeof request.pattern === 'string' ? request.pattern : '';
  const operator = own(PATTERN_TESTS, text(request.patternType ?? '')) ?? 'wildcardMatch';
  const test = pattern ? FIELD_TESTS[operator](pattern) : () => true;
  const query = {
    aq: request.queryOverride,
    cq: request.constantQueryOverride,
    pipeline: request.pipeline,
    searchHub: request.searchHub,
  };
  const values = valuesOf(store, request.field, scoped(ctx, query)).filter(([value]) => test(value));
  const sort = request.sortCriteria;
  if (sort === 'alphaAscending' || sort === 'alphaDescending') values.sort(([a], [b]) => a.localeCompare(b));
  if (sort === 'alphaDescending') values.reverse();
  return values
    .slice(0, max)
    .map(([value, count]) => ({ value, lookupValue: value, numberOfResults: count }));
}

/** A field value request in a JSON body (v2 `POST /values`, v3): what the GET answers from its query string. */
const listFieldValuesByPost: Handler = async (ctx) => ({
  values: fieldValues(ctx, await ctx.json()),
});

/** Field values for each request of a `batch`, each also taking the batch's own parameters (its pipeline, ...). */
function fieldValuesBatch(ctx: EmulatorContext, body: Record<string, any>) {
  const { batch, ...shared } = body;
  if (!Array.isArray(batch)) throw badRequest("'batch' must be an array of field value requests.");
  return {
    batch: batch.map((request: Record<string, any>) => fieldValues(ctx, { ...shared, ...request })),
  };
}
const listFieldValuesBatch: Handler = async (ctx) => fieldValuesBatch(ctx, await ctx.json());

/** The fields (`@name`) that at least one of the items matching a query expression `q` (all, without one) has. */
const findFields: Handler = async (ctx) => {
  const { q }: Record<string, any> = (await ctx.json(false)) ?? {};
  const matches = compileBasicExpression(typeof q === 'string' ? q : '');
  const names = new Set<string>();
  const viewer = viewerOf(ctx);
  for (const doc of corpusOf(searchStore(ctx)).filter((doc) => sees(viewer, doc) && matches(doc)))
    for (const name of Object.keys(doc.fields)) names.add(name);
  return { fields: [...names].sort().map((name) => ({ name: `@${name}` })) };
};

/** Expressions joined as the index receives them: each in parentheses when there are several. */
const conjunction = (expressions: string[]) =>
  expressions.length > 1 ? expressions.map((e) => `(${e})`).join(' AND ') : (expressions[0] ?? '');

/** The expression of each query parameter, and the `parsedInput` name of each. */
const PARSED_INPUT = {
  q: 'basicExpression',
  aq: 'advancedExpression',
  cq: 'constantExpression',
  dq: 'disjunctionExpression',
  lq: 'largeExpression',
} as const;

/**
 * The plan of a query, without running it: the pipeline it goes through, the triggers that apply, and
 * each expression (`q`, `aq`, `cq`, `dq`, `lq`) once the pipeline's filter (to `cq`) and its filter
 * statements that apply (to the parameter each names) are added to the request's own.
 */
function planOf(ctx: EmulatorContext, request: Record<string, any>) {
  const answer = answerQuery(searchStore(ctx), scoped(ctx, request));
  const parameters = Object.keys(PARSED_INPUT) as Array<keyof typeof PARSED_INPUT>;
  const expressions = Object.fromEntries(
    parameters.map((name) => [
      name,
      typeof request[name] === 'string' && request[name].trim() ? [request[name]] : [],
    ]),
  );
  if (answer.pipeline.filter) expressions.cq.push(String(answer.pipeline.filter));
  for (const rule of answer.applied.filters)
    if (rule.expression) expressions[rule.parameter ?? 'aq']?.push(rule.expression);
  const parsedInput = Object.fromEntries(
    parameters
      .filter((name) => expressions[name].length)
      .map((name) => [PARSED_INPUT[name], conjunction(expressions[name])]),
  );
  return { pipeline: answer.pipeline.name, preprocessingOutput: { triggers: answer.triggers }, parsedInput };
}
const plan: Handler = async (ctx) => planOf(ctx, (await ctx.json(false)) ?? {});

/** Searches the values of a facet (v2, v3): those its `query` (a wildcard pattern) matches, but the ignored ones. */
const searchFacet: Handler = async (ctx) => {
  const store = searchStore(ctx);
  const body = await ctx.json();
  const count = intField(body, 'numberOfValues', 10, 1000);
  const ignored = (body.ignoreValues ?? []).map((value: unknown) => text(value));
  const test = patternTest(body.query || '*');
  const values = valuesOf(store, body.field, scoped(ctx, body.searchContext ?? {})).filter(
    ([value]) => test(value) && !ignored.includes(value),
  );
  return {
    values: values.slice(0, count).map(([value, n]) => ({ displayValue: value, rawValue: value, count: n })),
    moreValuesAvailable: values.length > count,
  };
};

/**
 * The item the query's `uniqueId` names as HTML, its title and text, the words of `q` highlighted. With
 * `requestedOutputSize` (bytes; 0, the default, for the whole page), the text is cut so that the page
 * holds no more. @throws HttpError 400, 404.
 */
function htmlOf(ctx: EmulatorContext, q: unknown) {
  const store = searchStore(ctx);
  const doc = item(ctx, store);
  const terms = new Set(wordsOf(typeof q === 'string' ? q : ''));
  const highlight = (value: string) =>
    escapeHtml(value).replace(/[\p{L}\p{N}]+/gu, (word) =>
      terms.has(word.toLowerCase()) ? `<span class="coveo-highlight">${word}</span>` : word,
    );
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><title>${escapeHtml(doc.title)}</title></head><body><h1>${highlight(doc.title)}</h1><p>${highlight(body)}</p></body></html>`;
  const requested = { requestedOutputSize: ctx.query('requestedOutputSize') };
  const size = intField(requested, 'requestedOutputSize', 0);
  let body = itemTexts(store)(doc);
  // Each cut drops at least as many characters as the page has bytes too many.
  while (size && body && Buffer.byteLength(page(body)) > size)
    body = body.slice(0, Math.max(0, body.length - (Buffer.byteLength(page(body)) - size)));
  return new Reply(200, page(body), { 'content-type': 'text/html; charset=utf-8' });
}
/** An item as HTML (v2, v3), the words of the body's `q` highlighted. */
const previewHtml: Handler = async (ctx) => htmlOf(ctx, (await ctx.json(false))?.q);

/**
 * What was typed with its last word completed: by the word of the suggested expressions that starts with
 * it in the most of them. Undefined when nothing was typed or no word completes it.
 */
function completion(typed: string, counts: Map<string, number>) {
  const last = /\S+$/.exec(typed)?.[0];
  if (!last) return undefined;
  const words = new Map<string, number>();
  for (const [expression, n] of counts)
    for (const word of new Set(expression.split(/\s+/)))
      if (word.startsWith(last)) words.set(word, (words.get(word) ?? 0) + n);
  const [best] = [...words].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return best && `${typed.slice(0, -last.length)}${best[0]}`;
}

/**
 * Query suggestions: the titles (less their number) of the items the pipeline lets through that start
 * with what was typed (`q`), or have a word that does (nothing typed: any), the most frequent first,
 * `count` of them (5). With `enableWordCompletion`, what was typed with its last word completed comes
 * first, its score above the others'. @throws HttpError 400 for an invalid count.
 */
function suggestions(
  ctx: EmulatorContext,
  store: OrganizationStore,
  body: Record<string, any>,
  pipeline?: string,
) {
  const count = intField(body, 'count', 5, 100);
  const typed = typeof body.q === 'string' ? body.q.toLowerCase().trim() : '';
  const counts = new Map<string, number>();
  for (const { doc } of answerQuery(store, scoped(ctx, { pipeline, searchHub: body.searchHub })).ranked) {
    const expression = doc.title.replace(/\s+\d+$/, '').toLowerCase();
    if (!typed || expression.startsWith(typed) || expression.includes(` ${typed}`))
      counts.set(expression, (counts.get(expression) ?? 0) + 1);
  }
  let best = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const completed = body.enableWordCompletion === true ? completion(typed, counts) : undefined;
  if (completed) {
    const boosted = (best[0]?.[1] ?? 0) + 1;
    best = [[completed, boosted], ...best.filter(([expression]) => expression !== completed)];
  }
  best = best.slice(0, count);
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
}

const querySuggest: Handler = async (ctx) => {
  const body = await ctx.json();
  return suggestions(ctx, searchStore(ctx), body, body.pipeline);
};

/**
 * An item's text (v2, v3): its title, then its body (a pushed item's whole text, else its excerpt), as
 * `{ content, duration }`. @throws HttpError 400 without an item, 404 for an unknown one.
 */
const getText: Handler = (ctx) => {
  const started = performance.now();
  const store = searchStore(ctx);
  const doc = item(ctx, store);
  const content = `${doc.title}\n\n${itemTexts(store)(doc)}`;
  return { content, duration: Math.round(performance.now() - started) };
};

/**
 * A data stream of an item (v2, v3): the emulator's items hold no thumbnail, original file or other
 * stream, so a known item answers 404 naming the stream, as the platform does for a stream an item lacks.
 * @throws HttpError 400 without an item, 404 for an unknown item or stream.
 */
const getDataStream: Handler = (ctx) => {
  const doc = item(ctx, searchStore(ctx));
  const stream = text(ctx.query('dataStream') ?? '', 100);
  throw new HttpError(404, 'NOT_FOUND', `The item '${doc.uniqueId}' has no data stream ${stream}.`);
};

/**
 * The platform's standard query extensions (a fixed fact of the platform, not of the organization), by
 * name and argument names. The emulator evaluates none: an expression that calls one is refused (400).
 */
const QUERY_EXTENSIONS: Record<string, string[]> = {
  q: [],
  qf: ['function', 'fieldName'],
  qre: ['expression', 'modifier', 'isConstant'],
  qrf: ['expression', 'normalizeWeight'],
  sort: ['criteria'],
  type: ['name'],
  splitValues: ['text', 'separator'],
  correlateUsingIdf: ['keywords', 'forceOneMatch'],
};

/** Sentences per passage: an item's text is cut into passages of this many sentences. */
const PASSAGE_SENTENCES = 2;

/**
 * Passages that answer a question (`query`): the items its pipeline and `filter` let through are cut
 * into passages of a few sentences (a pushed item's text, else its excerpt), each scored by the share of
 * the question's words it holds, rarer words weighing more; the best `maxPassages` (5) that hold any.
 * Each passage's item gives its title, id and `additionalFields`. Also answers the items retrieved first.
 */
function retrieve(ctx: EmulatorContext, body: Record<string, any>) {
  const store = searchStore(ctx);
  const words = [...new Set(wordsOf(body.query))];
  const request = { aq: body.filter, pipeline: body.pipeline ?? undefined, searchHub: body.searchHub };
  const docs = answerQuery(store, scoped(ctx, request))
    .ranked.map((r) => r.doc)
    .filter((doc) => words.some((word) => doc.words.has(word)));
  const bodyOf = itemTexts(store);
  const passages = docs.flatMap((doc) => {
    const sentences = sentencesOf(bodyOf(doc));
    return Array.from({ length: Math.ceil(sentences.length / PASSAGE_SENTENCES) }, (_, i) => ({
      doc,
      text: sentences
        .slice(i * PASSAGE_SENTENCES, (i + 1) * PASSAGE_SENTENCES)
        .join(' ')
        .slice(0, 6000),
    })).map((passage) => ({ ...passage, words: new Set(wordsOf(passage.text)) }));
  });
  // A word's weight: the rarer among the passages, the more it says.
  const weight = new Map(
    words.map((word) => [
      word,
      Math.log(1 + passages.length / (1 + passages.filter((p) => p.words.has(word)).length)),
    ]),
  );
  const total = [...weight.values()].reduce((sum, w) => sum + w, 0) || 1;
  const scored = passages
    .map((passage) => ({
      ...passage,
      score:
        words.filter((word) => passage.words.has(word)).reduce((sum, w) => sum + weight.get(w)!, 0) / total,
    }))
    .filter((passage) => passage.score > 0)
    .sort((a, b) => b.score - a.score);
  const fields: string[] = body.additionalFields ?? [];
  const items = scored.slice(0, body.maxPassages ?? 5).map(({ doc, text: passageText, score }) => ({
    text: passageText,
    relevanceScore: Math.round(score * 1000) / 1000,
    document: {
      title: doc.title,
      primaryid: doc.uniqueId,
      clickableuri: doc.clickUri,
      ...Object.fromEntries(
        fields.filter((name) => doc.fields[name] !== undefined).map((name) => [name, doc.fields[name]]),
      ),
    },
  }));
  const best = new Map<string, number>();
  for (const { doc, score } of scored) best.set(doc.uniqueId, Math.max(best.get(doc.uniqueId) ?? 0, score));
  const firstStage = [...best].map(([primaryid, score]) => ({
    primaryid,
    score: Math.round(score * 1000) / 1000,
  }));
  return { items, firstStage, responseId: randomUUID() };
}

const getDocument: Handler = (ctx) => {
  const store = searchStore(ctx);
  const doc = item(ctx, store);
  return resultOf(doc, { body: itemTexts(store)(doc) });
};

/** `POST /rest/search/v3/analysis/expressions/structured`: the body's `query` in the structured form. */
const parseExpression: Handler = async (ctx) => {
  searchStore(ctx);
  const body = await ctx.json();
  if (typeof body?.query !== 'string')
    throw badRequest("The body's 'query' must be a string: the query expression.");
  return { query: body.query, structured: parseQueryExpression(body.query) };
};

/** The fields a search can use (v2, v3): the organization's fields, and those the index makes for every item. */
const listFields: Handler = (ctx) => {
  const fields = new Map<string, Record<string, any>>();
  for (const field of fieldsOf(searchStore(ctx)).list()) fields.set(String(field.name), field);
  // Fields every item has (see corpus.ts), which the index makes itself.
  for (const name of ['sourcetype', 'topic', 'documenttype', 'urihash'])
    if (!fields.has(name)) fields.set(name, { name, type: 'STRING', system: true });
  return {
    fields: [...fields]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, field]) => ({
        name: `@${name}`,
        nativeName: name,
        type: searchType(String(field.type ?? 'STRING')),
        fieldType: String(field.type ?? 'STRING'),
        fieldSourceType: field.system ? 'System' : 'Custom',
        description: String(field.description ?? ''),
        defaultValue: '',
        includeInQuery: field.includeInQuery !== false,
        includeInResults: field.includeInResults !== false,
        groupByField: field.facet === true,
        splitGroupByField: field.multiValueFacet === true,
        sortByField: field.sort === true,
      })),
  };
};

export const searchHandlers: Handlers = {
  'search.query': query,
  'search.v3.query': query,
  'search.queryByGet': (ctx) => search(ctx, requestOf(ctx)),
  'search.createToken': createToken,
  'search.v3.createToken': createToken,
  'search.listFieldValues': (ctx) => {
    const request = Object.fromEntries(VALUES_PARAMETERS.map((name) => [name, ctx.query(name)]));
    return { values: fieldValues(ctx, request) };
  },
  'search.listFieldValuesByPost': listFieldValuesByPost,
  'search.v3.listFieldValues': listFieldValuesByPost,
  'search.listFieldValuesBatch': listFieldValuesBatch,
  'search.v3.listFieldValuesBatch': listFieldValuesBatch,
  'search.listFieldValuesBatchByGet': (ctx) => fieldValuesBatch(ctx, requestOf(ctx)),
  'search.findFields': findFields,
  'search.v3.findFields': findFields,
  'search.plan': plan,
  'search.v3.plan': plan,
  'search.planByGet': (ctx) => planOf(ctx, requestOf(ctx)),
  'search.getDocument': getDocument,
  'search.v3.getDocument': getDocument,
  'search.getText': getText,
  'search.v3.getText': getText,
  'search.getDataStream': getDataStream,
  'search.v3.getDataStream': getDataStream,
  'search.listExtensions': (ctx) => {
    searchStore(ctx);
    return Object.entries(QUERY_EXTENSIONS).map(([name, argumentNames]) => ({ name, argumentNames }));
  },
  // Nothing here signs in through a SAML provider, so no search page was ever refused: none to list.
  'search.authentication.trustedUris.listRecentUntrusted': () => ({ items: [], totalCount: 0 }),
  'search.searchFacet': searchFacet,
  'search.v3.searchFacet': searchFacet,
  'search.previewHtml': previewHtml,
  'search.v3.previewHtml': previewHtml,
  'search.previewHtmlByGet': (ctx) => htmlOf(ctx, ctx.query('q')),
  'search.querySuggest': querySuggest,
  'search.v3.querySuggest': querySuggest,
  'search.querySuggestByGet': (ctx) => {
    const request = requestOf(ctx);
    return suggestions(ctx, searchStore(ctx), request, request.pipeline);
  },
  // An Insight Panel's suggestions come from its configuration's pipeline. @throws HttpError 404 for an unknown one.
  'insightConfigs.querySuggest': async (ctx) =>
    suggestions(ctx, ctx.store, (await ctx.json(false)) ?? {}, insightConfig(ctx).pipeline),
  // An item as an agent sees it in the panel: its HTML, the words of `q` highlighted.
  'insightConfigs.getQuickview': (ctx) => {
    insightConfig(ctx);
    return htmlOf(ctx, ctx.query('q'));
  },
  'search.listFields': listFields,
  'search.v3.listFields': listFields,
  'search.v3.retrievePassages': async (ctx) => {
    const { items, responseId } = retrieve(ctx, await ctx.json());
    return { items, responseId };
  },
  'search.v3.debugPassageRetrieval': async (ctx) => {
    const { items, firstStage, responseId } = retrieve(ctx, await ctx.json());
    return { firstStageRetrievalResults: firstStage, passages: items, responseId, warnings: [] };
  },
  'search.analysis.replay': async (ctx) => {
    const store = searchStore(ctx);
    const { id, dateRange } = await ctx.json();
    // `dateRange` is { from, to? } (`to` left out: up to now); left out, any time.
    const start = dateRange ? instant(dateRange.from, 'dateRange.from') : Number.NEGATIVE_INFINITY;
    const end = dateRange?.to == null ? Date.now() : instant(dateRange.to, 'dateRange.to');
    if (start > end) throw badRequest("'dateRange.from' must not be after 'dateRange.to'.");
    const entry = searchLog(store).find((e) => e.id === id && e.at >= start && e.at <= end);
    if (!entry) throw notFound('Query', id);
    return replay(store, entry.request);
  },
  'search.analysis.parseExpression': parseExpression,
};
