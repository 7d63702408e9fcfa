import { createHash, randomUUID } from 'node:crypto';
import { type EmulatorContext, intQuery, paged } from '../context';
import { wordsOf } from '../corpus';
import type { Behaviours } from '../engine/hooks';
import { badRequest } from '../http';
import { heldByProject } from '../model/interfaces';
import { answerMessages, answerQuery, eventStream } from '../model/searchEngine';
import { dictionary, own, text } from '../safe';
import type { OrganizationStore } from '../state';
import type { Handler, Handlers } from './types';

/*
 * Case assist configurations, and their answers, computed from the same corpus as search:
 * - documents/suggest: the words of the case's fields are looked for in the items that the
 *   configuration's pipeline and `filter` let through; items score one point per word they hold, best
 *   first;
 * - classify: for each classification configuration, the values that the best 20 of the items its
 *   `filter` lets through have in each field to predict (default: `source`), weighted by score, give the
 *   predictions and their confidence (0 to 1, summing to 1 per field).
 * The preview variants take the configuration in the body (`configuration`). The published schemas
 * check the shapes and strategies; the handlers check only a blank name.
 */

type Rec = Record<string, any>;
const STOP_WORDS = new Set(
  'the and for with not can how does when what my is to in of a an on it i'.split(' '),
);

/** The configurations, kept for the engine too (hooks below), which snapshots read as CASE_ASSIST. */
const caseAssistsOf = (ctx: EmulatorContext) =>
  ctx.store.collection<Rec>('caseAssists', 'Case assist configuration');

/** A configuration from a body: named, its classifications listed (none by default). */
function configurationOf(body: Rec): Rec {
  if (!text(body.name).trim()) throw badRequest("A case assist configuration needs a 'name'.");
  const { id: _id, ...fields } = body;
  return { ...fields, classificationConfigurations: fields.classificationConfigurations ?? [] };
}

/** The words of a case, from all its fields (`{ subject: { value }, ... }`). @throws HttpError 400 without any. */
function caseWords(body: Rec): string[] {
  const words = new Set<string>();
  for (const entry of Object.values((body.fields ?? {}) as Rec)) {
    const value = entry && typeof entry === 'object' ? entry.value : entry;
    for (const word of wordsOf(text(value ?? '')))
      if (!STOP_WORDS.has(word) && word.length > 1) words.add(word);
  }
  if (!words.size) throw badRequest('The case has no words to work with: fill its fields.', 'EMPTY_CASE');
  return [...words];
}

/**
 * The items that `pipeline` and `filter` let through and that hold words of the case, best first (a
 * stable sort: the search's own order among equals).
 */
function matches(store: OrganizationStore, words: string[], pipeline?: string, filter?: string) {
  return answerQuery(store, { pipeline: pipeline || undefined, aq: filter || undefined })
    .ranked.map(({ doc }) => ({ doc, score: words.filter((word) => doc.words.has(word)).length }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
}

/**
 * The items that best match the case: `numberOfResults` of them (default 5).
 * @throws HttpError 400 for a `numberOfResults` out of the published range, 1 to 100.
 */
function suggest(ctx: EmulatorContext, config: Rec, body: Rec) {
  const count = intQuery(ctx, 'numberOfResults', 5);
  if (count < 1 || count > 100)
    throw badRequest(`The query parameter 'numberOfResults' must be from 1 to 100; got ${count}.`);
  const { pipeline, filter } = config.documentSuggestionConfiguration ?? {};
  const found = matches(ctx.store, caseWords(body), pipeline, filter);
  const documents = found.slice(0, count).map(({ doc }) => ({
    uniqueId: doc.uniqueId,
    title: doc.title,
    clickUri: doc.clickUri,
    excerpt: doc.excerpt,
    fields: { ...doc.fields },
    hasHtmlVersion: true,
  }));
  return { responseId: randomUUID(), documents, totalCount: found.length };
}

function classify(ctx: EmulatorContext, config: Rec, body: Rec) {
  const words = caseWords(body);
  const pipeline = config.documentSuggestionConfiguration?.pipeline;
  const configurations: Rec[] = config.classificationConfigurations?.length
    ? config.classificationConfigurations
    : [{ filter: '', fieldsToPredict: [{ name: 'source' }] }];
  const fields = dictionary<{ predictions: Array<{ id: string; value: string; confidence: number }> }>();
  for (const classification of configurations) {
    const found = matches(ctx.store, words, pipeline, classification.filter).slice(0, 20);
    for (const { name: field } of classification.fieldsToPredict as Array<{ name: string }>) {
      const weights = new Map<string, number>();
      for (const { doc, score } of found) {
        const value = own(doc.fields, field.replace(/^@/, ''));
        if (value !== undefined) weights.set(text(value), (weights.get(text(value)) ?? 0) + score);
      }
      const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
      const predictions = [...weights]
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .map(([value, weight]) => ({
          id: createHash('sha1').update(`${field}/${value}`).digest('hex').slice(0, 16),
          value,
          confidence: Math.round((weight / total) * 1000) / 1000,
        }));
      fields[field] = { predictions };
    }
  }
  return { responseId: randomUUID(), fields };
}

/** The engine lists, creates, reads, replaces and deletes configurations; each is named. */
export const caseAssistsBehaviours: Behaviours = {
  'caseAssists.get': {
    records: 'caseAssists',
    label: 'Case assist configuration',
    accept: (_ctx, body) => configurationOf(body),
  },
};

/** A call that answers from the saved configuration the path names, or from the body's (`configuration`). */
const answering =
  (answer: (ctx: EmulatorContext, config: Rec, body: Rec) => unknown): Handler =>
  async (ctx) => {
    const body = await ctx.json();
    const id = ctx.params.caseAssistId;
    return answer(ctx, id ? caseAssistsOf(ctx).get(id) : configurationOf(body.configuration), body);
  };

export const caseAssistsHandlers: Handlers = {
  // The configurations the project holds; the published answer puts their projects on each classification.
  'caseAssists.listByProject': (ctx) => {
    const shown = heldByProject(ctx, 'CASE_ASSIST', caseAssistsOf(ctx).records).map((config) => {
      const { classificationConfigurations: classifications, projectIds } = config;
      const withProjects = classifications.map((classification: Rec) => ({ ...classification, projectIds }));
      return { ...config, classificationConfigurations: withProjects };
    });
    return paged(ctx, shown, 'configurations');
  },
  'caseAssists.classify': answering(classify),
  'caseAssists.suggestDocuments': answering(suggest),
  'caseAssists.previewSuggestDocuments': answering(suggest),
  'caseAssists.previewClassify': answering(classify),
  // An answer to a support question, from the corpus: server-sent events.
  'customerService.answers.generate': async (ctx) =>
    eventStream(answerMessages(ctx.store, (await ctx.json(false)) ?? {})),
};
