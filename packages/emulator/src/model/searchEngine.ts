import { randomUUID } from 'node:crypto';
import { type CorpusDocument, corpusOf, wordsOf } from '../corpus';
import { badRequest, Reply } from '../http';
import { indexesOf } from '../provision';
import { text } from '../safe';
import type { OrganizationStore } from '../state';
import {
  conditionHolds,
  filterExpression,
  filterParameter,
  predicateMatches,
  type QueryContext,
  unquote,
} from './qpl';
import { compileBasicExpression, compileExpression, fieldText } from './queryExpression';
import { conditionOf, defaultPipeline, groupLive, holdingsOf, pipelinesOf, rankingStatus } from './search';

/*
 * How a query is answered: the corpus (the organization's items, see corpus.ts) is matched by the
 * keywords of `q` (every word, in the title, excerpt, source name or kind) and by `aq`/`cq`. The query
 * goes through the pipeline it names (by name or id), else the first pipeline whose condition it meets,
 * else the default one; there:
 * - the pipeline's `filter` and its live `filter` statements (whose condition holds) restrict the items;
 * - its active `ranking_expression` rules add their `rankingModifier` to the score of their target items;
 * - its active `featured_result` rules whose predicates match the query put their target items first
 *   (`isTopResult`), even when the keywords do not match them, but never past a filter;
 * - its live `trigger` statements are answered in `triggers`.
 */

/** A rule of the pipeline that applied to a query: a statement or a result ranking rule. */
export interface AppliedRule {
  id: string;
  name: string;
  conditionId?: string;
  /** A filter statement's query parameter (`aq`, `cq`, ...) and expression. */
  parameter?: string;
  expression?: string;
  /** A ranking expression's score change. */
  boost?: number;
}

type Step = 'filters' | 'rankingExpressions' | 'featuredResults';

/** The pipeline a query goes through, and why. */
function pipelineFor(store: OrganizationStore, request: Record<string, any>, context: QueryContext) {
  const all = pipelinesOf(store).list();
  const name = typeof request.pipeline === 'string' ? request.pipeline.trim() : '';
  const named = name && all.find((p) => p.name.toLowerCase() === name.toLowerCase() || p.id === name);
  if (named) return { pipeline: named, selection: 'PARAMETER_PIPELINE' as const };
  const routed = all.find((p) => {
    const condition = conditionOf(store, p.condition?.id);
    return condition && conditionHolds(condition.definition, context);
  });
  if (routed) return { pipeline: routed, selection: 'CONDITION_ROUTING' as const };
  return { pipeline: defaultPipeline(store), selection: 'DEFAULT' as const };
}

function keywordScore(doc: CorpusDocument, words: string[]): number {
  const title = new Set(wordsOf(doc.title));
  return words.reduce((sum, word) => sum + (title.has(word) ? 100 : 0) + (doc.words.has(word) ? 50 : 0), 0);
}

/** Which items a result ranking target names: by unique id, by query expression, or a localized content family. */
function targetTest(target: Record<string, any>): (doc: CorpusDocument) => boolean {
  if (typeof target.uniqueId === 'string') return (doc) => doc.uniqueId === target.uniqueId;
  if (typeof target.queryExpression === 'string') return compileExpression(target.queryExpression);
  const content = target.localizedContent;
  if (!content) return () => false;
  // Its items hold the family id in `familyIdField` and, for a specific locale, the locale in `localeField`.
  const locale = content.locale?.specific;
  return (doc) =>
    (fieldText(doc, content.familyIdField) ?? '') === text(content.familyId) &&
    (locale === undefined || (fieldText(doc, content.localeField) ?? '') === text(locale));
}

/**
 * Answers a query: the pipeline it went through and why (`selection`: the query named it, its condition
 * held, or the default one took it); every item it returns, in order, with why it ranks there; the
 * filter expressions applied (the pipeline's, then its filter statements'); the rules that applied by
 * step, and how many each step holds (`held`); the trigger statements that applied (`notify`, `execute`,
 * `query` or `redirect`, with their content); the time each step took, in ms.
 * @throws HttpError 400 for a malformed expression.
 */
export function answerQuery(store: OrganizationStore, request: Record<string, any>) {
  let mark = performance.now();
  const lap = () => {
    const ms = performance.now() - mark;
    mark += ms;
    return Math.round(ms * 1000) / 1000;
  };
  const string = (name: string) =>
    typeof request[name] === 'string' ? (request[name] as string) : undefined;
  const q = string('q') ?? '';
  const context = { query: q, searchhub: string('searchHub'), tab: string('tab'), locale: string('locale') };
  const { pipeline, selection } = pipelineFor(store, request, context);
  const holdings = holdingsOf(store, pipeline.id);
  const holds = (id?: string) => {
    const condition = conditionOf(store, id);
    return !id || (!!condition && conditionHolds(condition.definition, context));
  };
  const timings = { selection: lap(), filters: 0, rankingExpressions: 0, featuredResults: 0, index: 0 };
  const applied: Record<Step, AppliedRule[]> = { filters: [], rankingExpressions: [], featuredResults: [] };

  const filters: string[] = pipeline.filter ? [String(pipeline.filter)] : [];
  const triggers: Array<{ type: string; content: string }> = [];
  for (const s of holdings.statements) {
    if (!groupLive(holdings, s.statementGroupId) || !holds(s.conditionId)) continue;
    const trigger = /^\s*(notify|execute|query|redirect)\s+([\s\S]+)$/i.exec(s.definition);
    if (s.feature === 'trigger' && trigger)
      triggers.push({ type: trigger[1].toLowerCase(), content: unquote(trigger[2]) });
    const expression = s.feature === 'filter' ? filterExpression(s.definition) : undefined;
    if (!expression) continue;
    filters.push(expression);
    const parameter = filterParameter(s.definition);
    applied.filters.push({
      id: s.id,
      name: s.description || s.definition,
      conditionId: s.conditionId,
      parameter,
      expression,
    });
  }
  const filterTests = filters.map(compileExpression);
  const queryTests = [string('aq'), string('cq')].filter((e) => e?.trim()).map((e) => compileExpression(e!));
  const corpus = corpusOf(store).filter((doc) => filterTests.every((test) => test(doc)));
  const words = wordsOf(q);
  // `q` is keywords, unless the request asks for the query syntax there too.
  const basic = request.enableQuerySyntax === true ? compileBasicExpression(q) : undefined;
  const scored = new Map<CorpusDocument, { score: number; reasons: string[] }>();
  for (const doc of corpus) {
    const matched = basic ? basic(doc) : words.every((word) => doc.words.has(word));
    if (matched && queryTests.every((test) => test(doc)))
      scored.set(doc, { score: keywordScore(doc, words), reasons: [] });
  }
  timings.filters = lap();

  const active = holdings.rankings
    .filter((r) => rankingStatus(holdings, r) === 'active' && holds(r.resultRanking.condition?.reference))
    .map((r) => ({ id: r.id, props: r.resultRanking }))
    .filter(({ props }) => {
      const predicates: Array<Record<string, any>> = props.predicates ?? [];
      const fallback = props.defaultMatchOperator?.kind ?? 'contains';
      return !predicates.length || predicates.some((p) => predicateMatches(p, q, fallback));
    });
  const rule = ({ id, props }: (typeof active)[number]): AppliedRule => ({
    id,
    name: props.name,
    conditionId: props.condition?.reference,
  });
  for (const entry of active.filter(({ props }) => props.kind === 'ranking_expression')) {
    const boost = Number(entry.props.rankingModifier) || 0;
    applied.rankingExpressions.push({ ...rule(entry), boost });
    const targets = (entry.props.targets ?? []).map(targetTest);
    for (const [doc, score] of scored) {
      if (!targets.some((test: (d: CorpusDocument) => boolean) => test(doc))) continue;
      score.score += boost;
      score.reasons.push(`ranking expression '${entry.props.name}'`);
    }
  }
  timings.rankingExpressions = lap();
  const featured = new Map<CorpusDocument, string>();
  for (const entry of active.filter(({ props }) => props.kind === 'featured_result')) {
    applied.featuredResults.push(rule(entry));
    for (const test of (entry.props.targets ?? []).map(targetTest))
      for (const doc of corpus) if (test(doc) && !featured.has(doc)) featured.set(doc, entry.props.name);
  }
  timings.featuredResults = lap();
  const rest = [...scored].filter(([doc]) => !featured.has(doc)).sort(([, a], [, b]) => b.score - a.score);
  timings.index = lap();
  const kinds = holdings.rankings.map((r) => r.resultRanking.kind);
  return {
    pipeline,
    selection,
    filters,
    applied,
    triggers,
    held: {
      filters: holdings.statements.filter((s) => s.feature === 'filter').length,
      rankingExpressions: kinds.filter((kind) => kind === 'ranking_expression').length,
      featuredResults: kinds.filter((kind) => kind === 'featured_result').length,
    },
    timings,
    ranked: [
      ...[...featured].map(([doc, name]) => ({
        doc,
        score: scored.get(doc)?.score ?? 0,
        isTopResult: true,
        reasons: [`featured result '${name}'`],
      })),
      ...rest.map(([doc, { score, reasons }]) => ({ doc, score, isTopResult: false, reasons })),
    ],
  };
}

/** Where the words of a text that are among `words` are: `{ offset, length }` in UTF-16 code units. */
const highlights = (source: string, words: Set<string>) =>
  [...source.matchAll(/[\p{L}\p{N}]+/gu)]
    .filter((match) => words.has(match[0].toLowerCase()))
    .map((match) => ({ offset: match.index ?? 0, length: match[0].length }));

/**
 * An item as a search result. `words`: the query's keywords, highlighted in the title, excerpt and URI
 * (`absentTerms`: those the item lacks). Items stand alone (no parent, no children), have an HTML version
 * (`search.previewHtml`), no mobile one, no rating and no first sentences or summary.
 */
export function resultOf(
  doc: CorpusDocument,
  score: number,
  isTopResult: boolean,
  reasons?: string[],
  words: string[] = [],
) {
  const terms = new Set(words);
  return {
    title: doc.title,
    uri: doc.uri,
    printableUri: doc.uri,
    clickUri: doc.clickUri,
    uniqueId: doc.uniqueId,
    primaryid: null,
    excerpt: doc.excerpt,
    firstSentences: null,
    summary: null,
    flags: 'HasHtmlVersion',
    hasHtmlVersion: true,
    hasMobileHtmlVersion: false,
    raw: { ...doc.fields },
    score,
    percentScore: Math.min(100, Math.round(score / 3)),
    rankingInfo: reasons ? reasons.join('; ') || null : null,
    rating: 0,
    isTopResult,
    isRecommendation: false,
    isUserActionView: false,
    titleHighlights: highlights(doc.title, terms),
    firstSentencesHighlights: [],
    excerptHighlights: highlights(doc.excerpt, terms),
    printableUriHighlights: highlights(doc.uri, terms),
    summaryHighlights: [],
    parentResult: null,
    childResults: [],
    totalNumberOfChildResults: 0,
    absentTerms: [...terms].filter((word) => !doc.words.has(word)),
  };
}

/** Reads a non-negative integer of a query body. @throws HttpError 400 otherwise. */
export function intField(
  body: Record<string, any>,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
) {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw badRequest(`'${name}' must be an integer from 0 to ${max}; got '${text(value, 100)}'.`);
  return n as number;
}

/** Values of a field over items, with their counts, most frequent first. */
export function countValues(docs: CorpusDocument[], field: unknown): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const doc of docs) {
    const value = fieldText(doc, field);
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/** The `facets` of a query (specific facets: field values): the values it selected and excluded. */
function facetRequests(request: Record<string, any>) {
  return ((request.facets ?? []) as Array<Record<string, any>>).map((f) => {
    const values: Array<Record<string, any>> = f.currentValues ?? [];
    const withState = (state: string) => values.filter((v) => v.state === state).map((v) => v.value);
    const [selected, excluded] = [withState('selected'), withState('excluded')];
    const keeps = (doc: CorpusDocument) => {
      const value = fieldText(doc, f.field);
      if (value === undefined) return !selected.length;
      return (!selected.length || selected.includes(value)) && !excluded.includes(value);
    };
    const numberOfValues = intField(f, 'numberOfValues', 8, 1000);
    return { field: f.field as string, numberOfValues, selected, excluded, keeps };
  });
}

/**
 * The full answer of `POST /rest/search/v2` (a request the published schema takes). Facets (`facets`, specific values) count over the items that
 * the other facets' selections keep, and their selections narrow the results; `groupBy` counts field
 * values over the results; trigger statements that apply are in `triggers`.
 */
export function searchResponse(store: OrganizationStore, request: Record<string, any>) {
  const started = performance.now();
  const first = intField(request, 'firstResult', 0);
  const count = intField(request, 'numberOfResults', 10, 1000);
  const facets: ReturnType<typeof facetRequests> = facetRequests(request);
  const answer = answerQuery(store, request);
  const indexStarted = performance.now();
  const kept = answer.ranked.filter(({ doc }) => facets.every((facet) => facet.keeps(doc)));
  const q = typeof request.q === 'string' ? request.q : '';
  const words = wordsOf(q);
  const [fields, excluded] = [request.fieldsToInclude, request.fieldsToExclude].map((list) =>
    Array.isArray(list) ? list.map((v: unknown) => text(v)) : undefined,
  );
  const results = kept.slice(first, first + count).map(({ doc, score, isTopResult, reasons }) => {
    const result = resultOf(doc, score, isTopResult, request.debug === true ? reasons : undefined, words);
    const shown = ([key]: [string, unknown]) => (!fields || fields.includes(key)) && !excluded?.includes(key);
    if (fields || excluded) result.raw = Object.fromEntries(Object.entries(result.raw).filter(shown));
    return result;
  });
  const facetResults = facets.map((facet) => {
    const docs = answer.ranked
      .filter(({ doc }) => facets.every((o) => o === facet || o.keeps(doc)))
      .map((r) => r.doc);
    const values = countValues(docs, facet.field);
    const shown = values.slice(0, facet.numberOfValues);
    for (const value of [...facet.selected, ...facet.excluded])
      if (!shown.some(([v]) => v === value)) shown.push([value, values.find(([v]) => v === value)?.[1] ?? 0]);
    const state = (value: string) =>
      facet.selected.includes(value) ? 'selected' : facet.excluded.includes(value) ? 'excluded' : 'idle';
    return {
      field: facet.field,
      moreValuesAvailable: values.length > facet.numberOfValues,
      values: shown.map(([value, n]) => ({ value, state: state(value), numberOfResults: n })),
      // The share of the items that hold a value of the field.
      indexScore: docs.length
        ? docs.filter((doc) => fieldText(doc, facet.field) !== undefined).length / docs.length
        : 0,
    };
  });
  const keptDocs = kept.map(({ doc }) => doc);
  const groupByResults = ((request.groupBy ?? []) as Array<Record<string, any>>).map((g) => {
    const values = countValues(keptDocs, g.field).slice(0, intField(g, 'maximumNumberOfValues', 10, 1000));
    return {
      field: g.field.replace(/^@/, ''),
      values: values.map(([value, n]) => ({
        value,
        lookupValue: value,
        numberOfResults: n,
        score: n,
        valueType: 'Standard',
        computedFieldResults: [],
      })),
      globalComputedFieldResults: [],
    };
  });
  const phrases = [...q.matchAll(/"([^"]+)"/g)].map((m) => m[1].trim()).filter((p) => wordsOf(p).length > 1);
  const highlighted = (list: string[]) => Object.fromEntries(list.map((word) => [word, [word]]));
  const duration = Math.round(performance.now() - started);
  return {
    totalCount: kept.length,
    totalCountFiltered: kept.length,
    duration,
    indexDuration: Math.round(answer.timings.index + performance.now() - indexStarted),
    requestDuration: duration,
    searchUid: randomUUID(),
    pipeline: answer.pipeline.name,
    apiVersion: 2,
    index: String(indexesOf(store).list()[0]?.id ?? ''),
    results,
    facets: facetResults,
    groupByResults,
    categoryFacets: [],
    suggestedFacets: [],
    triggers: answer.triggers,
    termsToHighlight: highlighted(words),
    phrasesToHighlight: Object.fromEntries(phrases.map((phrase) => [phrase, highlighted(wordsOf(phrase))])),
    refinedKeywords: [],
    ...(request.debug === true
      ? {
          executionReport: {
            pipeline: answer.pipeline.name,
            filters: answer.filters,
            featuredResults: answer.applied.featuredResults.map((r) => r.name),
          },
        }
      : {}),
  };
}

/** Server-sent events: a `data:` line of JSON per message. */
export const eventStream = (messages: unknown[]) =>
  new Reply(200, messages.map((message) => `data: ${JSON.stringify(message)}\n\n`).join(''), {
    'content-type': 'text/event-stream',
  });

/**
 * An answer to a request's question (`q`) from the items its pipeline lets through that hold most of its
 * words (three at most), as messages: a header (with `header`), their excerpts, them as citations, the end.
 */
export function answerMessages(store: OrganizationStore, request: Record<string, any>, header = {}) {
  const words = wordsOf(typeof request.q === 'string' ? request.q : '');
  const score = (doc: CorpusDocument) => words.filter((word) => doc.words.has(word)).length;
  const { ranked } = answerQuery(store, { ...request, q: '' });
  const held = ranked.map(({ doc }) => doc).filter((doc) => score(doc) > 0);
  const cited = held.sort((a, b) => score(b) - score(a)).slice(0, 3);
  const citations = cited.map((d) => ({ id: d.uniqueId, title: d.title, uri: d.uri, text: d.excerpt }));
  const message = (type: string, data: object) => ({ payloadType: type, payload: JSON.stringify(data) });
  return [
    message('genqa.headerMessageType', { contentFormat: 'text/plain', ...header }),
    ...cited.map((doc) => message('genqa.messageType', { textDelta: `${doc.excerpt} ` })),
    message('genqa.citationsType', { citations }),
    message('genqa.endOfStreamType', { answerGenerated: cited.length > 0 }),
  ];
}
