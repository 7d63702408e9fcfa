import { createHash, randomUUID } from 'node:crypto';
import { type EmulatorContext, paged } from '../context';
import type { CorpusDocument } from '../corpus';
import { wordsOf } from '../corpus';
import { badRequest, noContent } from '../http';
import { collectionOf, requireObject } from '../model/rest';
import { dictionary, own, text } from '../safe';
import type { OrganizationStore } from '../state';
import { answerQuery } from './search/engine';
import type { Handlers } from './types';

/*
 * Case assist configurations, and their answers, computed from the same corpus as search:
 * - documents/suggest: the words of the case's fields are looked for in the items that the
 *   configuration's pipeline and `filter` let through; items score one point per word they hold, best
 *   first;
 * - classify: for each classification configuration, the values that the best 20 of the items its
 *   `filter` lets through have in each field to predict (default: `source`), weighted by score, give the
 *   predictions and their confidence (0 to 1, summing to 1 per field).
 * The preview variants take the configuration in the body (`configuration`). The published schemas
 * check the shapes and strategies (ITD, Some); the handlers check only a blank name.
 */

const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'not',
  'can',
  'how',
  'does',
  'when',
  'what',
  'my',
  'is',
  'to',
  'in',
  'of',
  'a',
  'an',
  'on',
  'it',
  'i',
]);

const caseAssistsOf = (ctx: EmulatorContext) => collectionOf(ctx, 'caseAssists', 'Case assist configuration');

function checkConfiguration(body: unknown): Record<string, any> {
  const config = requireObject(body, 'A case assist configuration');
  if (!text(config.name).trim()) throw badRequest("A case assist configuration needs a 'name'.");
  const { id: _id, ...fields } = config;
  return { ...fields, classificationConfigurations: fields.classificationConfigurations ?? [] };
}

/** The words of a case, from all its fields. */
function caseWords(body: Record<string, any>): string[] {
  const fields = body.fields;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
    throw badRequest("The case needs 'fields': { subject: { value }, description: { value }, ... }.");
  }
  const words = new Set<string>();
  for (const [name, entry] of Object.entries(fields as Record<string, any>)) {
    const value = entry && typeof entry === 'object' ? entry.value : entry;
    if (value !== undefined && typeof value !== 'string')
      throw badRequest(`The case field '${name}' must be { value: string }.`);
    for (const word of wordsOf(value ?? '')) if (!STOP_WORDS.has(word) && word.length > 1) words.add(word);
  }
  if (!words.size) throw badRequest('The case has no words to work with: fill its fields.', 'EMPTY_CASE');
  return [...words];
}

/** The items that `pipeline` and `filter` let through and that hold words of the case, best first. */
function matches(
  store: OrganizationStore,
  pipeline: string | undefined,
  filter: string | undefined,
  words: string[],
) {
  const candidates = answerQuery(store, {
    pipeline: pipeline || undefined,
    aq: filter || undefined,
  }).ranked.map((r) => r.doc);
  return candidates
    .map((doc, index) => ({ doc, index, score: words.filter((word) => doc.words.has(word)).length }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
}

function suggest(store: OrganizationStore, config: Record<string, any>, body: Record<string, any>) {
  const suggestion = config.documentSuggestionConfiguration ?? {};
  const found = matches(store, suggestion.pipeline, suggestion.filter, caseWords(body));
  const count = Number.isInteger(body.numberOfResults) && body.numberOfResults > 0 ? body.numberOfResults : 5;
  return {
    responseId: randomUUID(),
    documents: found.slice(0, count).map(({ doc }) => documentOut(doc)),
    totalCount: found.length,
  };
}

const documentOut = (doc: CorpusDocument) => ({
  uniqueId: doc.uniqueId,
  title: doc.title,
  clickUri: doc.clickUri,
  excerpt: doc.excerpt,
  fields: { ...doc.fields },
  hasHtmlVersion: true,
});

function classify(store: OrganizationStore, config: Record<string, any>, body: Record<string, any>) {
  const words = caseWords(body);
  const pipeline = config.documentSuggestionConfiguration?.pipeline;
  const configurations: Array<Record<string, any>> = config.classificationConfigurations?.length
    ? config.classificationConfigurations
    : [{ filter: '', fieldsToPredict: [{ name: 'source' }] }];
  const fields = dictionary<{ predictions: Array<{ id: string; value: string; confidence: number }> }>();
  for (const classification of configurations) {
    const found = matches(store, pipeline, classification.filter, words).slice(0, 20);
    for (const { name: field } of classification.fieldsToPredict as Array<{ name: string }>) {
      const weights = new Map<string, number>();
      for (const { doc, score } of found) {
        const value = own(doc.fields, field.replace(/^@/, ''));
        if (value !== undefined) weights.set(text(value), (weights.get(text(value)) ?? 0) + score);
      }
      const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
      fields[field] = {
        predictions: [...weights]
          .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
          .map(([value, weight]) => ({
            id: createHash('sha1').update(`${field}/${value}`).digest('hex').slice(0, 16),
            value,
            confidence: Math.round((weight / total) * 1000) / 1000,
          })),
      };
    }
  }
  return { responseId: randomUUID(), fields };
}

/** The configuration of a preview: `configuration` in the body (the published schema requires it). */
const previewConfiguration = (body: Record<string, any>) => checkConfiguration(body.configuration);

export const caseAssistsHandlers: Handlers = {
  'caseAssists.list': (ctx) => paged(ctx, caseAssistsOf(ctx).list(), 'configurations'),
  'caseAssists.create': async (ctx) =>
    caseAssistsOf(ctx).insert({ ...checkConfiguration(await ctx.json()), id: randomUUID() }),
  'caseAssists.get': (ctx) => caseAssistsOf(ctx).get(ctx.params.caseAssistId),
  'caseAssists.update': async (ctx) => {
    const current = caseAssistsOf(ctx).get(ctx.params.caseAssistId);
    const fields = checkConfiguration(await ctx.json());
    caseAssistsOf(ctx).records.set(current.id, { ...fields, id: current.id });
    return noContent();
  },
  'caseAssists.delete': (ctx) => {
    caseAssistsOf(ctx).delete(ctx.params.caseAssistId);
    return noContent();
  },
  'caseAssists.classify': async (ctx) => {
    const config = caseAssistsOf(ctx).get(ctx.params.caseAssistId);
    return classify(ctx.store, config, requireObject(await ctx.json(), 'The case'));
  },
  'caseAssists.suggestDocuments': async (ctx) => {
    const config = caseAssistsOf(ctx).get(ctx.params.caseAssistId);
    return suggest(ctx.store, config, requireObject(await ctx.json(), 'The case'));
  },
  'caseAssists.previewSuggestDocuments': async (ctx) => {
    const body = requireObject(await ctx.json(), 'The case');
    return suggest(ctx.store, previewConfiguration(body), body);
  },
  'caseAssists.previewClassify': async (ctx) => {
    const body = requireObject(await ctx.json(), 'The case');
    return classify(ctx.store, previewConfiguration(body), body);
  },
};
