import { randomUUID } from 'node:crypto';
import { type CorpusDocument, corpusOf, wordsOf } from '../../corpus';
import { badRequest } from '../../http';
import { indexesOf } from '../../provision';
import { own, text } from '../../safe';
import type { OrganizationStore } from '../../state';
import {
  compileExpression,
  conditionHolds,
  filterExpression,
  filterParameter,
  predicateMatches,
  type QueryContext,
  unquote,
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

/** A rule of the pipeline that applied to a query: a statement or a result ranking rule. */
export interface AppliedRule {
  id: string;
  name: string;
  conditionId?: string;
}

export interface SearchAnswer {
  pipeline: PipelineRecord | undefined;
  /** Why that pipeline: the query named it, or the default one took the query. */
  selection: 'PARAMETER_PIPELINE' | 'DEFAULT';
  /** Every item the query returns, in order. */
  ranked: Array<{ doc: CorpusDocument; score: number; isTopResult: boolean; reasons: string[] }>;
  /** The filter expressions applied (pipeline filter and filter statements), for the execution report. */
  filters: string[];
  featuredRules: string[];
  /** The filter statements that applied, with the query parameter each adds to (`aq`, `cq`, ...). */
  filterStatements: Array<AppliedRule & { parameter: string; expression: string }>;
  /** The ranking expressions that applied, with their score change. */
  rankingExpressions: Array<AppliedRule & { boost: number }>;
  /** The featured results that applied. */
  featuredResults: AppliedRule[];
  /** How many rules of each kind the pipeline holds (applied or not). */
  held: { filters: number; rankingExpressions: number; featuredResults: number; triggers: number };
  /** The trigger statements that applied: `notify`, `execute`, `query` or `redirect`, with their content. */
  triggers: Array<{ type: string; content: string }>;
  /** Time each step took, in ms. */
  timings: {
    selection: number;
    filters: number;
    rankingExpressions: number;
    featuredResults: number;
    index: number;
  };
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
  let mark = performance.now();
  const lap = () => {
    const at = performance.now();
    const ms = at - mark;
    mark = at;
    return Math.round(ms * 1000) / 1000;
  };
  const q = typeof request.q === 'string' ? request.q : '';
  const context: QueryContext = {
    q,
    searchHub: typeof request.searchHub === 'string' ? request.searchHub : undefined,
    tab: typeof request.tab === 'string' ? request.tab : undefined,
    locale: typeof request.locale === 'string' ? request.locale : undefined,
  };
  const pipeline = pipelineFor(store, request.pipeline);
  const named =
    typeof request.pipeline === 'string' &&
    !!pipeline &&
    [pipeline.name.toLowerCase(), pipeline.id].includes(request.pipeline.trim().toLowerCase());
  const holdings = pipeline ? holdingsOf(store, pipeline.id) : undefined;
  const conditions = conditionsOf(store);
  const holds = (conditionId?: string) =>
    !conditionId ||
    (conditions.has(conditionId) && conditionHolds(conditions.get(conditionId).definition, context));
  const timings = { selection: lap(), filters: 0, rankingExpressions: 0, featuredResults: 0, index: 0 };

  const filters: string[] = [];
  const filterStatements: SearchAnswer['filterStatements'] = [];
  const triggers: SearchAnswer['triggers'] = [];
  if (pipeline?.filter) filters.push(String(pipeline.filter));
  const live = (holdings?.statements ?? []).filter(
    (statement) => statementLive(holdings!, statement) && holds(statement.conditionId),
  );
  for (const statement of live) {
    if (statement.feature === 'trigger') {
      const trigger = /^\s*(notify|execute|query|redirect)\s+([\s\S]+)$/i.exec(statement.definition);
      if (trigger) triggers.push({ type: trigger[1].toLowerCase(), content: unquote(trigger[2]) });
      continue;
    }
    if (statement.feature !== 'filter') continue;
    const expression = filterExpression(statement.definition);
    if (!expression) continue;
    filters.push(expression);
    filterStatements.push({
      id: statement.id,
      name: statement.description || statement.definition,
      conditionId: statement.conditionId,
      parameter: filterParameter(statement.definition),
      expression,
    });
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
  timings.filters = lap();
  const rankingExpressions: SearchAnswer['rankingExpressions'] = [];
  for (const rule of active.filter(
    (r) => r.resultRanking.kind === 'ranking_expression' && applies(r.resultRanking),
  )) {
    rankingExpressions.push({
      id: rule.id,
      name: rule.resultRanking.name,
      conditionId: rule.resultRanking.condition?.reference,
      boost: Number(rule.resultRanking.rankingModifier) || 0,
    });
    const tests = (rule.resultRanking.targets ?? []).map(targetTest);
    for (const [doc, entry] of scored) {
      if (tests.some((test: (d: CorpusDocument) => boolean) => test(doc))) {
        entry.score += Number(rule.resultRanking.rankingModifier) || 0;
        entry.reasons.push(`ranking expression '${rule.resultRanking.name}'`);
      }
    }
  }
  timings.rankingExpressions = lap();
  const featured: Array<{ doc: CorpusDocument; rule: string }> = [];
  const featuredRules: string[] = [];
  const featuredResults: AppliedRule[] = [];
  for (const rule of active.filter(
    (r) => r.resultRanking.kind === 'featured_result' && applies(r.resultRanking),
  )) {
    featuredRules.push(rule.resultRanking.name);
    featuredResults.push({
      id: rule.id,
      name: rule.resultRanking.name,
      conditionId: rule.resultRanking.condition?.reference,
    });
    for (const target of rule.resultRanking.targets ?? []) {
      const test = targetTest(target);
      for (const doc of corpus) {
        if (test(doc) && !featured.some((f) => f.doc === doc))
          featured.push({ doc, rule: rule.resultRanking.name });
      }
    }
  }
  timings.featuredResults = lap();
  const rest = [...scored]
    .filter(([doc]) => !featured.some((f) => f.doc === doc))
    .sort(([, a], [, b]) => b.score - a.score);
  timings.index = lap();
  const rankings = holdings?.rankings ?? [];
  return {
    pipeline,
    selection: named ? 'PARAMETER_PIPELINE' : 'DEFAULT',
    filters,
    featuredRules,
    filterStatements,
    rankingExpressions,
    featuredResults,
    triggers,
    held: {
      filters: (holdings?.statements ?? []).filter((s) => s.feature === 'filter').length,
      rankingExpressions: rankings.filter((r) => r.resultRanking.kind === 'ranking_expression').length,
      featuredResults: rankings.filter((r) => r.resultRanking.kind === 'featured_result').length,
      triggers: (holdings?.statements ?? []).filter((s) => s.feature === 'trigger').length,
    },
    timings,
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

/** Where the words of a text that are among `words` are: `{ offset, length }` in UTF-16 code units. */
function highlights(text: string, words: Set<string>) {
  const found: Array<{ offset: number; length: number }> = [];
  if (!words.size) return found;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (words.has(match[0].toLowerCase())) found.push({ offset: match.index ?? 0, length: match[0].length });
  }
  return found;
}

/**
 * An item as a search result. `words`: the query's keywords, highlighted in the title, excerpt and URI
 * (`absentTerms`: those the item lacks). Items stand alone (no parent, no children), have an HTML version
 * (`search.previewHtml`), no mobile one, no rating and no first sentences or summary.
 */
export function resultOf(
  doc: CorpusDocument,
  score: number,
  isTopResult: boolean,
  debugReasons?: string[],
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
    rankingInfo: debugReasons ? debugReasons.join('; ') || null : null,
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
  if (!Number.isInteger(n) || n < 0 || n > max) {
    throw badRequest(`'${name}' must be an integer from 0 to ${max}; got '${text(value, 100)}'.`);
  }
  return n as number;
}

/** A field's value on an item, as text, or undefined. */
const fieldText = (doc: CorpusDocument, field: unknown) => {
  const value = own(
    doc.fields,
    String(field ?? '')
      .replace(/^@/, '')
      .toLowerCase(),
  );
  return value === undefined ? undefined : text(value);
};

/** Values of a field over items, with their counts, most frequent first. */
function countValues(docs: CorpusDocument[], field: unknown) {
  const counts = new Map<string, number>();
  for (const doc of docs) {
    const value = fieldText(doc, field);
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

interface FacetRequest {
  field: string;
  numberOfValues: number;
  /** The values the query selected (an item must hold one), and those it excluded. */
  selected: string[];
  excluded: string[];
}

/** The `facets` of a query (specific facets: field values). @throws HttpError 400 for a malformed one. */
function facetRequests(request: Record<string, any>): FacetRequest[] {
  if (request.facets === undefined || request.facets === null) return [];
  if (!Array.isArray(request.facets)) throw badRequest("'facets' must be an array of { field, ... }.");
  return request.facets.map((facet: unknown, i: number) => {
    const f = facet && typeof facet === 'object' ? (facet as Record<string, any>) : {};
    if (typeof f.field !== 'string' || !f.field.trim()) throw badRequest(`'facets[${i}]' needs a 'field'.`);
    const current: Array<Record<string, any>> = Array.isArray(f.currentValues) ? f.currentValues : [];
    const withState = (state: string) =>
      current.filter((v) => v?.state === state && v.value !== undefined).map((v) => text(v.value));
    return {
      field: f.field,
      numberOfValues: intField(f, 'numberOfValues', 8, 1000),
      selected: withState('selected'),
      excluded: withState('excluded'),
    };
  });
}

const keeps = (facet: FacetRequest, doc: CorpusDocument) => {
  const value = fieldText(doc, facet.field);
  if (facet.selected.length && (value === undefined || !facet.selected.includes(value))) return false;
  return !(value !== undefined && facet.excluded.includes(value));
};

/**
 * The full answer of `POST /rest/search/v2`. Facets (`facets`, specific values) count over the items that
 * the other facets' selections keep, and their selections narrow the results; `groupBy` counts field
 * values over the results; trigger statements that apply are in `triggers`.
 */
export function searchResponse(store: OrganizationStore, request: Record<string, any>) {
  const started = performance.now();
  for (const name of ['q', 'aq', 'cq', 'pipeline', 'searchHub', 'tab', 'locale']) {
    if (request[name] !== undefined && request[name] !== null && typeof request[name] !== 'string') {
      throw badRequest(`'${name}' must be a string.`);
    }
  }
  const first = intField(request, 'firstResult', 0);
  const count = intField(request, 'numberOfResults', 10, 1000);
  const facets = facetRequests(request);
  const groupBy = Array.isArray(request.groupBy) ? request.groupBy : [];
  const answer = answerQuery(store, request);
  const indexStarted = performance.now();
  const kept = answer.ranked.filter(({ doc }) => facets.every((facet) => keeps(facet, doc)));
  const debug = request.debug === true;
  const words = wordsOf(typeof request.q === 'string' ? request.q : '');
  const fields = Array.isArray(request.fieldsToInclude)
    ? request.fieldsToInclude.map((value: unknown) => text(value))
    : undefined;
  const results = kept.slice(first, first + count).map(({ doc, score, isTopResult, reasons }) => {
    const result = resultOf(doc, score, isTopResult, debug ? reasons : undefined, words);
    if (fields)
      result.raw = Object.fromEntries(Object.entries(result.raw).filter(([key]) => fields.includes(key)));
    return result;
  });
  const facetResults = facets.map((facet) => {
    const docs = answer.ranked
      .filter(({ doc }) => facets.every((other) => other === facet || keeps(other, doc)))
      .map(({ doc }) => doc);
    const values = countValues(docs, facet.field);
    const shown = values.slice(0, facet.numberOfValues);
    for (const value of [...facet.selected, ...facet.excluded]) {
      if (!shown.some(([v]) => v === value)) shown.push([value, values.find(([v]) => v === value)?.[1] ?? 0]);
    }
    const withValue = docs.filter((doc) => fieldText(doc, facet.field) !== undefined).length;
    return {
      field: facet.field,
      moreValuesAvailable: values.length > facet.numberOfValues,
      values: shown.map(([value, n]) => ({
        value,
        state: facet.selected.includes(value)
          ? 'selected'
          : facet.excluded.includes(value)
            ? 'excluded'
            : 'idle',
        numberOfResults: n,
      })),
      // The share of the items that hold a value of the field.
      indexScore: docs.length ? withValue / docs.length : 0,
    };
  });
  const groupByResults = groupBy.map((group: unknown, i: number) => {
    const g = group && typeof group === 'object' ? (group as Record<string, any>) : {};
    if (typeof g.field !== 'string' || !g.field.trim()) throw badRequest(`'groupBy[${i}]' needs a 'field'.`);
    const max = intField(g, 'maximumNumberOfValues', 10, 1000);
    return {
      field: g.field.replace(/^@/, ''),
      values: countValues(
        kept.map(({ doc }) => doc),
        g.field,
      )
        .slice(0, max)
        .map(([value, n]) => ({
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
  const phrases = [...(typeof request.q === 'string' ? request.q : '').matchAll(/"([^"]+)"/g)]
    .map((match) => match[1].trim())
    .filter((phrase) => wordsOf(phrase).length > 1);
  const indexDuration = Math.round(answer.timings.index + performance.now() - indexStarted);
  const duration = Math.round(performance.now() - started);
  return {
    totalCount: kept.length,
    totalCountFiltered: kept.length,
    duration,
    indexDuration,
    requestDuration: duration,
    searchUid: randomUUID(),
    pipeline: answer.pipeline?.name ?? 'default',
    apiVersion: 2,
    index: String(indexesOf(store).list()[0]?.id ?? ''),
    results,
    facets: facetResults,
    groupByResults,
    categoryFacets: [],
    suggestedFacets: [],
    triggers: answer.triggers,
    termsToHighlight: Object.fromEntries(words.map((word) => [word, [word]])),
    phrasesToHighlight: Object.fromEntries(
      phrases.map((phrase) => [phrase, Object.fromEntries(wordsOf(phrase).map((word) => [word, [word]]))]),
    ),
    refinedKeywords: [],
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
