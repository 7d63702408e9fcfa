import { randomUUID } from 'node:crypto';
import { type EmulatorContext, intQuery, paged } from '../context';
import { wordsOf } from '../corpus';
import { collectionIn, recordsName } from '../engine';
import type { Behaviours, Hooks } from '../engine/hooks';
import { compareValues, holdsText } from '../engine/listing';
import { propertiesOf, resolve, sampleOf } from '../engine/schemas';
import { noContent, notFound } from '../http';
import { batchOf } from '../model/batches';
import { pushedIn } from '../model/pushed';
import { flag } from '../model/rest';
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

/**
 * Products in the order a request's `sort` gives: as found (by relevance) unless its `sortCriteria` is
 * `fields`, then by each of its `fields` in turn, ascending unless its `direction` is `desc`.
 */
function sortedAs(products: Rec[], sort: Rec | undefined): Rec[] {
  if (sort?.sortCriteria !== 'fields') return products;
  return [...products].sort((a, b) => {
    for (const { field, direction } of sort.fields ?? []) {
      const compared = compareValues(a[field], b[field]);
      if (compared) return direction === 'desc' ? -compared : compared;
    }
    return 0;
  });
}

/**
 * A storefront answer: a page (`page`, `perPage`: 0 and 10 by default) of the products the request
 * finds, in the order its `sort` gives.
 */
async function storefrontAnswer(ctx: EmulatorContext, asTyped = false, listing = false) {
  const request = await ctx.json();
  const { page = 0, perPage = 10 } = request;
  const found = listing ? listingPage(ctx, request) : productsFor(ctx, request, asTyped);
  const { products, pagination } = pageOf(sortedAs(found, request.sort), page, perPage);
  return { responseId: randomUUID(), products, facets: [], pagination, triggers: [] };
}

/** A preview answer: a page (`page`, `perPage`: 0 and 30 by default) of `products`. */
function previewAnswer(products: Rec[], { page = 0, perPage = 30 }: Rec) {
  return { ...pageOf(products, page, perPage), responseIds: { current: randomUUID() } };
}

/** One page of `items` (`page` 0-based, `perPage` 10 by default), in the configurations' page model. */
const configurationPage = (ctx: EmulatorContext, items: Rec[]) => paged(ctx, items, 'items', 10);

/** The records at `path` of the query's tracking id whose name holds its `query` (any case). */
const namedIn = (ctx: EmulatorContext, path: string): Rec[] =>
  collectionIn(ctx.store, path)
    .list()
    .filter((record) => record.trackingId === ctx.query('trackingId'))
    .filter((record) => holdsText([record.name], ctx.query('query')));

/** A listing configuration's rule lists, and the type each list's rules answer. */
const RULE_TYPES = { filterRules: 'filter', rankingRules: 'ranking', pinRules: 'pin' } as const;

/** A listing configuration's rules as stored: each with its id (the platform gives one to a new rule). */
function withRuleIds(rules: Rec = {}): Rec {
  const listed = Object.entries(rules).map(([list, items]) => [
    list,
    Array.isArray(items) ? items.map((rule: Rec) => ({ ...rule, id: rule.id ?? randomUUID() })) : items,
  ]);
  return Object.fromEntries(listed);
}

/** The key of a tracking id's global listing configuration among the store's documents. */
const globalListingKey = (trackingId: string) =>
  recordsName(`${V2}/configurations/listings/global`, encodeURIComponent(trackingId));

/** The tracking id's listing configuration with a pattern that is `url` (its query string and fragment left out). */
function listingOfUrl(ctx: EmulatorContext, trackingId: unknown, url: string): Rec | undefined {
  const page = url.replace(/[?#].*$/, '');
  return collectionIn(ctx.store, `${V2}/configurations/listings`)
    .list()
    .find((l) => l.trackingId === trackingId && l.patterns?.some((p: Rec) => p.url === page));
}

/**
 * The rules of a tracking id's listing configurations and of its global one, each with its type and the
 * configuration (id, name, scope) that holds it.
 */
function listingRules(ctx: EmulatorContext, trackingId: string): Rec[] {
  const listings = collectionIn(ctx.store, `${V2}/configurations/listings`).list();
  const global = ctx.store.documents.get(globalListingKey(trackingId)) as Rec | undefined;
  const configurations = [
    ...listings.filter((listing) => listing.trackingId === trackingId),
    ...(global ? [{ ...global, scope: 'global' }] : []),
  ];
  return configurations.flatMap((configuration) =>
    Object.entries(RULE_TYPES).flatMap(([list, type]) =>
      (configuration.rules?.[list] ?? []).map((rule: Rec) => ({
        ...rule,
        type,
        trackingId,
        configurationId: configuration.id,
        configurationName: configuration.name,
        configurationType: 'listing',
        scope: configuration.scope ?? 'specific',
      })),
    ),
  );
}

/**
 * The products of a listing page: the catalog's, under the live rules of the listing configuration whose
 * pattern is the page's URL (`context.view.url`) and of the tracking id's global one; filters, then
 * rankings, then pins.
 */
function listingPage(ctx: EmulatorContext, request: Rec): Rec[] {
  const listing = listingOfUrl(ctx, request.trackingId, String(request.context?.view?.url ?? ''));
  const global = ctx.store.documents.get(globalListingKey(String(request.trackingId))) as Rec | undefined;
  const configurations = [listing, global];
  let products = productsFor(ctx, request);
  for (const list of Object.keys(RULE_TYPES))
    for (const rule of configurations.flatMap((configuration) => configuration?.rules?.[list] ?? []))
      if (scheduled(rule, 'live')) products = underRule(products, rule);
  return products;
}

/** Whether a rule's schedule is `filter` (live, unscheduled or expired) now. */
function scheduled(rule: Rec, filter: string) {
  const now = Date.now();
  const start = rule.scheduleStartDate ? Date.parse(rule.scheduleStartDate) : undefined;
  const end = rule.scheduleEndDate ? Date.parse(rule.scheduleEndDate) : undefined;
  if (filter === 'unscheduled') return start === undefined && end === undefined;
  if (filter === 'expired') return end !== undefined && end < now;
  return (start === undefined || start <= now) && (end === undefined || end >= now);
}

/** Whether a rule applies in the query's locale: it names none, or one agreeing with each part the query gives. */
function inQueriedLocale(ctx: EmulatorContext) {
  const locale = Object.fromEntries(
    ['language', 'country', 'currency'].flatMap((key) => (ctx.query(key) ? [[key, ctx.query(key)]] : [])),
  );
  return (rule: Rec) =>
    !rule.locales?.length ||
    rule.locales.some((l: Rec) =>
      Object.entries(locale).every(([key, value]) => !l[key] || l[key] === value),
    );
}

/** Rules sorted by each `property.direction` of the query's `sort` in turn (by `fallback` without one). */
function sortedAsQueried(ctx: EmulatorContext, rules: Rec[], fallback: string[] = []): Rec[] {
  const sorts = ctx.queries('sort').filter(Boolean);
  const order = (sorts.length ? sorts : fallback).map((sort) => sort.split('.'));
  return rules.sort((a, b) => {
    for (const [property, direction] of order) {
      const compared = String(a[property] ?? '').localeCompare(String(b[property] ?? ''));
      if (compared) return direction === 'desc' ? -compared : compared;
    }
    return 0;
  });
}

/** The rules the query keeps (by listing, name, scope, essential, locale, action and schedule), sorted. */
function rulesQueried(ctx: EmulatorContext): Rec[] {
  const given = (name: string) => ctx.query(name) || undefined;
  const inLocale = inQueriedLocale(ctx);
  const actions = ctx.queries('actions').filter(Boolean);
  const kept = listingRules(ctx, ctx.query('trackingId') ?? '').filter(
    (rule) =>
      (!given('configurationId') || rule.configurationId === given('configurationId')) &&
      holdsText([rule.name], given('name')) &&
      (!given('scope') || rule.scope === given('scope')) &&
      (!given('essential') || String(rule.essential === true) === given('essential')) &&
      inLocale(rule) &&
      (!actions.length || actions.includes(rule.action)) &&
      (!given('scheduleFilter') || scheduled(rule, given('scheduleFilter')!)),
  );
  return sortedAsQueried(ctx, kept, ['name.asc']);
}

/** Whether a product meets a rule's filter: its field's values against the filter's value(s) or range. */
function meetsFilter(product: Rec, { fieldName, operator, value = {} }: Rec): boolean {
  const held: unknown[] = [product[fieldName] ?? []].flat();
  const wanted: unknown[] = value.values ?? (value.value === undefined ? [] : [value.value]);
  const lower = (v: unknown) => String(v).toLowerCase();
  const equal = held.some((h) => wanted.some((w) => lower(h) === lower(w)));
  const contained = held.some((h) => wanted.some((w) => lower(h).includes(lower(w))));
  const numbers = held.map(Number).filter(Number.isFinite);
  const bound = Number(wanted[0]);
  const { from = -Infinity, to = Infinity } = value.range ?? {};
  const tests: Record<string, () => boolean> = {
    isDefined: () => held.length > 0,
    isNotDefined: () => held.length === 0,
    isExactly: () => equal,
    isAnyOf: () => equal,
    isExactlyNot: () => !equal,
    contains: () => contained,
    doesNotContain: () => !contained,
    isBetween: () => numbers.some((n) => n >= from && n <= to),
    isGreaterThan: () => numbers.some((n) => n > bound),
    isGreaterThanOrEqualTo: () => numbers.some((n) => n >= bound),
    isLessThan: () => numbers.some((n) => n < bound),
    isLessThanOrEqualTo: () => numbers.some((n) => n <= bound),
  };
  return tests[operator]?.() ?? false;
}

/**
 * The products as a listing rule leaves them: a filter rule keeps (`include`) or leaves out (`exclude`)
 * those meeting all its filters; a ranking rule puts them first (`boost`) or last (`bury`); a pin rule
 * puts products at the ranks it gives them (1 the first).
 */
function underRule(products: Rec[], rule: Rec | undefined): Rec[] {
  if (!rule) return products;
  const meets = (product: Rec) => (rule.filters ?? []).every((filter: Rec) => meetsFilter(product, filter));
  if (rule.action === 'include') return products.filter(meets);
  if (rule.action === 'exclude') return products.filter((product) => !meets(product));
  if (rule.action === 'boost' || rule.action === 'bury') {
    const [held, rest] = [products.filter(meets), products.filter((product) => !meets(product))];
    return rule.action === 'boost' ? [...held, ...rest] : [...rest, ...held];
  }
  const ranks = new Map<string, number>((rule.rankByPermanentId ?? []).flatMap(Object.entries));
  const rankOf = (product: Rec) => ranks.get(product.permanentid);
  const pinned = products.filter((product) => rankOf(product) !== undefined);
  const shown = products.filter((product) => rankOf(product) === undefined);
  for (const product of pinned.sort((a, b) => rankOf(a)! - rankOf(b)!)) {
    shown.splice(rankOf(product)! - 1, 0, product);
  }
  return shown;
}

/** The rule a preview request carries: its filter, ranking or pin rule. */
const ruleOf = (request: Rec): Rec | undefined =>
  request.filterRule ?? request.rankingRule ?? request.pinRule;

/**
 * A listing rule preview: the products the listing page of the request's tracking id and locale shows
 * (as commerce.listings.getProducts answers them), as `rule` leaves them, each with how many places it
 * moved up (`positionDifference`, down when negative) from where `compared` (no rule by default) leaves it.
 */
function listingPreview(ctx: EmulatorContext, request: Rec, rule: Rec | undefined, compared?: Rec) {
  const products = productsFor(ctx, { ...request, query: '' });
  const before = underRule(products, compared).map((product) => product.permanentid);
  const moved = underRule(products, rule).map((product, position) => {
    const was = before.indexOf(product.permanentid);
    return was < 0 ? product : { ...product, positionDifference: was - position };
  });
  return previewAnswer(moved, request);
}

/** The rule of the tracking id the path names. @throws HttpError 404 for a rule it does not have. */
function storedRule(ctx: EmulatorContext, trackingId: string): Rec {
  const rule = listingRules(ctx, trackingId).find((candidate) => candidate.id === ctx.params.ruleId);
  if (!rule) throw notFound('Listing rule', ctx.params.ruleId);
  return rule;
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

/** A listing configuration (or the global one) as stored: each rule with its id. */
const ruleIds: Hooks = { accept: (_ctx, body) => ({ ...body, rules: withRuleIds(body.rules) }) };

export const commerceBehaviours: Behaviours = {
  // The platform gives each rule of a listing configuration its id.
  'commerce.listings.get': ruleIds,
  'commerce.listings.getGlobalConfiguration': ruleIds,
  // Each tracking id has synonyms of its own: a rule is not found under another. A listing keeps the
  // rules of the query's action, locale and search term (`query`, in a term), sorted as `sort` says.
  'commerce.search.synonyms.get': {
    records: (ctx) => `commerce/v2/search/synonyms ${trackingIdOf(ctx)}`,
    label: 'Synonym',
    list(ctx, rules) {
      const [action, inLocale] = [ctx.query('action'), inQueriedLocale(ctx)];
      const kept = rules.filter(
        (rule) =>
          (!action || rule.action === action) &&
          inLocale(rule) &&
          holdsText([...rule.from, ...(rule.to ?? [])], ctx.query('query')),
      );
      return sortedAsQueried(ctx, kept);
    },
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
  'commerce.listings.getProducts': (ctx) => storefrontAnswer(ctx, false, true),
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
    const global = globalListingKey(ctx.query('trackingId') ?? '');
    return (
      listingOfUrl(ctx, ctx.query('trackingId'), url) ??
      documentOf(ctx, global, `Listing configuration for '${url}' of the tracking id`)
    );
  },
  'commerce.listings.listNames': (ctx) =>
    configurationPage(
      ctx,
      namedIn(ctx, `${V2}/configurations/listings`).map(({ id, name, patterns }) => ({
        id,
        name,
        url: patterns[0]?.url,
      })),
    ),
  'commerce.listings.listRules': (ctx) => configurationPage(ctx, rulesQueried(ctx)),
  'commerce.recommendations.slots.listNames': (ctx) =>
    configurationPage(
      ctx,
      namedIn(ctx, `${V2}/recommendations/slots`).map(({ id, name }) => ({ id, name })),
    ),
  // Previews: nothing is stored. A new rule, a stored one (404 for a rule the tracking id lacks), and a
  // stored one as the body changes it.
  'commerce.listings.previewNewRule': async (ctx) => {
    const request = await ctx.json();
    return listingPreview(ctx, request, ruleOf(request));
  },
  'commerce.listings.previewRule': (ctx) => {
    const trackingId = ctx.query('trackingId') ?? '';
    const request = {
      ...Object.fromEntries(['language', 'country', 'currency'].map((key) => [key, ctx.query(key)])),
      trackingId,
      page: intQuery(ctx, 'page', 0),
      perPage: intQuery(ctx, 'perPage', 30),
    };
    return listingPreview(ctx, request, storedRule(ctx, trackingId));
  },
  // Compared with the listing page without the rule, or with compareWithPreviousState, with it as stored.
  'commerce.listings.previewRuleUpdate': async (ctx) => {
    const request = await ctx.json();
    const stored = storedRule(ctx, request.trackingId);
    const compared = flag(ctx, 'compareWithPreviousState') ? stored : undefined;
    return listingPreview(ctx, request, ruleOf(request), compared);
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
