import { randomUUID } from 'node:crypto';
import { type CorpusDocument, corpusOf, wordsOf } from '../../corpus';
import { badRequest } from '../../http';
import { text } from '../../safe';
import type { OrganizationStore } from '../../state';
import {
  compileExpression,
  conditionHolds,
  filterExpression,
  predicateMatches,
  type QueryContext,
} from './qpl';
import {
  conditionsOf,
  defaultPipeline,
  holdingsOf,
  type PipelineRecord,
  pipelinesOf,
  rankingStatus,
  statementLive,
} from './store';

/*
 * How a query is answered: the corpus (the organization's items, see corpus.ts) is matched by the
 * keywords of `q` (every word, in the title, excerpt, source name or kind) and by `aq`/`cq`; the query
 * pipeline named by `pipeline` (the default one when absent or unknown) then applies:
 * - its `filter` and its active `filter` statements (whose condition holds) restrict the items;
 * - its active `ranking_expression` rules add their `rankingModifier` to the score of their target items;
 * - its active `featured_result` rules whose predicates match the query put their target items first
 *   (`isTopResult`), even when the keywords do not match them, but never past a filter.
 */

export interface SearchAnswer {
  pipeline: PipelineRecord | undefined;
  /** Every item the query returns, in order. */
  ranked: Array<{ doc: CorpusDocument; score: number; isTopResult: boolean; reasons: string[] }>;
  /** The filter expressions applied (pipeline filter and filter statements), for the execution report. */
  filters: string[];
  featuredRules: string[];
}

/** The pipeline a query goes through: by name (case-insensitive), else the default. */
export function pipelineFor(store: OrganizationStore, name: unknown): PipelineRecord | undefined {
  const all = pipelinesOf(store).list();
  if (typeof name === 'string' && name.trim()) {
    const found = all.find((p) => p.name.toLowerCase() === name.trim().toLowerCase() || p.id === name.trim());
    if (found) return found;
  }
  return defaultPipeline(store);
}

function keywordScore(doc: CorpusDocument, words: string[]): number {
  const title = new Set(wordsOf(doc.title));
  return words.reduce((sum, word) => sum + (title.has(word) ? 100 : 0) + (doc.words.has(word) ? 50 : 0), 0);
}

/** Answers a query. @throws HttpError 400 for a malformed expression. */
export function answerQuery(store: OrganizationStore, request: Record<string, any>): SearchAnswer {
  const q = typeof request.q === 'string' ? request.q : '';
  const context: QueryContext = {
    q,
    searchHub: typeof request.searchHub === 'string' ? request.searchHub : undefined,
    tab: typeof request.tab === 'string' ? request.tab : undefined,
    locale: typeof request.locale === 'string' ? request.locale : undefined,
  };
  const pipeline = pipelineFor(store, request.pipeline);
  const holdings = pipeline ? holdingsOf(store, pipeline.id) : undefined;
  const conditions = conditionsOf(store);
  const holds = (conditionId?: string) =>
    !conditionId ||
    (conditions.has(conditionId) && conditionHolds(conditions.get(conditionId).definition, context));

  const filters: string[] = [];
  if (pipeline?.filter) filters.push(String(pipeline.filter));
  for (const statement of holdings?.statements ?? []) {
    if (
      statement.feature !== 'filter' ||
      !statementLive(holdings!, statement) ||
      !holds(statement.conditionId)
    )
      continue;
    const expression = filterExpression(statement.definition);
    if (expression) filters.push(expression);
  }
  const filterTests = filters.map(compileExpression);
  const passes = (doc: CorpusDocument) => filterTests.every((test) => test(doc));

  const words = wordsOf(q);
  const advanced = [request.aq, request.cq].filter((e): e is string => typeof e === 'string' && !!e.trim());
  const advancedTests = advanced.map(compileExpression);
  const corpus = corpusOf(store).filter(passes);
  const matches = (doc: CorpusDocument) =>
    words.every((word) => doc.words.has(word)) && advancedTests.every((test) => test(doc));

  const active = (holdings?.rankings ?? []).filter(
    (r) => rankingStatus(holdings!, r) === 'active' && holds(r.resultRanking.condition?.reference),
  );
  const applies = (props: Record<string, any>) => {
    const predicates: Array<Record<string, any>> = props.predicates ?? [];
    const fallback = props.defaultMatchOperator?.kind ?? 'contains';
    return !predicates.length || predicates.some((p) => predicateMatches(p, q, fallback));
  };
  const targetTest = (target: Record<string, any>) =>
    typeof target.uniqueId === 'string'
      ? (doc: CorpusDocument) => doc.uniqueId === target.uniqueId
      : typeof target.queryExpression === 'string'
        ? compileExpression(target.queryExpression)
        : target.localizedContent
          ? localizedContentTest(target.localizedContent)
          : () => false;

  const scored = new Map<CorpusDocument, { score: number; reasons: string[] }>();
  for (const doc of corpus)
    if (matches(doc)) scored.set(doc, { score: keywordScore(doc, words), reasons: [] });
  for (const rule of active.filter(
    (r) => r.resultRanking.kind === 'ranking_expression' && applies(r.resultRanking),
  )) {
    const tests = (rule.resultRanking.targets ?? []).map(targetTest);
    for (const [doc, entry] of scored) {
      if (tests.some((test: (d: CorpusDocument) => boolean) => test(doc))) {
        entry.score += Number(rule.resultRanking.rankingModifier) || 0;
        entry.reasons.push(`ranking expression '${rule.resultRanking.name}'`);
      }
    }
  }
  const featured: Array<{ doc: CorpusDocument; rule: string }> = [];
  const featuredRules: string[] = [];
  for (const rule of active.filter(
    (r) => r.resultRanking.kind === 'featured_result' && applies(r.resultRanking),
  )) {
    featuredRules.push(rule.resultRanking.name);
    for (const target of rule.resultRanking.targets ?? []) {
      const test = targetTest(target);
      for (const doc of corpus) {
        if (test(doc) && !featured.some((f) => f.doc === doc))
          featured.push({ doc, rule: rule.resultRanking.name });
      }
    }
  }
  const rest = [...scored]
    .filter(([doc]) => !featured.some((f) => f.doc === doc))
    .sort(([, a], [, b]) => b.score - a.score);
  return {
    pipeline,
    filters,
    featuredRules,
    ranked: [
      ...featured.map(({ doc, rule }) => ({
        doc,
        score: scored.get(doc)?.score ?? 0,
        isTopResult: true,
        reasons: [`featured result '${rule}'`],
      })),
      ...rest.map(([doc, entry]) => ({
        doc,
        score: entry.score,
        isTopResult: false,
        reasons: entry.reasons,
      })),
    ],
  };
}

/** An item as a search result. */
export function resultOf(doc: CorpusDocument, score: number, isTopResult: boolean, debugReasons?: string[]) {
  return {
    title: doc.title,
    uri: doc.uri,
    printableUri: doc.uri,
    clickUri: doc.clickUri,
    uniqueId: doc.uniqueId,
    excerpt: doc.excerpt,
    raw: { ...doc.fields },
    score,
    percentScore: Math.min(100, Math.round(score / 3)),
    isTopResult,
    isRecommendation: false,
    rankingInfo: debugReasons ? debugReasons.join('; ') || null : null,
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
  if (!Number.isInteger(n) || n < 0 || n > max) {
    throw badRequest(`'${name}' must be an integer from 0 to ${max}; got '${text(value, 100)}'.`);
  }
  return n as number;
}

/** The full answer of `POST /rest/search/v2`. */
export function searchResponse(store: OrganizationStore, request: Record<string, any>) {
  const started = performance.now();
  for (const name of ['q', 'aq', 'cq', 'pipeline', 'searchHub', 'tab', 'locale']) {
    if (request[name] !== undefined && request[name] !== null && typeof request[name] !== 'string') {
      throw badRequest(`'${name}' must be a string.`);
    }
  }
  const first = intField(request, 'firstResult', 0);
  const count = intField(request, 'numberOfResults', 10, 1000);
  const answer = answerQuery(store, request);
  const debug = request.debug === true;
  const fields = Array.isArray(request.fieldsToInclude)
    ? request.fieldsToInclude.map((value: unknown) => text(value))
    : undefined;
  const results = answer.ranked.slice(first, first + count).map(({ doc, score, isTopResult, reasons }) => {
    const result = resultOf(doc, score, isTopResult, debug ? reasons : undefined);
    if (fields)
      result.raw = Object.fromEntries(Object.entries(result.raw).filter(([key]) => fields.includes(key)));
    return result;
  });
  return {
    totalCount: answer.ranked.length,
    totalCountFiltered: answer.ranked.length,
    duration: Math.round(performance.now() - started),
    indexDuration: 0,
    searchUid: randomUUID(),
    pipeline: answer.pipeline?.name ?? 'default',
    results,
    ...(debug
      ? {
          executionReport: {
            pipeline: answer.pipeline?.name,
            filters: answer.filters,
            featuredResults: answer.featuredRules,
          },
        }
      : {}),
  };
}

/**
 * The items of a localized content family: those whose `familyIdField` holds `familyId` and, for a
 * specific locale, whose `localeField` holds it.
 */
function localizedContentTest(content: Record<string, any>) {
  const field = (name: unknown) => String(name ?? '').replace(/^@/, '');
  const locale = content.locale?.specific;
  return (doc: CorpusDocument) =>
    String(doc.fields[field(content.familyIdField)] ?? '') === String(content.familyId) &&
    (locale === undefined || String(doc.fields[field(content.localeField)] ?? '') === String(locale));
}
