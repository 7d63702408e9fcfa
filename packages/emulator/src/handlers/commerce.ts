import type { EmulatorContext } from '../context';
import { collectionIn, recordsName } from '../engine';
import type { Behaviours } from '../engine/hooks';
import { noContent, notFound } from '../http';
import { batchOf } from '../model/batches';
import type { Handlers } from './types';

/*
 * Commerce configurations: the engine keeps listings, slots, synonyms and documents per tracking id; the
 * platform finds a listing by a shopper's URL, writes listing pages and facet fields in batches, keeps a
 * query configuration per tracking id, solution type and target, and knows the strategies of a seed type.
 */

type Rec = Record<string, any>;
const V2 = '/rest/organizations/{org}/commerce/v2';
const trackingIdOf = (ctx: EmulatorContext) => encodeURIComponent(ctx.query('trackingId') ?? '');

const pages = batchOf(`${V2}/listings/pages`, ['trackingId', 'name']);
const facets = batchOf(`${V2}/tracking-ids/{trackingId}/facet/fields`, ['field'], (ctx) =>
  encodeURIComponent(ctx.params.trackingId),
);

/** A seedless slot recommends what is popular; a seeded one, what goes with its seed (one product, or many). */
const strategiesOf = (seedType: string) => ({
  seedType,
  strategies: (seedType === 'unseeded'
    ? ['popular_bought', 'popular_viewed']
    : ['bought_together', 'viewed_together']
  ).map((strategy) => ({
    strategy,
    seed: seedType === 'product' ? 'single' : seedType === 'unseeded' ? seedType : 'multi',
  })),
});

/** Where a query configuration is kept: its tracking id, solution type, and target unless it is global. */
const queryKey = ({ trackingId, solutionType, targets = [], isGlobal }: Rec) =>
  `commerce query configuration ${JSON.stringify([trackingId, solutionType, isGlobal ? [] : targets])}`;
const queried = (ctx: EmulatorContext) =>
  queryKey({
    trackingId: ctx.query('trackingId'),
    solutionType: ctx.query('solutionType'),
    targets: ctx.queries('targets'),
    isGlobal: ctx.query('isGlobal') === 'true',
  });

const writeQueryConfiguration = async (ctx: EmulatorContext) => {
  const body = await ctx.json();
  ctx.store.documents.set(queryKey(body), body.configurationModel);
  return body.configurationModel;
};

/** The document `key` names. @throws HttpError 404 when there is none. */
function documentOf(ctx: EmulatorContext, key: string, label: string) {
  if (!ctx.store.documents.has(key)) throw notFound(label, ctx.query('trackingId') ?? '');
  return ctx.store.documents.get(key);
}

export const commerceBehaviours: Behaviours = {
  // Each tracking id has synonyms of its own: a rule is not found under another.
  'commerce.search.synonyms.get': {
    records: (ctx) => `commerce/v2/search/synonyms ${trackingIdOf(ctx)}`,
    label: 'Synonym',
  },
};

export const commerceHandlers: Handlers = {
  // The tracking id's listing with a pattern that is the URL (its query string and fragment left out),
  // else the tracking id's global listing configuration, which applies to every listing page.
  'commerce.listings.getByUrl': (ctx) => {
    const url = (ctx.query('url') ?? '').replace(/[?#].*$/, '');
    const listings = collectionIn(ctx.store, `${V2}/configurations/listings`).list();
    const matches = (l: Rec) =>
      l.trackingId === ctx.query('trackingId') && l.patterns.some((p: Rec) => p.url === url);
    const global = recordsName(`${V2}/configurations/listings/global`, trackingIdOf(ctx));
    return (
      listings.find(matches) ??
      documentOf(ctx, global, `Listing configuration for '${url}' of the tracking id`)
    );
  },
  'commerce.listingPages.list': pages.list,
  'commerce.listingPages.createBatch': pages.create,
  'commerce.listingPages.updateBatch': pages.update,
  'commerce.listingPages.deleteBatch': pages.delete((ctx) => ctx.json()),
  'commerce.facets.list': facets.list,
  'commerce.facets.createBatch': facets.create,
  'commerce.facets.updateBatch': facets.update,
  'commerce.recommendations.slots.listStrategiesByType': (ctx) => strategiesOf(ctx.query('seedType') ?? ''),
  'commerce.recommendations.slots.listStrategies': (ctx) =>
    strategiesOf(collectionIn(ctx.store, `${V2}/recommendations/slots`).get(ctx.params.slotId).seedType),
  'commerce.queryConfiguration.create': writeQueryConfiguration,
  'commerce.queryConfiguration.update': writeQueryConfiguration,
  'commerce.queryConfiguration.get': (ctx) => documentOf(ctx, queried(ctx), 'Query configuration'),
  'commerce.queryConfiguration.delete': (ctx) => {
    if (!ctx.store.documents.delete(queried(ctx))) throw notFound('Query configuration', trackingIdOf(ctx));
    return noContent();
  },
  // The document the engine's create, update and delete write.
  'commerce.productSuggestConfiguration.get': (ctx) =>
    documentOf(ctx, recordsName(ctx.endpoint.path, trackingIdOf(ctx)), 'Product suggest configuration'),
};
