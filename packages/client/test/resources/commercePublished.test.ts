// The commerce API's published calls (client.commerce), over HTTP against the emulator: each call's
// request as it goes on the wire, and what the caller gets back.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer, lastWire } from './publishedChecks';

const env = useEmulator();
const v2 = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/commerce/v2`;
const TRACKING_ID = 'sports-store';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A shopper's locale, as storefront requests carry it. */
const locale = { language: 'en', country: 'US', currency: 'USD' };
const context = { view: { url: 'https://shop.example.com/shoes' } };

const wire = () => lastWire(env);

describe('commerce: storefront requests', () => {
  it('runs a search, its suggestions and its redirect with the shopper context in the body', async () => {
    const { search } = env.client().commerce;
    const request = { trackingId: TRACKING_ID, ...locale, query: 'running shoes', context, perPage: 12 };
    const answer = await search.query(request);
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/search`,
      query: '',
      body: request,
      endpoint: 'commerce.search.query',
    });
    expectPublishedAnswer('commerce.search.query', answer);

    const products = await search.productSuggest({
      trackingId: TRACKING_ID,
      ...locale,
      query: 'run',
      context,
    });
    expectPublishedAnswer('commerce.search.productSuggest', products);
    expect(await wire()).toMatchObject({ method: 'POST', path: `${v2}/search/productSuggest` });

    const suggestions = await search.querySuggest({
      trackingId: TRACKING_ID,
      language: 'en',
      currency: 'USD',
      query: 'run',
      count: 5,
      context,
    });
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/search/querySuggest`,
      query: '',
      body: { trackingId: TRACKING_ID, language: 'en', currency: 'USD', query: 'run', count: 5, context },
      endpoint: 'commerce.search.querySuggest',
    });
    expectPublishedAnswer('commerce.search.querySuggest', suggestions);

    const redirect = await search.getRedirect({
      trackingId: TRACKING_ID,
      ...locale,
      query: 'returns',
      context,
    });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${v2}/search/redirect`,
      body: { query: 'returns' },
      endpoint: 'commerce.search.getRedirect',
    });
    expectPublishedAnswer('commerce.search.getRedirect', redirect);
  });

  it('refuses a storefront request without the page the shopper is on, naming the field', async () => {
    const { commerce } = env.client();
    const error = await rejection(
      commerce.search.query({ trackingId: TRACKING_ID, ...locale, query: 'shoes', context: {} as never }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain('/context/view');
    expect(await wire()).toMatchObject({ method: 'POST', path: `${v2}/search`, body: { context: {} } });
  });

  it('gets the products of a listing page and of a recommendation slot, and previews a strategy', async () => {
    const { commerce } = env.client();
    const listing = { trackingId: TRACKING_ID, ...locale, context, page: 0, perPage: 24 };
    expectPublishedAnswer('commerce.listings.getProducts', await commerce.listings.getProducts(listing));
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/listing`,
      query: '',
      body: listing,
      endpoint: 'commerce.listings.getProducts',
    });

    const slotId = '8a1b0c2d-3e4f-4a5b-9c6d-7e8f9a0b1c2d';
    const recommended = await commerce.recommendations.getProducts({
      trackingId: TRACKING_ID,
      ...locale,
      slotId,
      context,
    });
    expectPublishedAnswer('commerce.recommendations.getProducts', recommended);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${v2}/recommendations`,
      body: { slotId, context },
      endpoint: 'commerce.recommendations.getProducts',
    });

    const preview = { trackingId: TRACKING_ID, ...locale, strategy: 'popular_viewed' as const, minRecs: 4 };
    expectPublishedAnswer(
      'commerce.recommendations.preview',
      await commerce.recommendations.preview(preview),
    );
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${v2}/recommendations/preview`,
      body: preview,
    });
    const refused = await rejection(
      commerce.recommendations.preview({ ...preview, strategy: 'most_expensive' as never }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('/strategy');
  });

  it('searches facet values, gets badges and sets up tracking ids', async () => {
    const { commerce } = env.client();
    const facetSearch = {
      trackingId: TRACKING_ID,
      ...locale,
      query: 'shoes',
      facetId: 'ec_brand',
      facetQuery: 'ad',
      context,
    };
    expectPublishedAnswer(
      'commerce.searchFacetValues',
      await commerce.searchFacetValues(facetSearch, { type: 'SEARCH' }),
    );
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/facet`,
      query: 'type=SEARCH',
      body: facetSearch,
      endpoint: 'commerce.searchFacetValues',
    });

    const placementIds = ['0f9e8d7c-6b5a-4c3d-8e1f-2a3b4c5d6e7f'];
    expectPublishedAnswer(
      'commerce.getBadges',
      await commerce.getBadges(TRACKING_ID, { ...locale, placementIds, context }),
    );
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${v2}/tracking-ids/${TRACKING_ID}/badges`,
      body: { placementIds, context },
      endpoint: 'commerce.getBadges',
    });
    const tooMany = Array.from({ length: 6 }, (_, i) => `0f9e8d7c-6b5a-4c3d-8e1f-2a3b4c5d6e7${i}`);
    expect(
      (await rejection(commerce.getBadges(TRACKING_ID, { ...locale, placementIds: tooMany, context })))
        .status,
    ).toBe(400);

    const setup = {
      trackingId: TRACKING_ID,
      trackingIdToCatalogMapping: [{ catalogName: 'Sports', ...locale }],
      pipelineSetups: [{ pipelineId: 'commerce-search' }],
    };
    expectPublishedAnswer('commerce.setup', await commerce.setup(setup));
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/setup`,
      query: '',
      body: setup,
      endpoint: 'commerce.setup',
    });
  });
});

describe('commerce: listing configurations and listing pages', () => {
  const shoes = {
    name: 'Shoes',
    trackingId: TRACKING_ID,
    patterns: [{ url: 'https://shop.example.com/shoes' }],
    rules: {},
  };

  it('creates, reads, lists, replaces and deletes a listing configuration', async () => {
    const { listings } = env.client().commerce;
    const created = await listings.create(shoes);
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/configurations/listings`,
      query: '',
      body: shoes,
      endpoint: 'commerce.listings.create',
    });
    expect(created).toMatchObject(shoes);
    expect(created.id).toMatch(UUID);
    expectPublishedAnswer('commerce.listings.create', created);
    const listingId = created.id!;

    expect(await listings.get(listingId)).toEqual(created);
    expect(await wire()).toMatchObject({ method: 'GET', path: `${v2}/configurations/listings/${listingId}` });

    const boots = { ...shoes, name: 'Boots', patterns: [{ url: 'https://shop.example.com/boots' }] };
    expect(await listings.update(listingId, boots)).toEqual({ ...boots, id: listingId });
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${v2}/configurations/listings/${listingId}`,
      body: boots,
    });

    const page = await listings.list({ trackingId: TRACKING_ID, page: 0, perPage: 10 });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/configurations/listings`,
      query: `trackingId=${TRACKING_ID}&page=0&perPage=10`,
    });
    expect(page).toMatchObject({ items: [{ ...boots, id: listingId }], totalEntries: 1, totalPages: 1 });
    expectPublishedAnswer('commerce.listings.list', page);

    expect(await listings.delete(listingId)).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `${v2}/configurations/listings/${listingId}`,
    });
    expect((await rejection(listings.get(listingId))).status).toBe(404);
    expect((await rejection(listings.update(listingId, boots))).status).toBe(404);
    expect((await listings.list({ trackingId: TRACKING_ID }))?.items).toEqual([]);
  });

  it('refuses a listing configuration without URL patterns, naming the field', async () => {
    const { listings } = env.client().commerce;
    const error = await rejection(listings.create({ ...shoes, patterns: undefined as never }));
    expect(error.status).toBe(400);
    expect(error.message).toContain('patterns');
    expect((await listings.list({ trackingId: TRACKING_ID }))?.items).toEqual([]);
  });

  it('replaces and reads the global listing configuration, and finds listings by URL, name and rule', async () => {
    const { listings } = env.client().commerce;
    const global = { ...shoes, name: 'Every listing', scope: 'global' as const };
    expect(await listings.updateGlobalConfiguration(global)).toMatchObject(global);
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${v2}/configurations/listings/global`,
      body: global,
      endpoint: 'commerce.listings.updateGlobalConfiguration',
    });
    expect(await listings.getGlobalConfiguration({ trackingId: TRACKING_ID })).toMatchObject(global);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/configurations/listings/global`,
      query: `trackingId=${TRACKING_ID}`,
    });

    const byUrl = await listings.getByUrl({
      trackingId: TRACKING_ID,
      url: 'https://shop.example.com/shoes?page=2',
    });
    expectPublishedAnswer('commerce.listings.getByUrl', byUrl);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/configurations/listings/url`,
      query: `trackingId=${TRACKING_ID}&url=https%3A%2F%2Fshop.example.com%2Fshoes%3Fpage%3D2`,
      endpoint: 'commerce.listings.getByUrl',
    });

    const names = await listings.listNames({ trackingId: TRACKING_ID, query: 'sho' });
    expect(await wire()).toMatchObject({
      path: `${v2}/configurations/listings/names`,
      query: `trackingId=${TRACKING_ID}&query=sho`,
    });
    expectPublishedAnswer('commerce.listings.listNames', names);

    const rules = await listings.listRules({
      trackingId: TRACKING_ID,
      scope: 'specific',
      actions: ['boost', 'pin'],
      perPage: 5,
    });
    expect(await wire()).toMatchObject({
      path: `${v2}/configurations/listings/rules`,
      query: `trackingId=${TRACKING_ID}&scope=specific&actions=boost&actions=pin&perPage=5`,
      endpoint: 'commerce.listings.listRules',
    });
    expectPublishedAnswer('commerce.listings.listRules', rules);
  });

  it("previews a listing rule's effect", async () => {
    const { listings } = env.client().commerce;
    const request = {
      trackingId: TRACKING_ID,
      ...locale,
      previewUrl: 'https://shop.example.com/shoes',
      listingId: 'shoes',
      action: 'boost' as const,
    };
    expectPublishedAnswer(
      'commerce.listings.previewNewRule',
      await listings.previewNewRule(request, { isEditingGlobal: false }),
    );
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/listing/preview/rules`,
      query: 'isEditingGlobal=false',
      body: request,
      endpoint: 'commerce.listings.previewNewRule',
    });

    // A rule the organization does not have: 404; an id that is no UUID, as rule ids are: 400.
    const query = { ...locale, trackingId: TRACKING_ID, previewUrl: request.previewUrl, listingId: 'shoes' };
    const notUuid = await rejection(listings.previewRule('no-such-rule', { ...query, listingName: 'Shoes' }));
    expect(notUuid).toMatchObject({ status: 400 });
    expect(notUuid.message).toContain("the path parameter 'ruleId' must be a UUID; got 'no-such-rule'");
    const unknown = '00000000-0000-4000-8000-000000000000';
    const error = await rejection(listings.previewRule(unknown, { ...query, listingName: 'Shoes' }));
    expect(error.status).toBe(404);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/listing/preview/rules/${unknown}`,
      endpoint: 'commerce.listings.previewRule',
    });
    expect((await rejection(listings.previewRuleUpdate(unknown, request))).status).toBe(404);
    expect(await wire()).toMatchObject({ method: 'PUT', path: `${v2}/listing/preview/rules/${unknown}` });
  });

  it('lists listing pages and writes them several at a time', async () => {
    const { listingPages } = env.client().commerce;
    const page = await listingPages.list({ trackingId: TRACKING_ID, filter: 'shoe', perPage: 50 });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/listings/pages`,
      query: `trackingId=${TRACKING_ID}&filter=shoe&perPage=50`,
      endpoint: 'commerce.listingPages.list',
    });
    expectPublishedAnswer('commerce.listingPages.list', page);

    const pages = [
      {
        name: 'Trail shoes',
        trackingId: TRACKING_ID,
        patterns: [{ url: 'https://shop.example.com/shoes/trail' }],
        pageRules: [
          { name: 'trail', filters: [{ fieldName: 'ec_category', operator: 'isExactly' as const }] },
        ],
      },
    ];
    expectPublishedAnswer('commerce.listingPages.createBatch', await listingPages.createBatch(pages));
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/listings/pages/bulk-create`,
      query: '',
      body: pages,
      endpoint: 'commerce.listingPages.createBatch',
    });
    expectPublishedAnswer('commerce.listingPages.updateBatch', await listingPages.updateBatch(pages));
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${v2}/listings/pages/bulk-update`,
      body: pages,
    });

    const ids = ['1c9a4b7e-2d3f-4e5a-8b6c-7d8e9f0a1b2c'];
    expect(await listingPages.deleteBatch(ids)).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${v2}/listings/pages/bulk-delete`,
      body: ids,
    });

    const refused = await rejection(listingPages.createBatch([{ ...pages[0], pageRules: [] }]));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('pageRules');
  });
});

describe('commerce: search configuration and synonyms', () => {
  it('replaces and reads the global search configuration of a tracking id', async () => {
    const { search } = env.client().commerce;
    const configuration = { trackingId: TRACKING_ID, name: 'Search', rules: { rankingRules: [] } };
    expect(await search.updateGlobalConfiguration(configuration)).toMatchObject(configuration);
    expect(await wire()).toEqual({
      method: 'PUT',
      path: `${v2}/configurations/search/global`,
      query: '',
      body: configuration,
      endpoint: 'commerce.search.updateGlobalConfiguration',
    });
    expect(await search.getGlobalConfiguration({ trackingId: TRACKING_ID })).toMatchObject(configuration);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/configurations/search/global`,
      query: `trackingId=${TRACKING_ID}`,
    });
  });

  it('creates, reads, lists, replaces and deletes a synonym rule, the tracking id in the query', async () => {
    const { synonyms } = env.client().commerce.search;
    const rule = { action: 'two-way' as const, from: ['sneakers', 'trainers'] };
    const created = await synonyms.create(rule, { trackingId: TRACKING_ID });
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/search/synonyms`,
      query: `trackingId=${TRACKING_ID}`,
      body: rule,
      endpoint: 'commerce.search.synonyms.create',
    });
    expect(created).toMatchObject(rule);
    expectPublishedAnswer('commerce.search.synonyms.create', created);
    const synonymId = created.id!;
    expect(synonymId).toMatch(UUID);

    expect(await synonyms.get(synonymId, { trackingId: TRACKING_ID })).toEqual(created);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/search/synonyms/${synonymId}`,
      query: `trackingId=${TRACKING_ID}`,
    });

    const oneWay = { action: 'one-way' as const, from: ['kicks'], to: ['sneakers'] };
    expect(await synonyms.update(synonymId, oneWay, { trackingId: TRACKING_ID })).toMatchObject(oneWay);
    expect(await wire()).toMatchObject({ method: 'PUT', body: oneWay, query: `trackingId=${TRACKING_ID}` });

    const listed = await synonyms.list({ trackingId: TRACKING_ID, language: 'en', page: 0, perPage: 20 });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/search/synonyms`,
      query: `trackingId=${TRACKING_ID}&language=en&page=0&perPage=20`,
    });
    expect(listed).toMatchObject({ items: [{ ...oneWay, id: synonymId }], totalEntries: 1 });
    expectPublishedAnswer('commerce.search.synonyms.list', listed);

    expect(await synonyms.delete(synonymId, { trackingId: TRACKING_ID })).toEqual({});
    expect(await wire()).toMatchObject({ method: 'DELETE', path: `${v2}/search/synonyms/${synonymId}` });
    expect((await rejection(synonyms.get(synonymId, { trackingId: TRACKING_ID }))).status).toBe(404);
  });

  it('lists the synonym rules of an action, a locale and a search term, sorted as asked', async () => {
    const { synonyms } = env.client().commerce.search;
    const query = { trackingId: TRACKING_ID };
    const twoWay = await synonyms.create({ action: 'two-way', from: ['sneakers', 'trainers'] }, query);
    const oneWay = await synonyms.create(
      { action: 'one-way', from: ['kicks'], to: ['sneakers'], locales: [{ language: 'en', country: 'US' }] },
      query,
    );
    const replace = await synonyms.create(
      { action: 'replace', from: ['tele'], to: ['television'], locales: [{ language: 'fr' }] },
      query,
    );
    const ids = async (more: Record<string, string>) =>
      (await synonyms.list({ ...query, ...more }))?.items.map((rule) => rule.id);

    expect(await ids({ action: 'one-way' })).toEqual([oneWay.id]);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/search/synonyms`,
      query: `trackingId=${TRACKING_ID}&action=one-way`,
    });
    expect(await ids({ action: 'exact-match' })).toEqual([]);
    // A rule without locales applies to every one; the query's parts must agree with the rule's.
    expect(await ids({ language: 'en' })).toEqual([twoWay.id, oneWay.id]);
    expect(await ids({ language: 'en', country: 'CA' })).toEqual([twoWay.id]);
    expect(await ids({ query: 'SNEAK' })).toEqual([twoWay.id, oneWay.id]);
    expect(await ids({ sort: 'action.desc' })).toEqual([twoWay.id, replace.id, oneWay.id]);
    const page = await synonyms.list({ ...query, query: 'sneakers', sort: 'action.asc', perPage: 1 });
    expect(page).toMatchObject({ items: [{ id: oneWay.id }], totalEntries: 2, totalPages: 2 });
  });

  it('refuses a synonym rule without terms or with an unknown action', async () => {
    const { synonyms } = env.client().commerce.search;
    const noTerms = await rejection(
      synonyms.create({ action: 'replace', from: [] }, { trackingId: TRACKING_ID }),
    );
    expect(noTerms.status).toBe(400);
    expect(noTerms.message).toContain('/from');
    const action = await rejection(
      synonyms.create({ action: 'sideways' as never, from: ['a'] }, { trackingId: TRACKING_ID }),
    );
    expect(action.status).toBe(400);
    expect(action.message).toContain('/action');
    expect((await synonyms.list({ trackingId: TRACKING_ID }))?.items).toEqual([]);
  });

  it('previews a query with a synonym rule', async () => {
    const { synonyms } = env.client().commerce.search;
    const request = {
      ...locale,
      query: 'kicks',
      synonym: { action: 'one-way' as const, from: ['kicks'], to: ['sneakers'] },
    };
    expectPublishedAnswer(
      'commerce.search.synonyms.preview',
      await synonyms.preview(request, { trackingId: TRACKING_ID }),
    );
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/search/preview/synonyms/new`,
      query: `trackingId=${TRACKING_ID}`,
      body: request,
      endpoint: 'commerce.search.synonyms.preview',
    });
  });
});

describe('commerce: recommendation slots', () => {
  const slot = {
    name: 'Home page picks',
    trackingId: TRACKING_ID,
    slotType: 'home' as const,
    seedType: 'unseeded' as const,
    strategy: 'popular_viewed' as const,
    headlines: [{ language: 'en', headline: 'Popular right now' }],
    minRecs: 4,
  };

  it('creates, reads, lists, replaces and deletes a slot, and its settings follow it', async () => {
    const { slots } = env.client().commerce.recommendations;
    const created = await slots.create(slot);
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/recommendations/slots`,
      query: '',
      body: slot,
      endpoint: 'commerce.recommendations.slots.create',
    });
    expect(created).toMatchObject(slot);
    expectPublishedAnswer('commerce.recommendations.slots.create', created);
    const slotId = created.id!;
    expect(slotId).toMatch(UUID);

    expect(await slots.get(slotId)).toEqual(created);
    expect(await wire()).toMatchObject({ method: 'GET', path: `${v2}/recommendations/slots/${slotId}` });

    const bought = { ...slot, strategy: 'popular_bought' as const, minRecs: 6 };
    expect(await slots.update(slotId, bought)).toMatchObject(bought);
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${v2}/recommendations/slots/${slotId}`,
      body: bought,
    });

    const page = await slots.list({ trackingId: TRACKING_ID, perPage: 5 });
    expect(await wire()).toMatchObject({
      path: `${v2}/recommendations/slots`,
      query: `trackingId=${TRACKING_ID}&perPage=5`,
    });
    expect(page).toMatchObject({ items: [{ ...bought, id: slotId }], totalEntries: 1, totalPages: 1 });
    expectPublishedAnswer('commerce.recommendations.slots.list', page);

    const { seedType: _seed, ...settings } = { ...bought, name: 'Home picks' };
    expect(await slots.updateSettings(slotId, settings)).toMatchObject(settings);
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${v2}/recommendations/slots/${slotId}/settings`,
      body: settings,
      endpoint: 'commerce.recommendations.slots.updateSettings',
    });
    expect(await slots.getSettings(slotId)).toMatchObject(settings);

    expectPublishedAnswer(
      'commerce.recommendations.slots.listStrategies',
      await slots.listStrategies(slotId),
    );
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/recommendations/slots/${slotId}/strategies`,
      endpoint: 'commerce.recommendations.slots.listStrategies',
    });

    expect(await slots.delete(slotId)).toEqual({});
    expect(await wire()).toMatchObject({ method: 'DELETE', path: `${v2}/recommendations/slots/${slotId}` });
    expect((await rejection(slots.get(slotId))).status).toBe(404);
    // The settings and strategies of a slot that is gone: the slot's 404.
    expect((await rejection(slots.getSettings(slotId))).status).toBe(404);
    expect((await rejection(slots.listStrategies(slotId))).status).toBe(404);
  });

  it("lists the slots and the listing configurations of the query's tracking id only", async () => {
    const { recommendations, listings } = env.client().commerce;
    const home = await recommendations.slots.create(slot);
    await recommendations.slots.create({ ...slot, trackingId: 'outlet-store' });
    const shoes = { name: 'Shoes', patterns: [{ url: 'https://shop.example.com/shoes' }], rules: {} };
    const listing = await listings.create({ ...shoes, trackingId: TRACKING_ID });
    await listings.create({ ...shoes, trackingId: 'outlet-store' });

    const slots = await recommendations.slots.list({ trackingId: TRACKING_ID });
    expect(await wire()).toMatchObject({
      path: `${v2}/recommendations/slots`,
      query: `trackingId=${TRACKING_ID}`,
    });
    expect(slots).toMatchObject({ items: [{ id: home.id }], totalEntries: 1 });
    const configurations = await listings.list({ trackingId: TRACKING_ID });
    expect(await wire()).toMatchObject({
      path: `${v2}/configurations/listings`,
      query: `trackingId=${TRACKING_ID}`,
    });
    expect(configurations).toMatchObject({ items: [{ id: listing.id }], totalEntries: 1 });
    expect((await listings.list({ trackingId: 'no-such-store' }))?.items).toEqual([]);
  });

  it('refuses a slot without headlines, naming the field', async () => {
    const { slots } = env.client().commerce.recommendations;
    const error = await rejection(slots.create({ ...slot, headlines: [] }));
    expect(error.status).toBe(400);
    expect(error.message).toContain('/headlines');
    expect((await slots.list({ trackingId: TRACKING_ID }))?.items).toEqual([]);
  });

  it('lists slot names and the strategies of a slot type, and replaces the global query configuration', async () => {
    const { slots } = env.client().commerce.recommendations;
    expectPublishedAnswer(
      'commerce.recommendations.slots.listNames',
      await slots.listNames({ trackingId: TRACKING_ID, query: 'home' }),
    );
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/recommendations/slots/names`,
      query: `trackingId=${TRACKING_ID}&query=home`,
      endpoint: 'commerce.recommendations.slots.listNames',
    });

    expectPublishedAnswer(
      'commerce.recommendations.slots.listStrategiesByType',
      await slots.listStrategiesByType({ slotType: 'cart', seedType: 'cart' }),
    );
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/recommendations/slots/strategies`,
      query: 'slotType=cart&seedType=cart',
      endpoint: 'commerce.recommendations.slots.listStrategiesByType',
    });

    const queryConfiguration = { additionalFields: ['ec_brand', 'ec_rating'], perPage: 8 };
    expect(
      await slots.updateGlobalQueryConfiguration(queryConfiguration, { trackingId: TRACKING_ID }),
    ).toEqual(queryConfiguration);
    expect(await wire()).toEqual({
      method: 'PUT',
      path: `${v2}/recommendations/slots/global/query-configuration`,
      query: `trackingId=${TRACKING_ID}`,
      body: queryConfiguration,
      endpoint: 'commerce.recommendations.slots.updateGlobalQueryConfiguration',
    });
    expect(await slots.getGlobalQueryConfiguration({ trackingId: TRACKING_ID })).toEqual(queryConfiguration);
    expect(await wire()).toMatchObject({ method: 'GET', query: `trackingId=${TRACKING_ID}` });
  });
});

describe('commerce: query and product suggest configurations', () => {
  it('writes, reads and deletes a query configuration named by tracking id, solution type and target', async () => {
    const { queryConfiguration } = env.client().commerce;
    const configuration = {
      trackingId: TRACKING_ID,
      solutionType: 'search' as const,
      targets: ['shoes'],
      configurationModel: { perPage: 24, additionalFields: ['ec_brand'] },
    };
    expectPublishedAnswer(
      'commerce.queryConfiguration.create',
      await queryConfiguration.create(configuration),
    );
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/configurations/query`,
      query: '',
      body: configuration,
      endpoint: 'commerce.queryConfiguration.create',
    });

    expectPublishedAnswer(
      'commerce.queryConfiguration.update',
      await queryConfiguration.update({ ...configuration, configurationModel: { perPage: 48 } }),
    );
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${v2}/configurations/query`,
      body: { configurationModel: { perPage: 48 } },
    });

    const named = {
      trackingId: TRACKING_ID,
      solutionType: 'search' as const,
      targets: ['shoes'],
      isGlobal: false,
    };
    expectPublishedAnswer('commerce.queryConfiguration.get', await queryConfiguration.get(named));
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/configurations/query`,
      query: `trackingId=${TRACKING_ID}&solutionType=search&targets=shoes&isGlobal=false`,
      endpoint: 'commerce.queryConfiguration.get',
    });
    expect(await queryConfiguration.delete(named)).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      query: `trackingId=${TRACKING_ID}&solutionType=search&targets=shoes&isGlobal=false`,
    });

    const refused = await rejection(
      queryConfiguration.create({ ...configuration, solutionType: 'checkout' as never }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('/solutionType');
  });

  it('creates, replaces, reads and deletes the product suggest configuration of a tracking id', async () => {
    const { productSuggestConfiguration } = env.client().commerce;
    expectPublishedAnswer(
      'commerce.productSuggestConfiguration.create',
      await productSuggestConfiguration.create({ trackingId: TRACKING_ID }),
    );
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/configurations/productSuggest`,
      query: '',
      body: { trackingId: TRACKING_ID },
      endpoint: 'commerce.productSuggestConfiguration.create',
    });

    const replaced = { trackingId: TRACKING_ID, queryConfiguration: { perPage: 5 } };
    expect(await productSuggestConfiguration.update(replaced, { trackingId: TRACKING_ID })).toMatchObject(
      replaced,
    );
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${v2}/configurations/productSuggest`,
      query: `trackingId=${TRACKING_ID}`,
      body: replaced,
    });
    expect(await productSuggestConfiguration.get({ trackingId: TRACKING_ID })).toMatchObject(replaced);
    expect(await wire()).toMatchObject({ method: 'GET', query: `trackingId=${TRACKING_ID}` });

    expect(await productSuggestConfiguration.delete({ trackingId: TRACKING_ID })).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `${v2}/configurations/productSuggest`,
      query: `trackingId=${TRACKING_ID}`,
      endpoint: 'commerce.productSuggestConfiguration.delete',
    });
  });
});

describe('commerce: context mappings and facet fields of a tracking id', () => {
  it('creates, reads, lists, replaces and deletes a context mapping, by its key, per tracking id', async () => {
    const { contextMappings } = env.client().commerce;
    const mapping = {
      key: 'storeLocation',
      type: 'STRING' as const,
      destinations: [{ attribute: 'QUERY_PIPELINE_CONTEXT' as const }],
    };
    expect(await contextMappings.create(TRACKING_ID, mapping)).toEqual(mapping);
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/tracking-ids/${TRACKING_ID}/context-mappings`,
      query: '',
      body: mapping,
      endpoint: 'commerce.contextMappings.create',
    });

    expect(await contextMappings.get(TRACKING_ID, 'storeLocation')).toEqual(mapping);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/tracking-ids/${TRACKING_ID}/context-mappings/storeLocation`,
    });

    const both = {
      ...mapping,
      destinations: [...mapping.destinations, { attribute: 'ML_CONTEXT' as const }],
    };
    expect(await contextMappings.update(TRACKING_ID, 'storeLocation', both)).toEqual(both);
    expect(await wire()).toMatchObject({ method: 'PUT', body: both });

    const listed = await contextMappings.list(TRACKING_ID);
    expect(listed).toEqual([both]);
    expectPublishedAnswer('commerce.contextMappings.list', listed);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/tracking-ids/${TRACKING_ID}/context-mappings`,
    });
    // Another tracking id has mappings of its own.
    expect(await contextMappings.list('outlet-store')).toEqual([]);
    expect((await rejection(contextMappings.get('outlet-store', 'storeLocation'))).status).toBe(404);

    expect(await contextMappings.delete(TRACKING_ID, 'storeLocation')).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `${v2}/tracking-ids/${TRACKING_ID}/context-mappings/storeLocation`,
    });
    expect((await rejection(contextMappings.get(TRACKING_ID, 'storeLocation'))).status).toBe(404);
  });

  it('refuses a context mapping whose key is not an identifier, or that goes nowhere', async () => {
    const { contextMappings } = env.client().commerce;
    const badKey = await rejection(
      contextMappings.create(TRACKING_ID, {
        key: '9lives',
        type: 'NUMBER',
        destinations: [{ attribute: 'ML_CONTEXT' }],
      }),
    );
    expect(badKey.status).toBe(400);
    expect(badKey.message).toContain('/key');
    const nowhere = await rejection(
      contextMappings.create(TRACKING_ID, { key: 'size', type: 'NUMBER', destinations: [] }),
    );
    expect(nowhere.status).toBe(400);
    expect(nowhere.message).toContain('/destinations');
    expect(await contextMappings.list(TRACKING_ID)).toEqual([]);
  });

  it('lists facet fields and writes them several at a time', async () => {
    const { facets } = env.client().commerce;
    expectPublishedAnswer('commerce.facets.list', await facets.list(TRACKING_ID, { page: 1, perPage: 25 }));
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/tracking-ids/${TRACKING_ID}/facet/fields`,
      query: 'page=1&perPage=25',
      endpoint: 'commerce.facets.list',
    });

    const fields = [
      { field: 'ec_brand', type: 'REGULAR' as const, displayNames: [{ language: 'en', value: 'Brand' }] },
      { field: 'ec_price', type: 'CONTINUOUS' as const, displayNames: [{ language: 'en', value: 'Price' }] },
    ];
    // Not checked against the published schema yet: the engine answers [{}] (see the todo below).
    expect(await facets.createBatch(TRACKING_ID, fields)).toEqual(expect.any(Array));
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${v2}/tracking-ids/${TRACKING_ID}/facet/fields/bulk-create`,
      query: '',
      body: fields,
      endpoint: 'commerce.facets.createBatch',
    });
    expect(await facets.updateBatch(TRACKING_ID, fields)).toEqual(expect.any(Array));
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${v2}/tracking-ids/${TRACKING_ID}/facet/fields/bulk-update`,
      body: fields,
    });
  });
});

describe('commerce: state behind the calls', () => {
  it('answers, to search, listing and recommendation requests, the products of the catalog the tracking id maps to', async () => {
    const client = env.client();
    const { commerce } = client;
    /** A catalog fed by a new catalog source, with products pushed to it (metadata are strings). */
    const catalogWith = async (name: string, products: Record<string, unknown>[]) => {
      const source = await client.sources.create({
        name: `${name} source`,
        sourceType: 'CATALOG',
        pushEnabled: true,
      });
      const product = { objectType: 'Product', idField: 'ec_product_id' };
      await client.catalogs.create({ name, sourceId: source.id, configuration: { name, product } as never });
      for (const item of products) {
        const documentId = `https://shop.example.com/${item.ec_product_id}`;
        await client.pushApi.documents.addOrUpdate(source.id, item as never, { documentId });
      }
    };
    await catalogWith('Sports', [
      {
        ec_product_id: 'p1',
        ec_name: 'Trail running shoes',
        ec_brand: 'Acme',
        ec_price: '120',
        ec_category: 'Shoes',
      },
      {
        ec_product_id: 'p2',
        ec_name: 'Road running shoes',
        ec_brand: 'Zoom',
        ec_price: '95.5',
        ec_category: 'Shoes',
      },
      {
        ec_product_id: 'p3',
        ec_name: 'Tennis racket',
        ec_brand: 'Acme',
        ec_price: '80',
        ec_category: 'Rackets',
      },
    ]);
    await catalogWith('Sports FR', [
      { ec_product_id: 'f1', ec_name: 'Chaussures de course', ec_price: '110' },
    ]);
    const french = { language: 'fr', country: 'CA', currency: 'CAD' };
    const setup = await commerce.setup({
      trackingId: TRACKING_ID,
      trackingIdToCatalogMapping: [
        { catalogName: 'Sports', ...locale },
        { catalogName: 'Sports FR', ...french },
      ],
    });
    expect(
      setup.trackingIdToCatalogMapping?.map((m) => [m.catalogName, m.primary, m.catalog?.sourceName]),
    ).toEqual([
      ['Sports', true, 'Sports source'],
      ['Sports FR', false, 'Sports FR source'],
    ]);
    expectPublishedAnswer('commerce.setup', setup);
    // The product ids of an answer (its products may also be child products, of no id).
    const ids = (answer: { products?: object[] }) =>
      answer.products?.map((product) => (product as { ec_product_id?: string }).ec_product_id);
    const storefront = { trackingId: TRACKING_ID, ...locale, context };

    const found = await commerce.search.query({ ...storefront, query: 'running shoes' });
    expectPublishedAnswer('commerce.search.query', found);
    expect(ids(found)).toEqual(['p1', 'p2']);
    expect(found.products?.[1]).toMatchObject({
      ec_name: 'Road running shoes',
      ec_brand: 'Zoom',
      ec_price: 95.5,
      ec_category: ['Shoes'],
      clickUri: 'https://shop.example.com/p2',
    });
    expect(found.pagination).toMatchObject({ page: 0, totalEntries: 2, totalPages: 1 });
    expect(ids(await commerce.search.query({ ...storefront, query: 'acme' }))).toEqual(['p1', 'p3']);
    expect(ids(await commerce.search.query({ ...storefront, query: 'golf' }))).toEqual([]);
    // Another locale of the tracking id: the catalog mapped to it.
    expect(ids(await commerce.search.query({ ...storefront, ...french, query: 'course' }))).toEqual(['f1']);
    // Sorted by fields, each ascending unless `desc` (prices as numbers), then paged.
    const sortedBy = (fields: Array<{ field: string; direction?: 'asc' | 'desc' }>, perPage = 10) =>
      commerce.search.query({ ...storefront, query: '', sort: { sortCriteria: 'fields', fields }, perPage });
    expect(ids(await sortedBy([{ field: 'ec_price' }]))).toEqual(['p3', 'p2', 'p1']);
    expect(ids(await sortedBy([{ field: 'ec_price', direction: 'desc' }], 2))).toEqual(['p1', 'p2']);
    const byBrand = [{ field: 'ec_brand' }, { field: 'ec_price', direction: 'desc' as const }];
    expect(ids(await sortedBy(byBrand))).toEqual(['p1', 'p3', 'p2']);
    const listedByPrice = await commerce.listings.getProducts({
      ...storefront,
      sort: { sortCriteria: 'fields', fields: [{ field: 'ec_price' }] },
    });
    expect(ids(listedByPrice)).toEqual(['p3', 'p2', 'p1']);

    // Suggestions read the query as typed: its last word the start of a word.
    const suggested = await commerce.search.productSuggest({ ...storefront, query: 'running sh' });
    expectPublishedAnswer('commerce.search.productSuggest', suggested);
    expect(ids(suggested)).toEqual(['p1', 'p2']);
    expect(ids(await commerce.search.productSuggest({ ...storefront, query: 'rack' }))).toEqual(['p3']);
    expect(ids(await commerce.search.productSuggest({ ...storefront, query: 'golf' }))).toEqual([]);
    const { country: _country, ...shopper } = storefront;
    const completions = await commerce.search.querySuggest({ ...shopper, query: 'run' });
    expectPublishedAnswer('commerce.search.querySuggest', completions);
    expect(completions.completions).toEqual([
      { expression: 'trail running shoes', highlighted: 'trail [run]ning shoes' },
      { expression: 'road running shoes', highlighted: 'road [run]ning shoes' },
    ]);
    const one = await commerce.search.querySuggest({ ...shopper, query: 'run', count: 1 });
    expect(one.completions?.map((completion) => completion.expression)).toEqual(['trail running shoes']);
    expect((await commerce.search.querySuggest({ ...shopper, query: 'golf' })).completions).toEqual([]);

    const listed = await commerce.listings.getProducts({ ...storefront, page: 1, perPage: 2 });
    expectPublishedAnswer('commerce.listings.getProducts', listed);
    expect(ids(listed)).toEqual(['p3']);
    expect(listed.pagination).toMatchObject({ page: 1, perPage: 2, totalEntries: 3, totalPages: 2 });

    const slotId = '8a1b0c2d-3e4f-4a5b-9c6d-7e8f9a0b1c2d';
    const recommended = await commerce.recommendations.getProducts({ ...storefront, slotId, perPage: 2 });
    expectPublishedAnswer('commerce.recommendations.getProducts', recommended);
    expect(ids(recommended)).toEqual(['p1', 'p2']);
    // A tracking id mapped to no catalog has no products.
    const elsewhere = { ...storefront, trackingId: 'outlet-store' };
    expect(ids(await commerce.search.query({ ...elsewhere, query: 'shoes' }))).toEqual([]);
    expect(ids(await commerce.listings.getProducts(elsewhere))).toEqual([]);
  });

  it('finds the listing configuration whose URL pattern matches (getByUrl), else the global one', async () => {
    const { listings } = env.client().commerce;
    const pattern = (url: string) => [{ url }];
    const shoes = await listings.create({
      name: 'Shoes',
      trackingId: TRACKING_ID,
      patterns: pattern('https://shop.example.com/shoes'),
      rules: {},
    });
    await listings.create({
      name: 'Boots',
      trackingId: TRACKING_ID,
      patterns: pattern('https://shop.example.com/boots'),
      rules: {},
    });
    await listings.create({
      name: 'Outlet shoes',
      trackingId: 'outlet-store',
      patterns: pattern('https://outlet.example.com/shoes'),
      rules: {},
    });
    // The query string and fragment of the shopper's URL do not count.
    const found = await listings.getByUrl({
      trackingId: TRACKING_ID,
      url: 'https://shop.example.com/shoes?page=2',
    });
    expect(found).toEqual(shoes);
    const elsewhere = listings.getByUrl({ trackingId: TRACKING_ID, url: 'https://outlet.example.com/shoes' });
    expect((await rejection(elsewhere)).status).toBe(404);

    // The global configuration of the tracking id applies where no listing's pattern does.
    const global = { ...shoes, id: undefined, name: 'Every listing', scope: 'global' as const };
    await listings.updateGlobalConfiguration(global);
    expect(
      await listings.getByUrl({ trackingId: TRACKING_ID, url: 'https://shop.example.com/hats' }),
    ).toMatchObject({
      name: 'Every listing',
    });
  });

  it('reads back with queryConfiguration.get the configuration model create and update wrote; 404 once deleted', async () => {
    const { queryConfiguration } = env.client().commerce;
    const named = { trackingId: TRACKING_ID, solutionType: 'search' as const, targets: ['shoes'] };
    await queryConfiguration.create({ ...named, configurationModel: { perPage: 24 } });
    expect(await queryConfiguration.get(named)).toEqual({ perPage: 24 });
    await queryConfiguration.update({
      ...named,
      configurationModel: { perPage: 48, additionalFields: ['ec_brand'] },
    });
    expect(await queryConfiguration.get(named)).toEqual({ perPage: 48, additionalFields: ['ec_brand'] });
    // Another solution type or target names another configuration.
    expect((await rejection(queryConfiguration.get({ ...named, solutionType: 'listing' }))).status).toBe(404);
    expect((await rejection(queryConfiguration.get({ ...named, targets: ['boots'] }))).status).toBe(404);
    await queryConfiguration.delete(named);
    expect((await rejection(queryConfiguration.get(named))).status).toBe(404);
  });

  it('creates the product suggest configuration with create (readable by get), and answers 404 once deleted', async () => {
    const { productSuggestConfiguration } = env.client().commerce;
    const configuration = { trackingId: TRACKING_ID, queryConfiguration: { perPage: 5 } };
    expect((await rejection(productSuggestConfiguration.get({ trackingId: TRACKING_ID }))).status).toBe(404);
    expect(await productSuggestConfiguration.create(configuration)).toMatchObject(configuration);
    expect(await productSuggestConfiguration.get({ trackingId: TRACKING_ID })).toMatchObject(configuration);
    expect((await rejection(productSuggestConfiguration.get({ trackingId: 'outlet-store' }))).status).toBe(
      404,
    );
    await productSuggestConfiguration.delete({ trackingId: TRACKING_ID });
    expect((await rejection(productSuggestConfiguration.get({ trackingId: TRACKING_ID }))).status).toBe(404);
  });

  it('lists the listing pages createBatch made and updateBatch changed, and no longer those deleteBatch deleted', async () => {
    const { listingPages } = env.client().commerce;
    const page = (name: string, url: string) => ({
      name,
      trackingId: TRACKING_ID,
      patterns: [{ url }],
      pageRules: [{ name: 'all', filters: [{ fieldName: 'ec_category', operator: 'isExactly' as const }] }],
    });
    const [trail, road] = await listingPages.createBatch([
      page('Trail shoes', 'https://shop.example.com/shoes/trail'),
      page('Road shoes', 'https://shop.example.com/shoes/road'),
    ]);
    expect(trail.id).toMatch(UUID);
    // A page is named by its tracking id and name: its id is the platform's.
    const moved = page('Trail shoes', 'https://shop.example.com/trail');
    expect(await listingPages.updateBatch([moved])).toEqual([{ ...moved, id: trail.id }]);
    const listed = await listingPages.list({ trackingId: TRACKING_ID });
    expect(listed?.items).toEqual([{ ...moved, id: trail.id }, road]);
    expect(
      (await rejection(listingPages.updateBatch([page('Hiking boots', 'https://shop.example.com/boots')])))
        .status,
    ).toBe(404);

    await listingPages.deleteBatch([trail.id!]);
    expect((await listingPages.list({ trackingId: TRACKING_ID }))?.items).toEqual([road]);
  });

  it('answers the facet fields createBatch and updateBatch wrote (valid against the published schema), and lists them', async () => {
    const { facets } = env.client().commerce;
    const brand = {
      field: 'ec_brand',
      type: 'CONTINUOUS' as const,
      displayNames: [{ language: 'en', value: 'Brand' }],
    };
    const made = await facets.createBatch(TRACKING_ID, [brand]);
    expectPublishedAnswer('commerce.facets.createBatch', made);
    expect(made).toEqual([{ ...brand, id: expect.stringMatching(UUID) }]);
    const renamed = { ...brand, displayNames: [{ language: 'en', value: 'Maker' }] };
    const updated = await facets.updateBatch(TRACKING_ID, [renamed]);
    expectPublishedAnswer('commerce.facets.updateBatch', updated);
    expect(updated).toEqual([{ ...renamed, id: made[0].id }]);
    expect((await facets.list(TRACKING_ID))?.items).toEqual([{ ...renamed, id: made[0].id }]);
    // Each tracking id has its own facet fields.
    expect((await facets.list('outlet-store'))?.items).toEqual([]);
  });

  it('keeps the synonyms of each tracking id apart (the tracking id travels in the query)', async () => {
    const { synonyms } = env.client().commerce.search;
    const rule = { action: 'two-way' as const, from: ['sneakers', 'trainers'] };
    const created = await synonyms.create(rule, { trackingId: TRACKING_ID });
    const outlet = await synonyms.create(
      { action: 'two-way', from: ['kicks', 'shoes'] },
      { trackingId: 'outlet-store' },
    );
    expect((await synonyms.list({ trackingId: TRACKING_ID }))?.items).toEqual([created]);
    expect((await synonyms.list({ trackingId: 'outlet-store' }))?.items).toEqual([outlet]);
    // Under another tracking id, the rule is not there.
    expect((await rejection(synonyms.get(created.id!, { trackingId: 'outlet-store' }))).status).toBe(404);
    expect((await rejection(synonyms.update(created.id!, rule, { trackingId: 'outlet-store' }))).status).toBe(
      404,
    );
    expect((await rejection(synonyms.delete(created.id!, { trackingId: 'outlet-store' }))).status).toBe(404);
    expect(await synonyms.get(created.id!, { trackingId: TRACKING_ID })).toEqual(created);
  });

  it('lists the strategies a slot type and seed type allow (listStrategiesByType, listStrategies)', async () => {
    const { slots } = env.client().commerce.recommendations;
    const strategies = (answer: { strategies?: { strategy?: string }[] } | undefined) =>
      answer?.strategies?.map(({ strategy }) => strategy);
    expect(await slots.listStrategiesByType({ slotType: 'home', seedType: 'unseeded' })).toMatchObject({
      seedType: 'unseeded',
      strategies: [{ seed: 'unseeded' }, { seed: 'unseeded' }],
    });
    expect(strategies(await slots.listStrategiesByType({ slotType: 'home', seedType: 'unseeded' }))).toEqual([
      'popular_bought',
      'popular_viewed',
    ]);
    expect(strategies(await slots.listStrategiesByType({ slotType: 'cart', seedType: 'cart' }))).toEqual([
      'bought_together',
      'viewed_together',
    ]);
    const slot = await slots.create({
      name: 'Also bought',
      trackingId: TRACKING_ID,
      slotType: 'productDetail',
      seedType: 'product',
      strategy: 'bought_together',
      headlines: [{ language: 'en', headline: 'Bought with it' }],
      minRecs: 4,
    });
    expect(await slots.listStrategies(slot.id!)).toEqual(
      await slots.listStrategiesByType({ slotType: 'productDetail', seedType: 'product' }),
    );
    expect(strategies(await slots.listStrategies(slot.id!))).toEqual(['bought_together', 'viewed_together']);
  });
});

describe('commerce: facet values, synonym and recommendation previews over the catalog', () => {
  const adidas = [
    { fieldName: 'ec_brand', operator: 'isExactly' as const, value: { type: 'string', value: 'Adidas' } },
  ];
  /** A listing page of shoes with one stored ranking rule, burying Adidas; and that rule's id. */
  const shoesBuryingAdidas = async (listings: ReturnType<typeof env.client>['commerce']['listings']) => {
    const listing = await listings.create({
      name: 'Shoes',
      trackingId: TRACKING_ID,
      patterns: [{ url: 'https://shop.example.com/shoes' }],
      rules: { rankingRules: [{ name: 'Bury Adidas', action: 'bury', filters: adidas }] },
    });
    return { listing, ruleId: listing.rules.rankingRules![0].id! };
  };
  /** A tracking id mapped to a catalog fed by a catalog source, with these products pushed to it. */
  const storeWith = async (products: Record<string, unknown>[]) => {
    const client = env.client();
    const source = await client.sources.create({
      name: 'Shop source',
      sourceType: 'CATALOG',
      pushEnabled: true,
    });
    const product = { objectType: 'Product', idField: 'ec_product_id' };
    const configuration = { name: 'Shop', product } as never;
    await client.catalogs.create({ name: 'Shop', sourceId: source.id, configuration });
    for (const item of products) {
      const documentId = `https://shop.example.com/${item.ec_product_id}`;
      await client.pushApi.documents.addOrUpdate(source.id, item as never, { documentId });
    }
    await client.commerce.setup({
      trackingId: TRACKING_ID,
      trackingIdToCatalogMapping: [{ catalogName: 'Shop', ...locale }],
    });
    return client.commerce;
  };
  const catalog = [
    { ec_product_id: 'p1', ec_name: 'Trail running shoes', ec_brand: 'Adidas', ec_category: 'Shoes' },
    { ec_product_id: 'p2', ec_name: 'Road running sneakers', ec_brand: 'Asics', ec_category: 'Shoes' },
    { ec_product_id: 'p3', ec_name: 'Tennis shoes', ec_brand: 'Adidas', ec_category: 'Shoes' },
    { ec_product_id: 'p4', ec_name: 'Tennis racket', ec_brand: 'Head', ec_category: 'Rackets' },
  ];
  const ids = (answer: { products?: object[] }) =>
    answer.products?.map((product) => (product as { ec_product_id?: string }).ec_product_id);

  it("shows a listing page's products under its configuration's rules, found by the page's URL", async () => {
    const commerce = await storeWith(catalog);
    const page = { trackingId: TRACKING_ID, ...locale, context };
    expect(ids(await commerce.listings.getProducts(page))).toEqual(['p1', 'p2', 'p3', 'p4']);
    // The listing of the page's URL buries Adidas.
    const { listing } = await shoesBuryingAdidas(commerce.listings);
    expect(ids(await commerce.listings.getProducts(page))).toEqual(['p2', 'p4', 'p1', 'p3']);
    // Another page's URL: no listing of its own, so the catalog's order.
    const other = { ...page, context: { view: { url: 'https://shop.example.com/rackets' } } };
    expect(ids(await commerce.listings.getProducts(other))).toEqual(['p1', 'p2', 'p3', 'p4']);
    // A filter rule added to the listing keeps only the products it includes, before the ranking.
    const shoes = [
      { fieldName: 'ec_category', operator: 'isExactly' as const, value: { type: 'string', value: 'Shoes' } },
    ];
    await commerce.listings.update(listing.id!, {
      ...listing,
      rules: { ...listing.rules, filterRules: [{ name: 'Shoes only', action: 'include', filters: shoes }] },
    } as never);
    expect(ids(await commerce.listings.getProducts(page))).toEqual(['p2', 'p1', 'p3']);
  });

  it("searches the values of a facet's field over the products the query finds, the most frequent first", async () => {
    const commerce = await storeWith(catalog);
    const request = { trackingId: TRACKING_ID, ...locale, context, query: 'shoes', facetId: 'ec_brand' };
    const brands = await commerce.searchFacetValues(request, { type: 'SEARCH' });
    expectPublishedAnswer('commerce.searchFacetValues', brands);
    // 'Head' makes no shoes: its racket is not found by the query.
    expect(brands).toEqual({
      values: [
        { displayValue: 'Adidas', rawValue: 'Adidas', count: 2 },
        { displayValue: 'Asics', rawValue: 'Asics', count: 1 },
      ],
      moreValuesAvailable: false,
    });
    // The text typed in the facet's search box, case aside; a `*` for any text.
    const typed = await commerce.searchFacetValues({ ...request, query: '', facetQuery: 'a*S' });
    expect(typed.values?.map((value) => [value.rawValue, value.count])).toEqual([
      ['Adidas', 2],
      ['Asics', 1],
    ]);
    // A listing's facet: whatever the query; a request facet names the field of its id.
    const facets = [{ facetId: 'category', field: 'ec_category', type: 'regular', values: [{ value: 'x' }] }];
    const listing = await commerce.searchFacetValues(
      { ...request, facetId: 'category', facets: facets as never, numberOfValues: 1 },
      { type: 'LISTING' },
    );
    expect(listing).toEqual({
      values: [{ displayValue: 'Shoes', rawValue: 'Shoes', count: 3 }],
      moreValuesAvailable: true,
    });
    expect((await commerce.searchFacetValues({ ...request, facetQuery: 'zz' })).values).toEqual([]);
  });

  it("previews a query under the tracking id's synonym rules, with a new rule or one changed", async () => {
    const commerce = await storeWith(catalog);
    const { synonyms } = commerce.search;
    const query = { trackingId: TRACKING_ID };
    const preview = (body: Parameters<typeof synonyms.preview>[0], id?: string) =>
      synonyms.preview(body, id ? { ...query, id } : query);
    const kicks = { ...locale, query: 'running kicks' };
    expect(ids(await preview(kicks))).toEqual([]);
    // The rule in the body: 'kicks' also means shoes and sneakers.
    const oneWay = { action: 'one-way' as const, from: ['kicks'], to: ['shoes', 'sneakers'] };
    const withRule = await preview({ ...kicks, synonym: oneWay });
    expectPublishedAnswer('commerce.search.synonyms.preview', withRule);
    expect(ids(withRule)).toEqual(['p1', 'p2']);
    expect(withRule.pagination).toMatchObject({ page: 0, perPage: 30, totalEntries: 2, totalPages: 1 });
    expect(ids(await preview({ ...kicks, synonym: oneWay, page: 1, perPage: 1 }))).toEqual(['p2']);

    // A saved rule applies to every preview of its tracking id and locale, not to another locale's.
    const saved = await synonyms.create({ action: 'two-way', from: ['sneakers', 'shoes'] }, query);
    expect(ids(await preview({ ...locale, query: 'tennis sneakers' }))).toEqual(['p3']);
    const french = await synonyms.create(
      { action: 'replace', from: ['racket'], to: ['shoes'], locales: [{ language: 'fr' }] },
      query,
    );
    expect(ids(await preview({ ...locale, query: 'tennis racket' }))).toEqual(['p4']);
    // The French rule, changed to apply to every locale.
    const everywhere = { action: 'replace' as const, from: ['racket'], to: ['shoes'] };
    expect(ids(await preview({ ...locale, query: 'tennis racket', synonym: everywhere }, french.id))).toEqual(
      ['p3'],
    );
    // With `id`, the body's rule in place of the saved one: a replace rule drops the term replaced.
    const replace = { action: 'replace' as const, from: ['sneakers'], to: ['racket'] };
    expect(ids(await preview({ ...locale, query: 'tennis sneakers', synonym: replace }, saved.id))).toEqual([
      'p4',
    ]);
    expect(
      (await rejection(preview({ ...kicks, synonym: oneWay }, '00000000-0000-4000-8000-000000000000')))
        .status,
    ).toBe(404);
  });

  it('previews the products a strategy recommends: those of the catalog, less the seed products', async () => {
    const commerce = await storeWith(catalog);
    const request = { trackingId: TRACKING_ID, ...locale, strategy: 'bought_together' as const };
    const preview = await commerce.recommendations.preview({ ...request, products: [{ productId: 'p1' }] });
    expectPublishedAnswer('commerce.recommendations.preview', preview);
    expect(ids(preview)).toEqual(['p2', 'p3', 'p4']);
    expect(preview.pagination).toMatchObject({ totalEntries: 3, perPage: 30 });
    const popular = { ...request, strategy: 'popular_viewed' as const, page: 1, perPage: 3 };
    expect(ids(await commerce.recommendations.preview(popular))).toEqual(['p4']);
    const elsewhere = await commerce.recommendations.preview({ ...request, trackingId: 'outlet-store' });
    expect(ids(elsewhere)).toEqual([]);
  });

  it('previews the products of a listing page with a new rule, a stored one, or one changed, storing nothing', async () => {
    const commerce = await storeWith(catalog);
    const { listings } = commerce;
    const { listing, ruleId } = await shoesBuryingAdidas(listings);
    expect(ruleId).toMatch(UUID);
    const page = {
      trackingId: TRACKING_ID,
      ...locale,
      previewUrl: 'https://shop.example.com/shoes',
      listingId: listing.id!,
    };
    // The listing page shows its stored rule (Adidas buried); a preview starts from the catalog's order.
    const shown = await commerce.listings.getProducts({ trackingId: TRACKING_ID, ...locale, context });
    expect(ids(shown)).toEqual(['p2', 'p4', 'p1', 'p3']);

    const included = await listings.previewNewRule({
      ...page,
      filterRule: { action: 'include', filters: adidas },
    });
    expectPublishedAnswer('commerce.listings.previewNewRule', included);
    expect(ids(included)).toEqual(['p1', 'p3']);
    expect(included.pagination).toMatchObject({ totalEntries: 2, perPage: 30 });
    const excluded = await listings.previewNewRule({
      ...page,
      filterRule: { action: 'exclude', filters: adidas },
    });
    expect(ids(excluded)).toEqual(['p2', 'p4']);
    const pinned = await listings.previewNewRule({
      ...page,
      pinRule: { action: 'pin', rankByPermanentId: [{ 'https://shop.example.com/p4': 1 }] },
    });
    expect(ids(pinned)).toEqual(['p4', 'p1', 'p2', 'p3']);

    const stored = await listings.previewRule(ruleId, { ...page, listingName: 'Shoes', perPage: 3 });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${v2}/listing/preview/rules/${ruleId}`,
      endpoint: 'commerce.listings.previewRule',
    });
    expectPublishedAnswer('commerce.listings.previewRule', stored);
    expect(ids(stored)).toEqual(['p2', 'p4', 'p1']);
    expect(stored.pagination).toMatchObject({ totalEntries: 4, totalPages: 2, perPage: 3 });

    const changed = await listings.previewRuleUpdate(ruleId, {
      ...page,
      rankingRule: { action: 'boost', filters: adidas },
    });
    expectPublishedAnswer('commerce.listings.previewRuleUpdate', changed);
    expect(ids(changed)).toEqual(['p1', 'p3', 'p2', 'p4']);

    // Nothing is stored: the rule is as it was, and a preview is no rule to preview.
    expect(await listings.get(listing.id!)).toEqual(listing);
    expect(ids(await listings.previewRule(ruleId, { ...page, listingName: 'Shoes' }))).toEqual([
      'p2',
      'p4',
      'p1',
      'p3',
    ]);
    const outlet = { ...page, trackingId: 'outlet-store', listingName: 'Shoes' };
    expect((await rejection(listings.previewRule(ruleId, outlet))).status).toBe(404);
    const unknown = '0f9e8d7c-6b5a-4c3d-8e1f-2a3b4c5d6e7f';
    expect((await rejection(listings.previewRuleUpdate(unknown, page))).status).toBe(404);
  });

  it('tells how far a changed rule moves each product: from the page without the rule, or from the rule as stored (compareWithPreviousState)', async () => {
    const commerce = await storeWith(catalog);
    const { listings } = commerce;
    const { listing, ruleId } = await shoesBuryingAdidas(listings);
    const boost = {
      trackingId: TRACKING_ID,
      ...locale,
      previewUrl: 'https://shop.example.com/shoes',
      listingId: listing.id!,
      rankingRule: { action: 'boost' as const, filters: adidas },
    };
    const moves = (answer: { products?: object[] }) =>
      answer.products?.map((product) => {
        const { ec_product_id, positionDifference } = product as Record<string, unknown>;
        return [ec_product_id, positionDifference];
      });

    // Without the rule the page shows p1, p2, p3, p4; buried, p2, p4, p1, p3; boosted, p1, p3, p2, p4.
    const fromNoRule = await listings.previewRuleUpdate(ruleId, boost);
    expect(moves(fromNoRule)).toEqual([
      ['p1', 0],
      ['p3', 1],
      ['p2', -1],
      ['p4', 0],
    ]);
    const fromStored = await listings.previewRuleUpdate(ruleId, boost, { compareWithPreviousState: true });
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${v2}/listing/preview/rules/${ruleId}`,
      query: 'compareWithPreviousState=true',
      body: boost,
    });
    expectPublishedAnswer('commerce.listings.previewRuleUpdate', fromStored);
    expect(moves(fromStored)).toEqual([
      ['p1', 2],
      ['p3', 2],
      ['p2', -2],
      ['p4', -2],
    ]);
    // The stored rule's own preview is compared with the page without it.
    const { rankingRule: _boost, ...page } = boost;
    const stored = await listings.previewRule(ruleId, { ...page, listingName: 'Shoes' });
    expect(moves(stored)).toEqual([
      ['p2', 1],
      ['p4', 2],
      ['p1', -2],
      ['p3', -1],
    ]);
  });

  it("lists the names and rules of a tracking id's listing configurations, and the names of its slots", async () => {
    const { listings, recommendations } = env.client().commerce;
    const brand = (value: string) => [
      { fieldName: 'ec_brand', operator: 'isExactly' as const, value: { type: 'string', value } },
    ];
    const shoes = await listings.create({
      name: 'Shoes',
      trackingId: TRACKING_ID,
      patterns: [{ url: 'https://shop.example.com/shoes' }],
      rules: {
        filterRules: [{ name: 'Adidas only', action: 'include', filters: brand('Adidas') }],
        rankingRules: [
          { name: 'Boost Asics', action: 'boost', filters: brand('Asics'), locales: [{ language: 'fr' }] },
        ],
      },
    });
    const rackets = await listings.create({
      name: 'Rackets',
      trackingId: TRACKING_ID,
      patterns: [{ url: 'https://shop.example.com/rackets' }],
      rules: { pinRules: [{ name: 'Pin p4', action: 'pin', rankByPermanentId: [{ p4: 1 }] }] },
    });
    await listings.create({
      name: 'Shoes',
      trackingId: 'outlet-store',
      patterns: [{ url: 'https://outlet.example.com/shoes' }],
      rules: {},
    });

    const names = await listings.listNames({ trackingId: TRACKING_ID, query: 'SHO' });
    expectPublishedAnswer('commerce.listings.listNames', names);
    expect(names).toEqual({
      items: [{ id: shoes.id, name: 'Shoes', url: 'https://shop.example.com/shoes' }],
      totalEntries: 1,
      totalPages: 1,
    });
    expect(await listings.listNames({ trackingId: TRACKING_ID, page: 1, perPage: 1 })).toEqual({
      items: [{ id: rackets.id, name: 'Rackets', url: 'https://shop.example.com/rackets' }],
      totalEntries: 2,
      totalPages: 2,
    });

    // Each rule with the id the platform gave it, its type and its listing configuration, by name.
    const rules = await listings.listRules({ trackingId: TRACKING_ID });
    expectPublishedAnswer('commerce.listings.listRules', rules);
    expect(rules.items[0]).toMatchObject({
      id: shoes.rules.filterRules![0].id,
      type: 'filter',
      trackingId: TRACKING_ID,
      configurationId: shoes.id,
      configurationName: 'Shoes',
      scope: 'specific',
    });
    const ruleNames = (answer: { items: { name?: string }[] }) => answer.items.map((rule) => rule.name);
    expect(ruleNames(rules)).toEqual(['Adidas only', 'Boost Asics', 'Pin p4']);
    const actions = {
      trackingId: TRACKING_ID,
      actions: ['boost' as const, 'pin' as const],
      sort: ['name.desc'],
    };
    expect(ruleNames(await listings.listRules(actions))).toEqual(['Pin p4', 'Boost Asics']);
    expect(
      ruleNames(await listings.listRules({ trackingId: TRACKING_ID, configurationId: rackets.id })),
    ).toEqual(['Pin p4']);
    expect(ruleNames(await listings.listRules({ trackingId: TRACKING_ID, language: 'en' }))).toEqual([
      'Adidas only',
      'Pin p4',
    ]);
    expect(await listings.listRules({ trackingId: 'outlet-store' })).toEqual({
      items: [],
      totalEntries: 0,
      totalPages: 0,
    });

    const { slots } = recommendations;
    const slot = {
      trackingId: TRACKING_ID,
      slotType: 'home' as const,
      seedType: 'unseeded' as const,
      strategy: 'popular_viewed' as const,
      headlines: [{ language: 'en', headline: 'Popular' }],
      minRecs: 4,
    };
    const popular = await slots.create({ ...slot, name: 'Popular now' });
    await slots.create({ ...slot, name: 'Trending' });
    await slots.create({ ...slot, name: 'Popular outlet', trackingId: 'outlet-store' });
    const slotNames = await slots.listNames({ trackingId: TRACKING_ID, query: 'popular' });
    expectPublishedAnswer('commerce.recommendations.slots.listNames', slotNames);
    expect(slotNames).toEqual({
      items: [{ id: popular.id, name: 'Popular now' }],
      totalEntries: 1,
      totalPages: 1,
    });
    expect((await slots.listNames({ trackingId: TRACKING_ID }))?.totalEntries).toBe(2);
  });
});
