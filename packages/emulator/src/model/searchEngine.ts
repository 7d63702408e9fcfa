import { randomUUID } from 'node:crypto';
import { type CorpusDocument, corpusOf, wordsOf } from '../corpus';
import { compareValues } from '../engine/listing';
import { badRequest, Reply } from '../http';
import { indexesOf } from '../provision';
import { text } from '../safe';
import type { OrganizationStore } from '../state';
import { pushedOf } from './pushed';
import {
  conditionHolds,
  filterExpression,
  filterParameter,
  predicateMatches,
  type QueryContext,
  unquote,
} from './qpl';
import {
  compileBasicExpression,
  compileExpression,
  fieldText,
  fieldValues,
  patternTest,
} from './queryExpression';
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

/** A keyword of a query's basic expression, and the words of the items it stands for. */
export interface Keyword {
  term: string;
  words: string[];
}

/**
 * The keywords of a query's `q`, each once. With `wildcards`, a keyword holding `*` (with `questionMark`,
 * `?` too) stands for every word of the items that it matches whole (`*` any characters, `?` one);
 * otherwise those characters separate words.
 */
function keywordsOf(request: Record<string, any>, corpus: CorpusDocument[]): Keyword[] {
  const q = typeof request.q === 'string' ? request.q.toLowerCase() : '';
  const marks = request.wildcards !== true ? '' : request.questionMark === true ? '*?' : '*';
  const terms = new Set(q.match(new RegExp(`[\\p{L}\\p{N}${marks}]+`, 'gu')));
  let vocabulary: string[] | undefined;
  return [...terms].map((term) => {
    if (!/[*?]/.test(term)) return { term, words: [term] };
    vocabulary ??= [...new Set(corpus.flatMap((doc) => [...doc.words]))];
    return { term, words: vocabulary.filter(patternTest(term)) };
  });
}

/** `q` with `and`, `or`, `not` and `near` as operators (`lowercaseOperators`), but in quoted phrases. */
const withOperators = (q: string) =>
  q
    .split('"')
    .map((part, i) => (i % 2 ? part : part.replace(/\b(and|or|not|near)\b/g, (word) => word.toUpperCase())))
    .join('"');

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
  const viewer = (request as { [VIEWER]?: Viewer })[VIEWER];
  const corpus = corpusOf(store).filter((doc) => sees(viewer, doc) && filterTests.every((test) => test(doc)));
  const keywords = keywordsOf(request, corpus);
  const words = keywords.flatMap((keyword) => keyword.words);
  // `q` is keywords, unless the request asks for the query syntax there too.
  const syntax = request.lowercaseOperators === true ? withOperators(q) : q;
  const basic = request.enableQuerySyntax === true ? compileBasicExpression(syntax) : undefined;
  const scored = new Map<CorpusDocument, { score: number; reasons: string[] }>();
  for (const doc of corpus) {
    const matched = basic
      ? basic(doc)
      : keywords.every((keyword) => keyword.words.some((word) => doc.words.has(word)));
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
    keywords,
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

/** A text's sentences. */
export const sentencesOf = (body: string) => body.split(/(?<=[.!?])\s+/).filter(Boolean);

/** An item's text, by item: a pushed item's whole text (`data`), else its excerpt. */
export function itemTexts(store: OrganizationStore): (doc: CorpusDocument) => string {
  const pushed = new Map(
    pushedOf(store)
      .list()
      .map((item) => [item.documentId, item.body.data]),
  );
  return (doc) => {
    const data = pushed.get(doc.uri);
    return typeof data === 'string' ? data : doc.excerpt;
  };
}

/**
 * An excerpt of at most `length` characters: the whole text when it fits, else the sentences that hold
 * the query's words, in the text's order (its first ones when none does), cut at `length`.
 */
function excerptOf(body: string, terms: Set<string>, length: number) {
  if (body.length <= length) return body;
  const sentences = sentencesOf(body);
  const relevant = sentences.filter((sentence) => wordsOf(sentence).some((word) => terms.has(word)));
  return (relevant.length ? relevant : sentences).join(' ').slice(0, length);
}

/**
 * A summary of at most `length` characters, whatever the query: the sentences whose words the text uses
 * most (the mean of their counts in it) that fit, in the text's order; the best one cut when none fits.
 */
function summaryOf(body: string, length: number) {
  const counts = new Map<string, number>();
  for (const word of wordsOf(body)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const weight = (sentence: string) => {
    const words = wordsOf(sentence);
    return words.reduce((sum, word) => sum + (counts.get(word) ?? 0), 0) / (words.length || 1);
  };
  const sentences = sentencesOf(body);
  const ranked = sentences.map((_, i) => i).sort((a, b) => weight(sentences[b]) - weight(sentences[a]));
  const chosen = new Set<number>();
  let used = 0;
  for (const i of ranked) {
    if (used + sentences[i].length > length) continue;
    chosen.add(i);
    used += sentences[i].length + 1;
  }
  if (!chosen.size) return (sentences[ranked[0]] ?? '').slice(0, length);
  return sentences.filter((_, i) => chosen.has(i)).join(' ');
}

/** What a result shows of an item: from its ranking, and from the query that found it. */
export interface Shown {
  score?: number;
  isTopResult?: boolean;
  /** Why it ranks there (with `debug`). */
  reasons?: string[];
  keywords?: Keyword[];
  /** The item's text (default: its excerpt). */
  body?: string;
  /** The query's `excerptLength` (default 200), `retrieveFirstSentences` and `summaryLength` (0: none). */
  excerptLength?: number;
  firstSentences?: boolean;
  summaryLength?: number;
}

/**
 * An item as a search result. The query's keywords (the words each stands for) are highlighted in the
 * title, excerpt, first sentences, summary and URI (`absentTerms`: those the item lacks). Items stand
 * alone (no parent, no children) unless folded, have an HTML version (`search.previewHtml`), no mobile
 * one and no rating.
 */
export function resultOf(doc: CorpusDocument, shown: Shown = {}) {
  const { score = 0, isTopResult = false, reasons, keywords = [], body = doc.excerpt } = shown;
  const length = shown.excerptLength ?? 200;
  const terms = new Set(keywords.flatMap((keyword) => keyword.words));
  const excerpt = excerptOf(body, terms, length);
  const firstSentences = shown.firstSentences ? body.slice(0, length) : null;
  const summary = shown.summaryLength ? summaryOf(body, shown.summaryLength) : null;
  return {
    title: doc.title,
    uri: doc.uri,
    printableUri: doc.uri,
    clickUri: doc.clickUri,
    uniqueId: doc.uniqueId,
    primaryid: null,
    excerpt,
    firstSentences,
    summary,
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
    firstSentencesHighlights: firstSentences ? highlights(firstSentences, terms) : [],
    excerptHighlights: highlights(excerpt, terms),
    printableUriHighlights: highlights(doc.uri, terms),
    summaryHighlights: summary ? highlights(summary, terms) : [],
    parentResult: null,
    childResults: [],
    totalNumberOfChildResults: 0,
    absentTerms: keywords
      .filter((keyword) => !keyword.words.some((word) => doc.words.has(word)))
      .map((keyword) => keyword.term),
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

/** Who runs a query: the identities they are (lowercase names), or every item seen (`viewAllContent`). */
export interface Viewer {
  identities: Set<string>;
  all: boolean;
}

/** The key of a request's viewer: a symbol, so that the request as logged (and replayed) leaves it out. */
export const VIEWER = Symbol('viewer');

/** Whether a viewer sees an item: each of its permission sets allows them, and none denies them. */
export function sees(viewer: Viewer | undefined, doc: CorpusDocument): boolean {
  if (!viewer || viewer.all || !doc.permissions) return true;
  const any = (names: string[]) => names.some((name) => viewer.identities.has(name));
  return doc.permissions.every((set) => (set.allowAnonymous || any(set.allowed)) && !any(set.denied));
}

/** Values of a field over items, with their counts, most frequent first. */
export function countValues(docs: CorpusDocument[], field: unknown): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const doc of docs) {
    // Each value of a multi-value field counts the item once.
    for (const value of new Set(fieldValues(doc, field).map((value) => text(value))))
      counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/** The `facets` of a query (specific facets: field values): the values it selected and excluded. */
function facetRequests(request: Record<string, any>) {
  return ((request.facets ?? []) as Array<Record<string, any>>).map((f) => {
    const values: Array<Record<string, any>> = f.currentValues ?? [];
    const withState = (state: string) => values.filter((v) => v.state === state).map((v) => v.value);
    const [selected, excluded] = [withState('selected'), withState('excluded')];
    // An item with a selected value and no excluded one (of a multi-value field's values).
    const keeps = (doc: CorpusDocument) => {
      const values = fieldValues(doc, f.field).map((value) => text(value));
      return (
        (!selected.length || values.some((value) => selected.includes(value))) &&
        !values.some((value) => excluded.includes(value))
      );
    };
    const numberOfValues = intField(f, 'numberOfValues', 8, 1000);
    return { field: f.field as string, numberOfValues, selected, excluded, keeps };
  });
}

type Ranked = ReturnType<typeof answerQuery>['ranked'][number];

/** One criterion of a sort: `date` or `@field`, and its direction. */
const SORT_CRITERION = /^(date|@[\w.]+)\s+(ascending|descending)$/;

/**
 * The results in the order of the query's `sortCriteria`: by relevance (`relevancy`, the default, and
 * `qre`, the emulator's ranking expressions being part of it), as ranked (`nosort`: the platform leaves
 * the order open), or by the values of `date` or `@field`, `ascending` or `descending`, the next
 * criterion (after a comma) for equal values; items without a value last. Featured results stay first.
 * @throws HttpError 400 for a criterion of another form.
 */
function sortedBy(criteria: unknown, ranked: Ranked[]): Ranked[] {
  const written = typeof criteria === 'string' ? criteria.trim().toLowerCase() : '';
  if (['', 'relevancy', 'qre', 'nosort'].includes(written)) return ranked;
  const keys = written.split(',').map((part) => {
    const match = SORT_CRITERION.exec(part.trim());
    if (!match)
      throw badRequest(
        `'${text(criteria, 100)}' is no sortCriteria: relevancy, qre, nosort, or comma-separated 'date ascending', '@field descending', ...`,
      );
    return { field: match[1].replace(/^@/, ''), sign: match[2] === 'ascending' ? 1 : -1 };
  });
  const order = (a: Ranked, b: Ranked) => {
    for (const { field, sign } of keys) {
      // A multi-value field sorts by its first value.
      const [[x], [y]] = [fieldValues(a.doc, field), fieldValues(b.doc, field)];
      if (x === undefined || y === undefined) {
        if (x !== y) return x === undefined ? 1 : -1;
      } else if (compareValues(x, y)) return sign * compareValues(x, y);
    }
    return 0;
  };
  const featured = ranked.filter((entry) => entry.isTopResult);
  return [...featured, ...ranked.filter((entry) => !entry.isTopResult).sort(order)];
}

/** Items at least this alike (the share of their words that both have) are duplicates. */
const DUPLICATE_LIKENESS = 0.85;

function likeness(a: CorpusDocument, b: CorpusDocument) {
  const shared = [...a.words].filter((word) => b.words.has(word)).length;
  return shared / (a.words.size + b.words.size - shared || 1);
}

/**
 * The results less their duplicates (`enableDuplicateFiltering`): an item at least 85% like one ranked
 * before it is left out. As on the platform, only the results up to the last one asked for (`wanted`)
 * are compared; those after stay, and the total counts them.
 */
function withoutDuplicates(ranked: Ranked[], wanted: number): Ranked[] {
  const kept: Ranked[] = [];
  let next = 0;
  for (; next < ranked.length && kept.length < wanted; next++) {
    const { doc } = ranked[next];
    if (!kept.some((other) => likeness(doc, other.doc) >= DUPLICATE_LIKENESS)) kept.push(ranked[next]);
  }
  return [...kept, ...ranked.slice(next)];
}

/** A result, with the items folded under it and its parent. */
interface Folded {
  entry: Ranked;
  children: Ranked[];
  parent?: Ranked;
}

/**
 * The results folded by the value of the query's `filterField`: the best-ranked item of each value is a
 * result, the others of that value its children (an item without a value stands alone). With
 * `parentField` and `childField`, a result's parent is the item of its collection whose `parentField`
 * value is the result's `childField` value.
 */
function folded(request: Record<string, any>, ranked: Ranked[]): Folded[] {
  const collections = new Map<unknown, Ranked[]>();
  for (const entry of ranked) {
    const key = fieldText(entry.doc, request.filterField) ?? entry;
    collections.set(key, [...(collections.get(key) ?? []), entry]);
  }
  return [...collections.values()].map(([entry, ...children]) => {
    const parentValue = fieldText(entry.doc, request.childField);
    const parent = children.find(
      (child) => parentValue !== undefined && fieldText(child.doc, request.parentField) === parentValue,
    );
    return { entry, children, parent };
  });
}

/**
 * The full answer of `POST /rest/search/v2` (a request the published schema takes). Facets (`facets`,
 * specific values) count over the items that the other facets' selections keep, and their selections
 * narrow the results; `groupBy` counts field values over the results; trigger statements that apply are
 * in `triggers`. Results are sorted by `sortCriteria`, folded by `filterField`, else without duplicates with
 * `enableDuplicateFiltering`; their texts follow `excerptLength`, `retrieveFirstSentences` and
 * `summaryLength`.
 */
export function searchResponse(store: OrganizationStore, request: Record<string, any>) {
  const started = performance.now();
  const first = intField(request, 'firstResult', 0);
  const count = intField(request, 'numberOfResults', 10, 1000);
  const facets: ReturnType<typeof facetRequests> = facetRequests(request);
  const answer = answerQuery(store, request);
  const indexStarted = performance.now();
  const matching = answer.ranked.filter(({ doc }) => facets.every((facet) => facet.keeps(doc)));
  const kept = sortedBy(request.sortCriteria, matching);
  const q = typeof request.q === 'string' ? request.q : '';
  const [fields, excluded] = [request.fieldsToInclude, request.fieldsToExclude].map((list) =>
    Array.isArray(list) ? list.map((v: unknown) => text(v)) : undefined,
  );
  const bodyOf = itemTexts(store);
  const shape = {
    keywords: answer.keywords,
    excerptLength: intField(request, 'excerptLength', 200),
    firstSentences: request.retrieveFirstSentences === true,
    summaryLength: intField(request, 'summaryLength', 0),
  };
  const show = ({ doc, score, isTopResult, reasons }: Ranked) => {
    const why = request.debug === true ? reasons : undefined;
    const result = resultOf(doc, { ...shape, score, isTopResult, reasons: why, body: bodyOf(doc) });
    const shown = ([key]: [string, unknown]) => (!fields || fields.includes(key)) && !excluded?.includes(key);
    if (fields || excluded) result.raw = Object.fromEntries(Object.entries(result.raw).filter(shown));
    return result;
  };
  // Folding and duplicate filtering are one or the other: folding when both are asked for.
  const folding = typeof request.filterField === 'string' && request.filterField.trim() !== '';
  const unique = request.enableDuplicateFiltering === true && !folding;
  const listed = unique ? withoutDuplicates(kept, first + count) : kept;
  const collections = folding ? folded(request, listed) : listed.map((entry) => ({ entry, children: [] }));
  const childCount = intField(request, 'filterFieldRange', 5);
  const results = collections.slice(first, first + count).map(({ entry, children, parent }: Folded) => ({
    ...show(entry),
    parentResult: parent ? show(parent) : null,
    childResults: children.slice(0, childCount).map(show),
    totalNumberOfChildResults: children.length,
  }));
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
    totalCount: collections.length,
    totalCountFiltered: collections.length,
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
    termsToHighlight: Object.fromEntries(answer.keywords.map(({ term, words }) => [term, words])),
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
