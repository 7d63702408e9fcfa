import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { wordsOf } from '../corpus';
import { collectionIn, recordsName } from '../engine';
import type { Behaviours } from '../engine/hooks';
import { propertiesOf, resolve, sampleOf } from '../engine/schemas';
import { noContent, notFound } from '../http';
import { batchOf } from '../model/batches';
import { pushedIn } from '../model/pushed';
import { publishedOperation } from '../openapi';
import { sourcesOf } from '../provision';
import type { Handlers } from './types';

/*
 * Commerce configurations: the engine keeps listings, slots, synonyms and documents per tracking id; the
 * platform finds a listing by a shopper's URL, writes listing pages and facet fields in batches, keeps a
 * query configuration per tracking id, solution type and target, and knows the strategies of a seed type.
 * A tracking id maps to catalogs by locale (commerce.setup, the first mapping its primary one): search,
 * listing and recommendation requests answer the products pushed to that catalog's source.
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

/** The catalog mappings of each tracking id, as commerce.setup gave them. */
const trackingIdsOf = (ctx: EmulatorContext) =>
  ctx.store.collection<Rec>('commerceTrackingIds', 'Tracking id', 'trackingId');

/** A catalog mapping as the platform answers it: with the catalog it names, when the organization has it. */
function mappingView(ctx: EmulatorContext, mapping: Rec): Rec {
  const catalogs = ctx.store.collection<Rec>('catalogs', 'Catalog').list();
  const catalog = catalogs.find((candidate) => candidate.name === mapping.catalogName);
  if (!catalog) return mapping;
  const sourceName = sourcesOf(ctx.store).records.get(catalog.sourceId)?.name;
  return { ...mapping, catalog: { id: catalog.id, name: catalog.name, sourceName } };
}

/** The commerce fields of a product answer (`ec_name`, `ec_price`, ...), with their published types. */
const PRODUCT_FIELDS = Object.entries(propertiesOf({ $ref: 'commerce#/$defs/Product_V2ProductView' }) ?? {})
  .filter(([name]) => name.startsWith('ec_'))
  .map(([name, schema]) => [name, resolve(schema).type] as const);

/** A pushed product as a storefront answer gives it: its commerce fields (of their types), its URI. */
function productOf(body: Rec, documentId: string): Rec {
  const product: Rec = { resultType: 'product', permanentid: documentId, clickUri: documentId };
  for (const [name, type] of PRODUCT_FIELDS) {
    const value = body[name];
    if (type === 'array' && value !== undefined) product[name] = [value].flat().map(String);
    else if (type === 'number' && value !== '' && Number.isFinite(Number(value)))
      product[name] = Number(value);
    else if (type === 'boolean' && typeof value === 'boolean') product[name] = value;
    else if (type === 'string' && typeof value === 'string') product[name] = value;
  }
  return product;
}

/**
 * The products a storefront request finds: those pushed to the source of the catalog its tracking id
 * maps to for its locale (else its primary mapping), that have every word of its `query` in their name,
 * description, brand or category. None for a tracking id without a catalog. `asTyped`: the query is
 * what a shopper is typing, its last word the start of a word (as suggestions read it).
 */
function productsFor(ctx: EmulatorContext, request: Rec, asTyped = false): Rec[] {
  const mappings: Rec[] = trackingIdsOf(ctx).records.get(request.trackingId)?.mappings ?? [];
  const locale = (m: Rec) =>
    m.language === request.language && m.country === request.country && m.currency === request.currency;
  const mapping = mappings.find(locale) ?? mappings[0];
  const catalog = mapping && mappingView(ctx, mapping).catalog;
  if (!catalog) return [];
  const sourceId = ctx.store.collection<Rec>('catalogs', 'Catalog').get(catalog.id).sourceId;
  const words = wordsOf(String(request.query ?? ''));
  return pushedIn(ctx.store, sourceId)
    .map(({ body, documentId }) => productOf(body, documentId))
    .filter((product) => {
      const text = [product.ec_name, product.ec_description, product.ec_brand, product.ec_category];
      const held = new Set(wordsOf(text.flat().filter(Boolean).join(' ')));
      const typing = asTyped ? words.at(-1) : undefined;
      const whole = typing === undefined ? words : words.slice(0, -1);
      return (
        whole.every((word) => held.has(word)) &&
        (typing === undefined || [...held].some((word) => word.startsWith(typing)))
      );
    });
}

/** Page `page` (of `perPage` products) of `products`, and its pagination. */
function pageOf(products: Rec[], page: number, perPage: number) {
  const pagination = {
    page,
    perPage,
    totalEntries: products.length,
    totalPages: Math.ceil(products.length / perPage),
    totalProducts: products.length,
  };
  return { products: products.slice(page * perPage, (page + 1) * perPage), pagination };
}

/** A storefront answer: a page (`page`, `perPage`: 0 and 10 by default) of the products the request finds. */
async function storefrontAnswer(ctx: EmulatorContext, asTyped = false) {
  const request = await ctx.json();
  const { page = 0, perPage = 10 } = request;
  const { products, pagination } = pageOf(productsFor(ctx, request, asTyped), page, perPage);
  return { responseId: randomUUID(), products, facets: [], pagination, triggers: [] };
}

/** A preview answer: a page (`page`, `perPage`: 0 and 30 by default) of `products`. */
function previewAnswer(products: Rec[], { page = 0, perPage = 30 }: Rec) {
  return { ...pageOf(products, page, perPage), responseIds: { current: randomUUID() } };
}

/**
 * A facet search: the values of the facet's field (the request facet with its `facetId`, else the field
 * so named) over the products the request finds (whatever its query for a listing, `type` LISTING),
 * those holding `facetQuery` (a `*` in it standing for any text), the most frequent first.
 */
async function facetValues(ctx: EmulatorContext) {
  const request = await ctx.json();
  const facet = (request.facets ?? []).find((candidate: Rec) => candidate.facetId === request.facetId);
  const field = facet?.field ?? request.facetId;
  const query = ctx.query('type') === 'LISTING' ? '' : request.query;
  const counts = new Map<string, number>();
  for (const product of productsFor(ctx, { ...request, query })) {
    for (const value of [product[field] ?? []].flat().map(String)) {
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  const typed = String(request.facetQuery ?? '').replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const holding = new RegExp(typed.replaceAll('*', '.*'), 'i');
  const values = [...counts]
    .filter(([value]) => holding.test(value))
    .sort(([a, aCount], [b, bCount]) => bCount - aCount || a.localeCompare(b))
    .map(([value, count]) => ({ displayValue: value, rawValue: value, count }));
  const limit = request.numberOfValues ?? 10;
  return { values: values.slice(0, limit), moreValuesAvailable: values.length > limit };
}

/** The synonym rules of the tracking id in the query, as the engine keeps them. */
const synonymsOf = (ctx: EmulatorContext) =>
  ctx.store.collection<Rec>(recordsName(`${V2}/search/synonyms`, trackingIdOf(ctx)), 'Synonym');

/** Whether a synonym rule applies to a request's locale: it names none, or one the request is in. */
function appliesTo(rule: Rec, request: Rec) {
  const holds = (locale: Rec) =>
    ['language', 'country', 'currency'].every((key) => !locale[key] || locale[key] === request[key]);
  return !rule.locales?.length || rule.locales.some(holds);
}

/**
 * The queries a query stands for under synonym rules, each rule applied in turn: a term of a two-way
 * rule also stands for its other terms; a `from` term of a one-way rule also for its `to` terms, and of
 * a replace rule for them only. An exact-match rule adds none.
 */
function queriesUnder(query: string, rules: Rec[]): string[] {
  let queries = [wordsOf(query).join(' ')];
  for (const { action, from = [], to = [] } of rules) {
    const next: string[] = [];
    for (const current of queries) {
      const padded = ` ${current} `;
      const held = from.find((term: string) => padded.includes(` ${wordsOf(term).join(' ')} `));
      if (held === undefined || action === 'exact-match') {
        next.push(current);
        continue;
      }
      const heldWords = ` ${wordsOf(held).join(' ')} `;
      const alternatives = action === 'two-way' ? from.filter((term: string) => term !== held) : to;
      if (action !== 'replace') next.push(current);
      for (const alternative of alternatives) {
        next.push(padded.replace(heldWords, ` ${wordsOf(alternative).join(' ')} `).trim());
      }
    }
    queries = [...new Set(next)];
  }
  return queries;
}

export const commerceBehaviours: Behaviours = {
  // Each tracking id has synonyms of its own: a rule is not found under another.
  'commerce.search.synonyms.get': {
    records: (ctx) => `commerce/v2/search/synonyms ${trackingIdOf(ctx)}`,
    label: 'Synonym',
  },
};

export const commerceHandlers: Handlers = {
  // The tracking id's catalog mappings; the rest of the answer is the published one's smallest value.
  'commerce.setup': async (ctx) => {
    const { trackingId, trackingIdToCatalogMapping } = await ctx.json();
    const mappings = trackingIdToCatalogMapping.map((mapping: Rec, i: number) => ({
      ...mapping,
      primary: i === 0,
    }));
    if (trackingId) trackingIdsOf(ctx).insert({ trackingId, mappings });
    const answer = sampleOf(publishedOperation('commerce.setup')?.responses[200]?.schema);
    return { ...answer, trackingIdToCatalogMapping: mappings.map((m: Rec) => mappingView(ctx, m)) };
  },
  'commerce.search.query': storefrontAnswer,
  'commerce.searchFacetValues': facetValues,
  // The products the query finds under the tracking id's synonym rules for the locale, with the body's
  // rule added (or, with `id`, in place of that rule), in the order of the catalog.
  'commerce.search.synonyms.preview': async (ctx) => {
    const request = { ...(await ctx.json()), trackingId: ctx.query('trackingId') };
    const replaced = ctx.query('id');
    // A rule of the tracking id, whatever its locales; else 404.
    if (replaced) synonymsOf(ctx).get(replaced);
    const saved = synonymsOf(ctx)
      .list()
      .filter((rule) => rule.id !== replaced && appliesTo(rule, request));
    const rules = saved.concat(request.synonym ?? []);
    const found = new Set<string>();
    for (const query of queriesUnder(request.query, rules)) {
      for (const product of productsFor(ctx, { ...request, query })) found.add(product.permanentid);
    }
    const all = productsFor(ctx, { ...request, query: '' });
    return previewAnswer(
      all.filter((product) => found.has(product.permanentid)),
      request,
    );
  },
  'commerce.search.productSuggest': (ctx) => storefrontAnswer(ctx, true),
  // The names of the products what is typed finds, that hold it (`count` of them: 5 by default), the
  // typed part in brackets.
  'commerce.search.querySuggest': async (ctx) => {
    const request = await ctx.json();
    const typed = String(request.query ?? '')
      .toLowerCase()
      .trim();
    const names = productsFor(ctx, request, true).map((product) =>
      String(product.ec_name ?? '').toLowerCase(),
    );
    const holding = names.filter((name) => name && (name.startsWith(typed) || name.includes(` ${typed}`)));
    const completions = [...new Set(holding)].slice(0, request.count ?? 5).map((expression) => ({
      expression,
      highlighted: typed ? expression.replace(typed, `[${typed}]`) : expression,
    }));
    return { responseId: randomUUID(), completions };
  },
  'commerce.listings.getProducts': storefrontAnswer,
  'commerce.recommendations.getProducts': async (ctx) => {
    const { facets: _f, ...answer } = await storefrontAnswer(ctx);
    return answer;
  },
  // The products of the tracking id's catalog, as a slot answers them, less the seed products.
  'commerce.recommendations.preview': async (ctx) => {
    const request = await ctx.json();
    const seeds = new Set((request.products ?? []).map((seed: Rec) => seed.productId));
    const products = productsFor(ctx, request).filter((product) => !seeds.has(product.ec_product_id));
    return previewAnswer(products, request);
  },
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
