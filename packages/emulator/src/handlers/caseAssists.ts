import { createHash, randomUUID } from 'node:crypto';
import { type EmulatorContext, paged } from '../context';
import type { CorpusDocument } from '../corpus';
import { wordsOf } from '../corpus';
import { badRequest, created, noContent } from '../http';
import { dictionary, own, text } from '../safe';
import type { OrganizationStore } from '../state';
import { collectionOf, requireObject } from './rest';
import { answerQuery } from './search/engine';
import type { Handlers } from './types';

/*
 * Case assist configurations, and their answers, computed from the same corpus as search:
 * - documents/suggest: the words of the case's fields (those of `fieldsToFeed`, or all) are looked for in
 *   the items that the configured pipeline and `filter` let through; items score one point per word they
 *   hold, best first;
 * - classify: the values that the best 20 of those items have in each classified field (default `source`),
 *   weighted by score, give the predictions and their confidence (0 to 1, summing to 1 per field).
 * The preview variants take the configuration in the body (`configuration`), or use these defaults.
 */

const SUGGESTION_STRATEGIES = ['ITD'];
const TYPING_STRATEGIES = ['StaticValues', 'ValuesFromIndex'];
const CLASSIFICATION_STRATEGIES = ['Some', 'Axon'];
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

function checkStrategy(config: unknown, name: string, allowed: string[]) {
  if (config === undefined || config === null) return;
  if (typeof config !== 'object' || Array.isArray(config)) throw badRequest(`'${name}' must be an object.`);
  const strategy = (config as Record<string, unknown>).strategy;
  if (typeof strategy !== 'string' || !allowed.includes(strategy)) {
    throw badRequest(`'${name}.strategy' must be among ${allowed.join(', ')}; got '${text(strategy, 100)}'.`);
  }
}

function checkConfiguration(body: unknown, requireName = true): Record<string, any> {
  const config = requireObject(body, 'A case assist configuration');
  if (requireName && (typeof config.name !== 'string' || !config.name.trim())) {
    throw badRequest("A case assist configuration needs a 'name'.");
  }
  checkStrategy(
    config.documentSuggestionConfiguration,
    'documentSuggestionConfiguration',
    SUGGESTION_STRATEGIES,
  );
  checkStrategy(config.typingAidsConfiguration, 'typingAidsConfiguration', TYPING_STRATEGIES);
  checkStrategy(config.classificationConfiguration, 'classificationConfiguration', CLASSIFICATION_STRATEGIES);
  for (const [section, key] of [
    ['documentSuggestionConfiguration', 'fieldsToFeed'],
    ['classificationConfiguration', 'fields'],
    ['classificationConfiguration', 'fieldsToFeed'],
  ]) {
    const list = config[section]?.[key];
    if (list !== undefined && (!Array.isArray(list) || list.some((v: unknown) => typeof v !== 'string'))) {
      throw badRequest(`'${section}.${key}' must be an array of strings.`);
    }
  }
  const { id: _id, ...fields } = config;
  return fields;
}

/** The words of a case, from the fields to feed (all when none is named). */
function caseWords(body: Record<string, any>, feed?: string[]): string[] {
  const fields = body.fields;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
    throw badRequest("The case needs 'fields': { subject: { value }, description: { value }, ... }.");
  }
  const words = new Set<string>();
  for (const [name, entry] of Object.entries(fields as Record<string, any>)) {
    if (feed?.length && !feed.includes(name)) continue;
    const value = entry && typeof entry === 'object' ? entry.value : entry;
    if (value !== undefined && typeof value !== 'string')
      throw badRequest(`The case field '${name}' must be { value: string }.`);
    for (const word of wordsOf(value ?? '')) if (!STOP_WORDS.has(word) && word.length > 1) words.add(word);
  }
  if (!words.size) throw badRequest('The case has no words to work with: fill its fields.', 'EMPTY_CASE');
  return [...words];
}

function matches(store: OrganizationStore, config: Record<string, any>, words: string[]) {
  const suggestion = config.documentSuggestionConfiguration ?? {};
  const candidates = answerQuery(store, { pipeline: suggestion.pipeline, aq: suggestion.filter }).ranked.map(
    (r) => r.doc,
  );
  return candidates
    .map((doc, index) => ({ doc, index, score: words.filter((word) => doc.words.has(word)).length }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
}

function suggest(store: OrganizationStore, config: Record<string, any>, body: Record<string, any>) {
  const words = caseWords(body, config.documentSuggestionConfiguration?.fieldsToFeed);
  const found = matches(store, config, words);
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
  const classification = config.classificationConfiguration ?? {};
  const words = caseWords(body, classification.fieldsToFeed);
  const found = matches(store, config, words).slice(0, 20);
  const fields = dictionary<{ predictions: Array<{ id: string; value: string; confidence: number }> }>();
  for (const field of (classification.fields as string[] | undefined) ?? ['source']) {
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
  return { responseId: randomUUID(), fields };
}

/** The configuration of a preview: `configuration` in the body, checked, or the defaults. */
function previewConfiguration(body: Record<string, any>) {
  return body.configuration === undefined ? {} : checkConfiguration(body.configuration, false);
}

export const caseAssistsHandlers: Handlers = {
  'caseAssists.list': (ctx) => paged(ctx, caseAssistsOf(ctx).list(), 'items'),
  'caseAssists.create': async (ctx) =>
    created(caseAssistsOf(ctx).insert({ ...checkConfiguration(await ctx.json()), id: randomUUID() })),
  'caseAssists.get': (ctx) => caseAssistsOf(ctx).get(ctx.params.caseAssistId),
  'caseAssists.update': async (ctx) => {
    const current = caseAssistsOf(ctx).get(ctx.params.caseAssistId);
    const fields = checkConfiguration(await ctx.json());
    caseAssistsOf(ctx).records.set(current.id, { ...fields, id: current.id });
    return caseAssistsOf(ctx).get(current.id);
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
