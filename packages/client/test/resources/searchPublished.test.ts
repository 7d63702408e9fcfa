// The Search API's published calls that the catalog took in with issue 25: the v2 calls beside the ones
// the client had, search.v3, search.analysis.parseExpression, search.authentication, and the query
// pipeline calls (validation, bulk reads, name swap, the v1 statements).
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer } from './publishedAnswers';
import { type CallCase, expectCalls, expectSent } from './publishedSupport';
import { corpusSeed } from './searchSupport';

const env = useEmulator();
const org = DEFAULT_ORGANIZATION_ID;
const inOrg = { organizationId: org };

const isObject = (value: unknown) => expect(value).toEqual(expect.any(Object));
/** A validation answer: one result per operation, each saying whether the platform would make it. */
const validation = { operationType: expect.any(String), operationValid: expect.any(Boolean) };

describe('search: the v2 calls in the query string, field values, items and sign-in', () => {
  it('sends queries, plans and suggestions in the query string or as JSON, as each call publishes them', async () => {
    await env.seed(corpusSeed);
    const cases: CallCase[] = [
      {
        call: (client) => client.search.queryByGet({ q: 'install guide', numberOfResults: 5, debug: true }),
        endpoint: 'search.queryByGet',
        method: 'GET',
        path: '/rest/search/v2',
        query: { ...inOrg, q: 'install guide', numberOfResults: '5', debug: 'true' },
        answer: (answer) =>
          expect(answer).toMatchObject({ totalCount: expect.any(Number), results: expect.any(Array) }),
      },
      {
        call: (client) => client.search.plan({ q: 'install', pipeline: 'default' }, { viewAllContent: true }),
        endpoint: 'search.plan',
        method: 'POST',
        path: '/rest/search/v2/plan',
        query: { ...inOrg, viewAllContent: 'true' },
        body: { q: 'install', pipeline: 'default' },
        answer: isObject,
      },
      {
        call: (client) => client.search.planByGet({ q: 'install', searchHub: 'support' }),
        endpoint: 'search.planByGet',
        method: 'GET',
        path: '/rest/search/v2/plan',
        query: { ...inOrg, q: 'install', searchHub: 'support' },
        answer: isObject,
      },
      {
        call: (client) => client.search.querySuggestByGet({ q: 'ins', count: 3 }),
        endpoint: 'search.querySuggestByGet',
        method: 'GET',
        path: '/rest/search/v2/querySuggest',
        query: { ...inOrg, q: 'ins', count: '3' },
        answer: (answer) => expect(answer).toMatchObject({ completions: expect.any(Array) }),
      },
      {
        call: (client) => client.search.findFields({ q: '@source==Docs' }),
        endpoint: 'search.findFields',
        method: 'POST',
        path: '/rest/search/v2/fields/find',
        query: inOrg,
        body: { q: '@source==Docs' },
        answer: (answer) => expect(answer).toMatchObject({ fields: expect.any(Array) }),
      },
      {
        call: (client) => client.search.listExtensions(),
        endpoint: 'search.listExtensions',
        method: 'GET',
        path: '/rest/search/v2/extensions',
        query: inOrg,
        answer: isObject,
      },
    ];
    await expectCalls(env, cases);
    // A GET answers what its POST sibling answers for the same request, typed from the query string
    // (numbers, booleans, JSON-valued parameters); only the per-request figures differ.
    const client = env.client();
    const perRequest = ({ searchUid, duration, indexDuration, requestDuration, responseId, ...rest }: any) =>
      rest;
    const facets = [
      {
        field: 'source',
        type: 'specific' as const,
        currentValues: [{ value: 'Forum', state: 'selected' as const }],
      },
    ];
    const request = { q: 'install', numberOfResults: 3, firstResult: 1, enableQuerySyntax: false, facets };
    const byGet = await client.search.queryByGet({ ...request, facets: JSON.stringify(facets) } as never);
    expect(byGet.totalCount).toBeGreaterThan(3);
    expect(byGet.results).toHaveLength(3);
    expect(byGet.results.every((result) => result.raw.source === 'Forum')).toBe(true);
    expect(perRequest(byGet)).toEqual(perRequest(await client.search.query(request)));
    const planned = { q: 'install', aq: '@source==Docs', pipeline: 'default' };
    const plan = await client.search.planByGet(planned);
    expect(plan).toMatchObject({ pipeline: 'default', parsedInput: { advancedExpression: '@source==Docs' } });
    expect(plan).toEqual(await client.search.plan(planned));
    const suggested = await client.search.querySuggestByGet({ q: 'ins', count: 2 });
    expect(suggested.completions).toHaveLength(2);
    expect(suggested.completions?.[0].expression).toMatch(/^installation /);
    expect(perRequest(suggested)).toEqual(
      perRequest(await client.search.querySuggest({ q: 'ins', count: 2 })),
    );
    // A JSON-valued parameter that is not JSON is refused, naming it.
    const malformed = await rejection(client.search.queryByGet({ q: 'install', facets: '[{' } as never));
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('facets');
    // JSON of a shape the POST's body schema refuses is refused too (400, not a failure of the emulator).
    const misshapen = await rejection(client.search.queryByGet({ q: 'install', groupBy: 'false' } as never));
    expect(misshapen.status).toBe(400);
    expect(JSON.stringify(misshapen.body)).toContain('groupBy');
    // The platform's standard query extensions, by name and argument names.
    const extensions = (await client.search.listExtensions()) as unknown as Array<Record<string, unknown>>;
    expect(extensions).toContainEqual({
      name: 'qre',
      argumentNames: ['expression', 'modifier', 'isConstant'],
    });
    expect(extensions.every((e) => typeof e.name === 'string' && Array.isArray(e.argumentNames))).toBe(true);
    // The organization given wins over the configured one: an unknown one answers 404.
    const unknown = await rejection(env.client().search.listExtensions({ organizationId: 'other-org' }));
    expect(unknown.status).toBe(404);
    await expectSent(env, {
      endpoint: 'search.listExtensions',
      method: 'GET',
      path: '/rest/search/v2/extensions',
      query: { organizationId: 'other-org' },
    });
  });

  it('lists field values by POST and in batches (a JSON body, or the batch as a query parameter)', async () => {
    await env.seed(corpusSeed);
    const batch = [{ field: '@source', maximumNumberOfValues: 3 }, { field: '@filetype' }];
    const hasBatch = (answer: unknown) =>
      expect((answer as { batch: unknown[] }).batch.every(Array.isArray)).toBe(true);
    await expectCalls(env, [
      {
        call: (client) => client.search.listFieldValuesByPost({ field: '@source', pattern: 'Do*' }),
        endpoint: 'search.listFieldValuesByPost',
        method: 'POST',
        path: '/rest/search/v2/values',
        query: inOrg,
        body: { field: '@source', pattern: 'Do*' },
        answer: isObject,
      },
      {
        call: (client) => client.search.listFieldValuesBatch({ batch }, { analytics: 'false' }),
        endpoint: 'search.listFieldValuesBatch',
        method: 'POST',
        path: '/rest/search/v2/values/batch',
        query: { ...inOrg, analytics: 'false' },
        body: { batch },
        answer: hasBatch,
      },
      {
        call: (client) => client.search.listFieldValuesBatchByGet({ batch: JSON.stringify(batch) }),
        endpoint: 'search.listFieldValuesBatchByGet',
        method: 'GET',
        path: '/rest/search/v2/values/batch',
        query: { ...inOrg, batch: JSON.stringify(batch) },
        answer: hasBatch,
      },
    ]);
    // The batch in the query string (JSON text) answers what the batch in a body answers.
    const client = env.client();
    const batched = await client.search.listFieldValuesBatchByGet({ batch: JSON.stringify(batch) });
    expect(batched.batch?.[0]).toHaveLength(2);
    expect(batched.batch?.[1]).toEqual([{ value: 'html', lookupValue: 'html', numberOfResults: 100 }]);
    expect(batched).toEqual(await client.search.listFieldValuesBatch({ batch }));
    const notJson = await rejection(client.search.listFieldValuesBatchByGet({ batch: 'source' }));
    expect(notJson.status).toBe(400);
    expect(JSON.stringify(notJson.body)).toContain('batch');
    // In a body (v2 POST, v3) a request answers what the GET answers from its query string.
    const request = { field: '@source', pattern: 'Do*', maximumNumberOfValues: 5 };
    const byGet = await client.search.listFieldValues(request);
    expect(byGet.values?.length).toBeGreaterThan(0);
    expect(byGet.values?.every((value) => value.value?.startsWith('Do'))).toBe(true);
    expect(await client.search.listFieldValuesByPost(request)).toEqual(byGet);
    expect(await client.search.v3.listFieldValues(request)).toEqual(byGet);
    // The body is checked against the published schema: a field value request without its field is refused.
    const refused = await rejection(env.client().search.listFieldValuesByPost({} as never));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('field');
  });

  it('reads an item as text, as HTML from the query string, and one of its data streams', async () => {
    // These read an item of the corpus (they used an unknown one, and the emulator answered a sample).
    await env.seed(corpusSeed);
    const client = env.client();
    const [found] = (await client.search.query({ q: 'install', numberOfResults: 1 })).results;
    const itemId = found.uniqueId;
    await expectCalls(env, [
      {
        call: (client) => client.search.getText({ uniqueId: itemId, pipeline: 'support' }),
        endpoint: 'search.getText',
        method: 'GET',
        path: '/rest/search/v2/text',
        query: { uniqueId: itemId, pipeline: 'support', ...inOrg },
        answer: (answer) =>
          expect(answer).toEqual({
            content: `${found.title}\n\n${found.excerpt}`,
            duration: expect.any(Number),
          }),
      },
      {
        call: (client) =>
          client.search.previewHtmlByGet({ uniqueId: itemId, q: 'install', requestedOutputSize: 0 }),
        endpoint: 'search.previewHtmlByGet',
        method: 'GET',
        path: '/rest/search/v2/html',
        query: { uniqueId: itemId, q: 'install', requestedOutputSize: '0', ...inOrg },
        answer: (answer) => expect(answer).toContain(`<title>${found.title}</title>`),
      },
    ]);
    // The HTML from the query string is the HTML a body's query renders.
    const html = await client.search.previewHtmlByGet({ uniqueId: itemId, q: 'install' });
    expect(html).toContain('<span class="coveo-highlight">');
    expect(html).toBe(await client.search.previewHtml({ q: 'install' }, { uniqueId: itemId }));
    // The emulator's items hold no data stream (no thumbnail, no original file): 404, naming the stream.
    const stream = await rejection(
      client.search.getDataStream({ dataStream: '$Thumbnail$', uniqueId: itemId }),
    );
    await expectSent(env, {
      endpoint: 'search.getDataStream',
      method: 'GET',
      path: '/rest/search/v2/datastream',
      query: { dataStream: '$Thumbnail$', uniqueId: itemId, ...inOrg },
    });
    expect(stream.status).toBe(404);
    expect(JSON.stringify(stream.body)).toContain('$Thumbnail$');
    // An unknown item answers 404, a call naming none 400.
    expect((await rejection(client.search.getText({ uniqueId: 'item-1' }))).status).toBe(404);
    expect((await rejection(client.search.previewHtmlByGet({ uniqueId: 'item-1' }))).status).toBe(404);
    expect(
      (await rejection(client.search.getDataStream({ dataStream: 'x', uniqueId: 'item-1' }))).status,
    ).toBe(404);
    expect((await rejection(client.search.getText())).status).toBe(400);
  });

  it('starts a sign-in with a provider (its name percent-encoded in the path) and sends a rating', async () => {
    const client = env.client();
    await client.search.login('SAML provider/1');
    await expectSent(env, {
      endpoint: 'search.login',
      method: 'POST',
      path: '/rest/search/v2/login/SAML%20provider%2F1',
      query: inOrg,
      body: {},
    });
    await client.search.rate({ rating: 'Best', uniqueId: 'item-1' });
    await expectSent(env, {
      endpoint: 'search.rate',
      method: 'POST',
      path: '/rest/search/v2/rating',
      query: { ...inOrg, rating: 'Best', uniqueId: 'item-1' },
      body: {},
    });
  });
});

describe('search.v3', () => {
  it('a v3 query answers the corpus results that the same v2 query answers', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const request = { q: 'install', aq: '@source==Forum', numberOfResults: 5, firstResult: 2 };
    const [v2, v3] = [await client.search.query(request), await client.search.v3.query(request)];
    const ids = (answer: { results: Array<{ uniqueId: string }> }) => answer.results.map((r) => r.uniqueId);
    expect(v2.totalCount).toBeGreaterThan(3);
    expect(v3).toMatchObject({ totalCount: v2.totalCount, pipeline: 'default' });
    expect(ids(v3)).toEqual(ids(v2));
    expect(v3.results.every((result) => result.raw.source === 'Forum')).toBe(true);
    // Both go through the pipeline the request names.
    const { id } = await client.pipelines.create({ name: 'empty' });
    await client.pipelines.statements.create(id, {
      feature: 'filter',
      definition: 'filter aq `@source==None`',
    });
    expect((await client.search.v3.query({ ...request, pipeline: 'empty' })).totalCount).toBe(0);
  });

  it('makes a v3 search token a JWT whose claims hold the identities, search hub and expiry it was made for', async () => {
    const client = env.client();
    const userIds = [
      { name: 'asmith@example.com', provider: 'Email Security Provider', type: 'User' as const },
      { name: 'support', provider: 'Email Security Provider', type: 'Group' as const },
    ].map((id) => ({ ...id, infos: {}, authCookie: '', password: '' }));
    const { token } = await client.search.v3.createToken({ userIds, searchHub: 'support', validFor: 60_000 });
    const [, payload, signature] = token!.split('.');
    expect(signature).toBeTruthy();
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ organizationId: org, userIds, searchHub: 'support' });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now() + 50_000);
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 60_000);
    // As for a v2 token, the identities are required and the validity must be positive.
    expect((await rejection(client.search.v3.createToken({ userIds: [] }))).status).toBe(400);
    expect((await rejection(client.search.v3.createToken({ userIds, validFor: 0 }))).status).toBe(400);
  });

  it('makes the v3 calls on /rest/search/v3, the organization in the query string', async () => {
    await env.seed(corpusSeed);
    // An item of the corpus: the HTML preview renders it (an unknown one answers 404).
    const [{ uniqueId: itemId }] = (await env.client().search.query({ q: 'install', numberOfResults: 1 }))
      .results;
    const user = {
      name: 'asmith@example.com',
      provider: 'Email Security Provider',
      type: 'User',
      infos: {},
      authCookie: '',
      password: '',
    } as const;
    const passages = { query: 'how to install', localization: { locale: 'en' }, maxPassages: 3 };
    const cases: CallCase[] = [
      {
        call: (client) =>
          client.search.v3.query({ q: 'install', numberOfResults: 2 }, { viewAllContent: true }),
        endpoint: 'search.v3.query',
        method: 'POST',
        path: '/rest/search/v3',
        query: { ...inOrg, viewAllContent: 'true' },
        body: { q: 'install', numberOfResults: 2 },
        answer: (answer) =>
          expect(answer).toMatchObject({ totalCount: expect.any(Number), results: expect.any(Array) }),
      },
      {
        call: (client) => client.search.v3.searchFacet({ field: 'source', query: 'Do*', numberOfValues: 5 }),
        endpoint: 'search.v3.searchFacet',
        method: 'POST',
        path: '/rest/search/v3/facet',
        query: inOrg,
        body: { field: 'source', query: 'Do*', numberOfValues: 5 },
        answer: (answer) =>
          expect(answer).toMatchObject({
            values: expect.any(Array),
            moreValuesAvailable: expect.any(Boolean),
          }),
      },
      {
        call: (client) => client.search.v3.plan({ q: 'install' }),
        endpoint: 'search.v3.plan',
        method: 'POST',
        path: '/rest/search/v3/plan',
        query: inOrg,
        body: { q: 'install' },
        answer: isObject,
      },
      {
        call: (client) => client.search.v3.querySuggest({ q: 'ins', count: 2 }),
        endpoint: 'search.v3.querySuggest',
        method: 'POST',
        path: '/rest/search/v3/querySuggest',
        query: inOrg,
        body: { q: 'ins', count: 2 },
        answer: (answer) => expect(answer).toMatchObject({ completions: expect.any(Array) }),
      },
      {
        call: (client) => client.search.v3.listFieldValues({ field: '@source' }),
        endpoint: 'search.v3.listFieldValues',
        method: 'POST',
        path: '/rest/search/v3/values',
        query: inOrg,
        body: { field: '@source' },
        answer: isObject,
      },
      {
        call: (client) => client.search.v3.listFieldValuesBatch({ batch: [{ field: '@source' }] }),
        endpoint: 'search.v3.listFieldValuesBatch',
        method: 'POST',
        path: '/rest/search/v3/values/batch',
        query: inOrg,
        body: { batch: [{ field: '@source' }] },
        answer: (answer) => expect(answer).toMatchObject({ batch: expect.any(Array) }),
      },
      {
        call: (client) => client.search.v3.getDocument({ uniqueId: itemId }),
        endpoint: 'search.v3.getDocument',
        method: 'GET',
        path: '/rest/search/v3/document',
        query: { uniqueId: itemId, ...inOrg },
        answer: (answer) => expect(answer).toMatchObject({ uniqueId: itemId, title: expect.any(String) }),
      },
      {
        // v3 names the item by its primary id (the emulator's items: their unique id).
        call: (client) => client.search.v3.getText({ primaryId: itemId }),
        endpoint: 'search.v3.getText',
        method: 'GET',
        path: '/rest/search/v3/text',
        query: { primaryId: itemId, ...inOrg },
        answer: (answer) => expect((answer as { content: string }).content).toContain('install'),
      },
      {
        call: (client) => client.search.v3.previewHtml({ q: 'install' }, { uniqueId: itemId }),
        endpoint: 'search.v3.previewHtml',
        method: 'POST',
        path: '/rest/search/v3/html',
        query: { uniqueId: itemId, ...inOrg },
        body: { q: 'install' },
        answer: (answer) => expect(answer).toContain('<span class="coveo-highlight">'),
      },
      {
        call: (client) => client.search.v3.listFields({ searchHub: 'support' }),
        endpoint: 'search.v3.listFields',
        method: 'GET',
        path: '/rest/search/v3/fields',
        query: { ...inOrg, searchHub: 'support' },
        answer: isObject,
      },
      {
        call: (client) => client.search.v3.findFields({ q: '@source==Docs' }),
        endpoint: 'search.v3.findFields',
        method: 'POST',
        path: '/rest/search/v3/fields/find',
        query: inOrg,
        body: { q: '@source==Docs' },
        answer: (answer) => expect(answer).toMatchObject({ fields: expect.any(Array) }),
      },
      {
        call: (client) => client.search.v3.createToken({ userIds: [user], validFor: 60_000 }),
        endpoint: 'search.v3.createToken',
        method: 'POST',
        path: '/rest/search/v3/token',
        query: inOrg,
        body: { userIds: [user], validFor: 60_000 },
        answer: isObject,
      },
      {
        call: (client) => client.search.v3.login('Okta'),
        endpoint: 'search.v3.login',
        method: 'POST',
        path: '/rest/search/v3/login/Okta',
        query: inOrg,
        body: {},
        answer: isObject,
      },
      {
        call: (client) => client.search.v3.retrievePassages(passages),
        endpoint: 'search.v3.retrievePassages',
        method: 'POST',
        path: '/rest/search/v3/passages/retrieve',
        query: inOrg,
        body: passages,
        answer: (answer) => expect(answer).toMatchObject({ items: expect.any(Array) }),
      },
      {
        call: (client) => client.search.v3.debugPassageRetrieval(passages, { viewAllContent: true }),
        endpoint: 'search.v3.debugPassageRetrieval',
        method: 'POST',
        path: '/rest/search/alpha/passages/retrieve/debug',
        query: { ...inOrg, viewAllContent: 'true' },
        body: passages,
        answer: (answer) => expect(answer).toMatchObject({ passages: expect.any(Array) }),
      },
    ];
    await expectCalls(env, cases);
    // The v3 reads answer what their v2 siblings answer; an item has no data stream (404), as in v2.
    const client = env.client();
    expect(await client.search.v3.getDocument({ primaryId: itemId })).toEqual(
      await client.search.getDocument({ uniqueId: itemId }),
    );
    const { content } = (await client.search.v3.getText({ primaryId: itemId })) as unknown as {
      content: string;
    };
    expect(await client.search.getText({ uniqueId: itemId })).toMatchObject({ content });
    expect(await client.search.v3.listFields({ searchHub: 'support' })).toEqual(
      await client.search.listFields(),
    );
    expect((await client.search.v3.listFields()).fields).toContainEqual(
      expect.objectContaining({ name: '@sourcetype', fieldSourceType: 'System' }),
    );
    const stream = await rejection(
      client.search.v3.getDataStream({ dataStream: '$Thumbnail$', primaryId: itemId }),
    );
    await expectSent(env, {
      endpoint: 'search.v3.getDataStream',
      method: 'GET',
      path: '/rest/search/v3/datastream',
      query: { dataStream: '$Thumbnail$', primaryId: itemId, ...inOrg },
    });
    expect(stream.status).toBe(404);
    expect((await rejection(client.search.v3.getDocument({ uniqueId: 'item-1' }))).status).toBe(404);
  });

  it('refuses a passage request without its localization, and a token request without users (400)', async () => {
    const client = env.client();
    const passages = await rejection(client.search.v3.retrievePassages({ query: 'install' } as never));
    expect(passages.status).toBe(400);
    expect(JSON.stringify(passages.body)).toContain('localization');
    expect((await rejection(client.search.v3.createToken({} as never))).status).toBe(400);
  });
});

describe('search: field value batches, found fields, plans, v3 siblings and passages over the corpus', () => {
  it('counts each field of a batch over the corpus, through the batch pipeline', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const batch = [{ field: '@source' }, { field: '@source', pattern: 'F*' }, { field: '@filetype' }];
    const counted = await client.search.listFieldValuesBatch({ batch });
    const docs = { value: 'Docs', lookupValue: 'Docs', numberOfResults: 60 };
    const forum = { value: 'Forum', lookupValue: 'Forum', numberOfResults: 40 };
    expect(counted.batch).toEqual([
      [docs, forum],
      [forum],
      [{ value: 'html', lookupValue: 'html', numberOfResults: 100 }],
    ]);
    // A pipeline that filters items out: the batch's pipeline applies to each request of it.
    const pipeline = await client.pipelines.create({ name: 'forum only' });
    await client.pipelines.statements.create(pipeline.id, {
      feature: 'filter',
      definition: 'filter aq `@source==Forum`',
    });
    const filtered = await client.search.v3.listFieldValuesBatch({
      batch: [{ field: 'source' }],
      pipeline: 'forum only',
    });
    expect(filtered.batch).toEqual([[forum]]);
  });

  it('finds the fields of the items an expression matches: a pushed item brings its metadata', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const source = await client.sources.create({ name: 'Manuals', sourceType: 'PUSH', pushEnabled: true });
    const manual = { title: 'Pump manual', data: 'Prime the pump.', model: 'P-100' };
    await client.pushApi.documents.addOrUpdate(source.id, manual as never, {
      documentId: 'https://m.example.com/pump',
    });
    const names = async (q: string) => (await client.search.v3.findFields({ q })).fields.map((f) => f.name);
    expect(await names('@source==Manuals')).toContain('@model');
    expect(await names('@source==Docs')).not.toContain('@model');
    expect(await names('@source==Docs')).toEqual(expect.arrayContaining(['@source', '@topic', '@urihash']));
    expect((await client.search.findFields({ q: '@source==Nowhere' })).fields).toEqual([]);
  });

  it('plans a query: the pipeline it goes to, each expression with the filters that apply, the triggers', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const pipeline = await client.pipelines.create({ name: 'support' });
    await client.pipelines.statements.create(pipeline.id, {
      feature: 'filter',
      definition: 'filter aq `@source==Forum`',
    });
    await client.pipelines.statements.create(pipeline.id, {
      feature: 'filter',
      definition: 'filter cq `@filetype==html`',
    });
    await client.pipelines.statements.create(pipeline.id, {
      feature: 'trigger',
      definition: 'notify "Forum only"',
    });
    const planned = await client.search.plan({
      q: 'install',
      aq: '@topic==installation',
      pipeline: 'support',
    });
    expect(planned).toEqual({
      pipeline: 'support',
      preprocessingOutput: { triggers: [{ type: 'notify', content: 'Forum only' }] },
      parsedInput: {
        basicExpression: 'install',
        advancedExpression: '(@topic==installation) AND (@source==Forum)',
        constantExpression: '@filetype==html',
      },
    });
    // The default pipeline has no rule: the request's own expressions, no trigger.
    expect(await client.search.v3.plan({ q: 'install' })).toEqual({
      pipeline: 'default',
      preprocessingOutput: { triggers: [] },
      parsedInput: { basicExpression: 'install' },
    });
  });

  it('answers the v3 facet search and suggestions as v2 does, and Insight Panel suggestions through its pipeline', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const facet = { field: 'source', query: 'f*' };
    expect(await client.search.v3.searchFacet(facet)).toEqual(await client.search.searchFacet(facet));
    const v3 = await client.search.v3.querySuggest({ q: 'inst', count: 3 });
    const v2 = await client.search.querySuggest({ q: 'inst', count: 3 });
    expect(v3.completions).toEqual(v2.completions);
    expect(v3.completions.length).toBeGreaterThan(0);
    // An Insight Panel suggests from the items its pipeline lets through: none of a pipeline that lets none.
    const pipeline = await client.pipelines.create({ name: 'nothing' });
    await client.pipelines.statements.create(pipeline.id, {
      feature: 'filter',
      definition: 'filter aq `@source==None`',
    });
    const everything = await client.pipelines.create({ name: 'everything' });
    const open = await client.insightConfigs.create({ name: 'Open panel', pipeline: everything.id });
    const closed = await client.insightConfigs.create({ name: 'Closed panel', pipeline: pipeline.id });
    expect((await client.insightConfigs.querySuggest(open.id, { q: 'inst', count: 3 })).completions).toEqual(
      v2.completions,
    );
    expect((await client.insightConfigs.querySuggest(closed.id, { q: 'inst' })).completions).toEqual([]);
    expect(
      (await rejection(client.insightConfigs.querySuggest('no-such-config', { q: 'inst' }))).status,
    ).toBe(404);
  });

  it('retrieves the passages of pushed items that answer a question, best first, within the filter', async () => {
    const client = env.client();
    const source = await client.sources.create({ name: 'Manuals', sourceType: 'PUSH', pushEnabled: true });
    const push = (name: string, data: string, extra = {}) =>
      client.pushApi.documents.addOrUpdate(source.id, { title: name, data, ...extra } as never, {
        documentId: `https://m.example.com/${name}`,
      });
    await push(
      'pump',
      'Unpack the box. To prime the pump, fill the chamber with water. Then close the valve. Store it dry.',
      {
        model: 'P-100',
      },
    );
    await push('heater', 'The heater warms the water. Its valve opens by itself.', { model: 'H-7' });
    const question = {
      query: 'how to prime the pump',
      localization: { locale: 'en' },
      additionalFields: ['model'],
    };
    const { items, responseId } = await client.search.v3.retrievePassages(question);
    expect(responseId).toEqual(expect.any(String));
    expect(items[0]).toMatchObject({
      text: 'Unpack the box. To prime the pump, fill the chamber with water.',
      document: { title: 'pump', model: 'P-100' },
    });
    const scores = items.map((passage) => passage.relevanceScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Every passage holds a word of the question; the filter keeps the heater's out.
    expect(items.some((passage) => passage.document.title === 'heater')).toBe(true);
    const filtered = await client.search.v3.retrievePassages({
      ...question,
      filter: '@model==P-100',
      maxPassages: 1,
    });
    // The rarity of a word is among the passages retrieved: the scores change, not the passage.
    expect(filtered.items).toEqual([{ ...items[0], relevanceScore: expect.any(Number) }]);
    const debug = await client.search.v3.debugPassageRetrieval(question);
    expect(debug.passages).toEqual(items);
    expect(debug.firstStageRetrievalResults.map((r) => r.primaryid)).toEqual([
      items[0].document.primaryid,
      expect.any(String),
    ]);
    // A question no item answers: no passage.
    expect((await client.search.v3.retrievePassages({ ...question, query: 'zebra' })).items).toEqual([]);
  });
});

describe('search.analysis.parseExpression', () => {
  it('sends the expression as { query } and answers its structured form; a body without it is refused', async () => {
    const client = env.client();
    const parsed = await client.search.analysis.parseExpression({ query: '@source==Docs install' });
    await expectSent(env, {
      endpoint: 'search.analysis.parseExpression',
      method: 'POST',
      path: '/rest/search/v3/analysis/expressions/structured',
      query: inOrg,
      body: { query: '@source==Docs install' },
    });
    expect(parsed).toEqual(expect.any(Object));
    const refused = await rejection(client.search.analysis.parseExpression({} as never));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('query');
  });
});

describe('search.authentication', () => {
  const base = `/rest/organizations/${org}/authentication`;

  it('creates, reads, replaces and deletes a SAML provider', async () => {
    const saml = env.client().search.authentication.saml;
    const provider = {
      name: 'Okta',
      metadata: '<EntityDescriptor entityID="okta"/>',
      expiration: 3600,
      relyingPartyIdentifier: 'coveo',
    };
    const { id } = await saml.create(provider);
    await expectSent(env, {
      endpoint: 'search.authentication.saml.create',
      method: 'POST',
      path: `${base}/saml`,
      body: provider,
    });
    expect(id).toEqual(expect.any(String));

    expect(await saml.get(id)).toMatchObject({ id, ...provider, protocol: 'SAML' });
    await expectSent(env, {
      endpoint: 'search.authentication.saml.get',
      method: 'GET',
      path: `${base}/saml/${id}`,
    });
    expect((await saml.list()).map((p) => p.id)).toEqual([id]);

    const replaced = { name: 'Okta 2', metadata: '<EntityDescriptor entityID="okta2"/>', expiration: 60 };
    await saml.update(id, replaced);
    await expectSent(env, {
      endpoint: 'search.authentication.saml.update',
      method: 'PUT',
      path: `${base}/saml/${id}`,
      body: replaced,
    });
    const read = await saml.get(id);
    expect(read).toMatchObject({ id, ...replaced });
    expect(read).not.toHaveProperty('relyingPartyIdentifier');

    await saml.delete(id);
    await expectSent(env, {
      endpoint: 'search.authentication.saml.delete',
      method: 'DELETE',
      path: `${base}/saml/${id}`,
    });
    expect((await rejection(saml.get(id))).status).toBe(404);
    expect(await saml.list()).toEqual([]);
    // A provider without its metadata is refused, and nothing is created.
    expect((await rejection(saml.create({ name: 'x', expiration: 1 } as never))).status).toBe(400);
    expect(await saml.list()).toEqual([]);
  });

  it('creates, reads, replaces and deletes a SharePoint claims provider', async () => {
    const sharePoint = env.client().search.authentication.sharePoint;
    const provider = { name: 'Intranet', uri: 'https://sp.example.com', provider: 'SP', expiration: 3600 };
    const { id } = await sharePoint.create(provider);
    await expectSent(env, {
      endpoint: 'search.authentication.sharePoint.create',
      method: 'POST',
      path: `${base}/sharepoint`,
      body: provider,
    });
    expect(await sharePoint.get(id)).toMatchObject({ id, ...provider, protocol: 'SharePoint' });
    expect((await sharePoint.list()).map((p) => p.name)).toEqual(['Intranet']);
    await sharePoint.update(id, { ...provider, uri: 'https://sp2.example.com' });
    await expectSent(env, {
      endpoint: 'search.authentication.sharePoint.update',
      method: 'PUT',
      path: `${base}/sharepoint/${id}`,
      body: { ...provider, uri: 'https://sp2.example.com' },
    });
    expect((await sharePoint.get(id)).uri).toBe('https://sp2.example.com');
    await sharePoint.delete(id);
    await expectSent(env, {
      endpoint: 'search.authentication.sharePoint.delete',
      method: 'DELETE',
      path: `${base}/sharepoint/${id}`,
    });
    expect((await rejection(sharePoint.get(id))).status).toBe(404);
  });

  it('trusts a URI prefix, lists it, stops trusting it; lists every provider and recent untrusted URIs', async () => {
    const authentication = env.client().search.authentication;
    await authentication.trustedUris.create({ trustedUri: { uriPrefix: 'https://search.example.com/' } });
    await expectSent(env, {
      endpoint: 'search.authentication.trustedUris.create',
      method: 'POST',
      path: `${base}/trusteduris`,
      body: { trustedUri: { uriPrefix: 'https://search.example.com/' } },
    });
    const trusted = await authentication.trustedUris.list({ page: 0, perPage: 10 });
    await expectSent(env, {
      endpoint: 'search.authentication.trustedUris.list',
      method: 'GET',
      path: `${base}/trusteduris`,
      query: { page: '0', perPage: '10' },
    });
    expect(trusted.totalCount).toBe(1);
    const [{ id }] = trusted.items;
    await authentication.trustedUris.delete(id);
    await expectSent(env, {
      endpoint: 'search.authentication.trustedUris.delete',
      method: 'DELETE',
      path: `${base}/trusteduris/${id}`,
    });
    expect(await authentication.trustedUris.list()).toMatchObject({ totalCount: 0, items: [] });
    expect((await rejection(authentication.trustedUris.delete(id))).status).toBe(404);

    const recent = await authentication.trustedUris.listRecentUntrusted({ perPage: 5 });
    await expectSent(env, {
      endpoint: 'search.authentication.trustedUris.listRecentUntrusted',
      method: 'GET',
      path: `${base}/trusteduris/recentuntrusted`,
      query: { perPage: '5' },
    });
    // Nothing signs in through the SAML provider here, so no search page was refused: an empty list.
    expect(recent).toEqual({ totalCount: 0, items: [] });

    expect(await authentication.list()).toEqual(expect.any(Array));
    await expectSent(env, { endpoint: 'search.authentication.list', method: 'GET', path: base });
  });
});

describe('pipelines: validation, bulk reads, name swap, feature states, ML version', () => {
  const v1 = '/rest/search/v1/admin/pipelines';
  const v2 = '/rest/search/v2/admin/pipelines';

  it('validates operations on pipelines, conditions, statements, rankings, groups and ML associations', async () => {
    const client = env.client();
    const { id: pipelineId } = await client.pipelines.create({ name: 'support' });
    const statement = { feature: 'filter', definition: 'filter aq `@source==Docs`' } as const;
    const single = <M>(model: M) => ({ operation: { operationType: 'CREATE' as const, model } });
    const batch = { operations: [{ operationType: 'DELETE' as const, resourceId: 'some-id' }] };
    const one = (answer: unknown) => expect(answer).toEqual({ result: expect.objectContaining(validation) });
    const each = (answer: unknown) => {
      expect((answer as { results: unknown[] }).results.length).toBeGreaterThan(0);
      for (const result of (answer as { results: unknown[] }).results)
        expect(result).toEqual(expect.objectContaining(validation));
    };
    await expectCalls(env, [
      {
        call: (c) => c.pipelines.validate(single({ name: 'new pipeline' })),
        endpoint: 'pipelines.validate',
        method: 'POST',
        path: `${v1}/validate`,
        query: inOrg,
        body: single({ name: 'new pipeline' }),
        answer: one,
      },
      {
        call: (c) => c.pipelines.validateBatch(batch),
        endpoint: 'pipelines.validateBatch',
        method: 'POST',
        path: `${v1}/validate/batch`,
        query: inOrg,
        body: batch,
        answer: each,
      },
      {
        call: (c) => c.pipelines.conditions.validate(single({ definition: 'when $query contains "a"' })),
        endpoint: 'pipelines.conditions.validate',
        method: 'POST',
        path: `${v1}/statements/validate`,
        query: inOrg,
        body: single({ definition: 'when $query contains "a"' }),
        answer: one,
      },
      {
        call: (c) => c.pipelines.conditions.validateBatch(batch),
        endpoint: 'pipelines.conditions.validateBatch',
        method: 'POST',
        path: `${v1}/statements/validate/batch`,
        query: inOrg,
        body: batch,
        answer: each,
      },
      {
        call: (c) => c.pipelines.statements.validate(pipelineId, single(statement)),
        endpoint: 'pipelines.statements.validate',
        method: 'POST',
        path: `${v2}/${pipelineId}/statements/validate`,
        query: inOrg,
        body: single(statement),
        answer: one,
      },
      {
        call: (c) => c.pipelines.statements.validateBatch(pipelineId, batch),
        endpoint: 'pipelines.statements.validateBatch',
        method: 'POST',
        path: `${v2}/${pipelineId}/statements/validate/batch`,
        query: inOrg,
        body: batch,
        answer: each,
      },
      {
        call: (c) => c.pipelines.resultRankings.validateBatch(pipelineId, batch),
        endpoint: 'pipelines.resultRankings.validateBatch',
        method: 'POST',
        path: `${v2}/${pipelineId}/resultRankings/validate/batch`,
        query: inOrg,
        body: batch,
        answer: each,
      },
      {
        call: (c) =>
          c.pipelines.resultRankings.validate(pipelineId, {
            operation: { operationType: 'DELETE', resourceId: 'rule-1' },
          }),
        endpoint: 'pipelines.resultRankings.validate',
        method: 'POST',
        path: `${v2}/${pipelineId}/resultRankings/validate`,
        query: inOrg,
        body: { operation: { operationType: 'DELETE', resourceId: 'rule-1' } },
        answer: one,
      },
      {
        call: (c) =>
          c.pipelines.mlAssociations.validate(pipelineId, {
            operation: { operationType: 'DELETE', resourceId: 'association-1' },
          }),
        endpoint: 'pipelines.mlAssociations.validate',
        method: 'POST',
        path: `${v2}/${pipelineId}/ml/model/associations/validate`,
        query: inOrg,
        body: { operation: { operationType: 'DELETE', resourceId: 'association-1' } },
        answer: one,
      },
      {
        call: (c) => c.pipelines.mlAssociations.validateBatch(pipelineId, batch),
        endpoint: 'pipelines.mlAssociations.validateBatch',
        method: 'POST',
        path: `${v2}/${pipelineId}/ml/model/associations/validate/batch`,
        query: inOrg,
        body: batch,
        answer: each,
      },
      {
        call: (c) =>
          c.pipelines.statementGroups.validate(pipelineId, {
            operation: { operationType: 'DELETE', resourceId: 'group-1' },
          }),
        endpoint: 'pipelines.statementGroups.validate',
        method: 'POST',
        path: `${v2}/${pipelineId}/statementGroups/validate`,
        query: inOrg,
        body: { operation: { operationType: 'DELETE', resourceId: 'group-1' } },
        answer: one,
      },
      {
        call: (c) => c.pipelines.statementGroups.validateBatch(pipelineId, batch),
        endpoint: 'pipelines.statementGroups.validateBatch',
        method: 'POST',
        path: `${v2}/${pipelineId}/statementGroups/validate/batch`,
        query: inOrg,
        body: batch,
        answer: each,
      },
    ]);
    // An operation without its type is refused; so is a validation under an unknown pipeline.
    const refused = await rejection(client.pipelines.validate({ operation: {} } as never));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('operationType');
    expect((await rejection(client.pipelines.statements.v1.validateBatch('nope', batch))).status).toBe(404);
  });

  it('reads pipelines and statement groups in bulk, dissociates rules, swaps names; lists features and the ML version', async () => {
    const client = env.client();
    const { id: pipelineId } = await client.pipelines.create({ name: 'support' });
    // A rule to dissociate and a pipeline to swap names with: unknown ones are refused (422, 404).
    const { id: otherId } = await client.pipelines.create({ name: 'other' });
    const { id: ruleId } = await client.pipelines.resultRankings.create(pipelineId, {
      name: 'Pin',
      kind: 'featured_result',
      targets: [{ uniqueId: 'a' }],
    });
    await expectCalls(env, [
      {
        call: (c) => c.pipelines.bulkGet([pipelineId], { perPage: 10 }),
        endpoint: 'pipelines.bulkGet',
        method: 'POST',
        path: `${v1}/bulkGet`,
        query: { ...inOrg, perPage: '10' },
        body: { ids: [pipelineId] },
        answer: (answer) => expect(answer).toMatchObject({ pipelines: expect.any(Array) }),
      },
      {
        call: (c) => c.pipelines.statementGroups.bulkGet(pipelineId, ['group-1'], { page: 0 }),
        endpoint: 'pipelines.statementGroups.bulkGet',
        method: 'POST',
        path: `${v2}/${pipelineId}/statementGroups/bulkGet`,
        query: { ...inOrg, page: '0' },
        body: { ids: ['group-1'] },
        answer: (answer) => expect(answer).toMatchObject({ groups: expect.any(Array) }),
      },
      {
        call: (c) =>
          c.pipelines.statementGroups.dissociate(pipelineId, {
            associations: [{ featureType: 'resultRankings', ruleId }],
          }),
        endpoint: 'pipelines.statementGroups.dissociate',
        method: 'POST',
        path: `${v2}/${pipelineId}/statementGroups/associations/dissociate`,
        query: inOrg,
        body: { associations: [{ featureType: 'resultRankings', ruleId }] },
        answer: isObject,
      },
      {
        call: (c) => c.pipelines.swapNames(pipelineId, { other: otherId }),
        endpoint: 'pipelines.swapNames',
        method: 'POST',
        path: `${v1}/${pipelineId}/swap`,
        query: { ...inOrg, other: otherId },
        body: {},
        answer: (answer) => expect(answer).toEqual(expect.any(String)),
      },
      {
        call: (c) => c.pipelines.listFeatureStates(inOrg),
        endpoint: 'pipelines.listFeatureStates',
        method: 'GET',
        path: '/rest/search/admin/pipelines/featureActiveState',
        query: inOrg,
        answer: (answer) => {
          const states = (answer as { featureActiveState: unknown[] }).featureActiveState;
          for (const state of states)
            expect(state).toEqual(
              expect.objectContaining({ feature: expect.any(String), active: expect.any(Boolean) }),
            );
        },
      },
      {
        call: (c) => c.pipelines.ml.getModelVersion(),
        endpoint: 'pipelines.ml.getModelVersion',
        method: 'GET',
        path: `${v2}/ml/version`,
        query: inOrg,
        answer: (answer) => expect(answer).toEqual(expect.any(String)),
      },
    ]);
    // More than 50 rules to dissociate at once is refused.
    const many = Array.from(
      { length: 51 },
      (_, i) => ({ featureType: 'resultRankings', ruleId: `r${i}` }) as const,
    );
    expect(
      (await rejection(client.pipelines.statementGroups.dissociate(pipelineId, { associations: many })))
        .status,
    ).toBe(400);
  });
});

describe('pipelines.statements.v1', () => {
  const path = (pipelineId: string) => `/rest/search/v1/admin/pipelines/${pipelineId}/statements`;

  it('creates, lists, reads, replaces and deletes statements through the v1 paths', async () => {
    const client = env.client();
    const statements = client.pipelines.statements.v1;
    const { id: pipelineId } = await client.pipelines.create({ name: 'support' });
    const filter = {
      feature: 'filter',
      definition: 'filter aq `@source==Docs`',
      description: 'docs only',
    } as const;
    const created = await statements.create(pipelineId, filter);
    await expectSent(env, {
      endpoint: 'pipelines.statements.v1.create',
      method: 'POST',
      path: path(pipelineId),
      query: inOrg,
      body: filter,
    });
    expect(created).toMatchObject({ ...filter, id: expect.any(String) });

    const stop = await statements.create(pipelineId, { feature: 'stop', definition: 'stop "the"' });
    const page = await statements.list(pipelineId, { feature: 'filter', perPage: 10 });
    await expectSent(env, {
      endpoint: 'pipelines.statements.v1.list',
      method: 'GET',
      path: path(pipelineId),
      query: { feature: 'filter', perPage: '10', ...inOrg },
    });
    expect(page.statements.map((s) => s.id)).toContain(created.id);
    expect((await statements.list(pipelineId)).totalEntries).toBe(2);

    expect(await statements.get(pipelineId, stop.id)).toMatchObject({ id: stop.id, feature: 'stop' });
    await expectSent(env, {
      endpoint: 'pipelines.statements.v1.get',
      method: 'GET',
      path: `${path(pipelineId)}/${stop.id}`,
      query: inOrg,
    });

    const replaced = { feature: 'filter', definition: 'filter aq `@source==Forum`' } as const;
    expect(await statements.update(pipelineId, created.id, replaced)).toMatchObject({
      id: created.id,
      ...replaced,
    });
    await expectSent(env, {
      endpoint: 'pipelines.statements.v1.update',
      method: 'PUT',
      path: `${path(pipelineId)}/${created.id}`,
      query: inOrg,
      body: replaced,
    });
    expect((await statements.get(pipelineId, created.id)).definition).toBe(replaced.definition);

    await statements.delete(pipelineId, created.id);
    await expectSent(env, {
      endpoint: 'pipelines.statements.v1.delete',
      method: 'DELETE',
      path: `${path(pipelineId)}/${created.id}`,
      query: inOrg,
    });
    expect((await rejection(statements.get(pipelineId, created.id))).status).toBe(404);
    expect((await statements.list(pipelineId)).statements.map((s) => s.id)).toEqual([stop.id]);

    // A statement without its feature is refused; an unknown pipeline answers 404.
    expect((await rejection(statements.create(pipelineId, { definition: 'stop "a"' } as never))).status).toBe(
      400,
    );
    expect((await rejection(statements.list('no-such-pipeline'))).status).toBe(404);
  });

  it('moves, copies, reads in bulk, validates, exports and imports through the v1 paths', async () => {
    const client = env.client();
    const statements = client.pipelines.statements.v1;
    const { id: pipelineId } = await client.pipelines.create({ name: 'support' });
    const { id: otherId } = await client.pipelines.create({ name: 'other' });
    const { id } = await statements.create(pipelineId, { feature: 'stop', definition: 'stop "the"' });
    const page = (answer: unknown) => expect(answer).toMatchObject({ statements: expect.any(Array) });
    await expectCalls(env, [
      {
        call: () => statements.move(pipelineId, id, { position: 1 }),
        endpoint: 'pipelines.statements.v1.move',
        method: 'PUT',
        path: `${path(pipelineId)}/${id}/move`,
        query: inOrg,
        body: { position: 1 },
        answer: page,
      },
      {
        call: () => statements.bulkGet(pipelineId, [id], { perPage: 5 }),
        endpoint: 'pipelines.statements.v1.bulkGet',
        method: 'POST',
        path: `${path(pipelineId)}/bulkGet`,
        query: { ...inOrg, perPage: '5' },
        body: { ids: [id] },
        answer: page,
      },
      {
        call: () => statements.copy(pipelineId, { statementIds: [id], destinationPipelineId: otherId }),
        endpoint: 'pipelines.statements.v1.copy',
        method: 'POST',
        path: `${path(pipelineId)}/copy`,
        query: inOrg,
        body: { statementIds: [id], destinationPipelineId: otherId },
        answer: isObject,
      },
      {
        call: () =>
          statements.validate(pipelineId, {
            operation: {
              operationType: 'UPDATE',
              resourceId: id,
              model: { feature: 'stop', definition: 'stop "a"' },
            },
          }),
        endpoint: 'pipelines.statements.v1.validate',
        method: 'POST',
        path: `${path(pipelineId)}/validate`,
        query: inOrg,
        body: {
          operation: {
            operationType: 'UPDATE',
            resourceId: id,
            model: { feature: 'stop', definition: 'stop "a"' },
          },
        },
        answer: (answer) => expect(answer).toEqual({ result: expect.objectContaining(validation) }),
      },
      {
        call: () =>
          statements.validateBatch(pipelineId, { operations: [{ operationType: 'DELETE', resourceId: id }] }),
        endpoint: 'pipelines.statements.v1.validateBatch',
        method: 'POST',
        path: `${path(pipelineId)}/validate/batch`,
        query: inOrg,
        body: { operations: [{ operationType: 'DELETE', resourceId: id }] },
        answer: (answer) => expect(answer).toMatchObject({ results: expect.any(Array) }),
      },
      {
        call: () => statements.exportCsv(pipelineId, { feature: 'stop' }),
        endpoint: 'pipelines.statements.v1.exportCsv',
        method: 'GET',
        path: `${path(pipelineId)}/export`,
        query: { feature: 'stop', ...inOrg },
        answer: (answer) => expect(answer).toBeDefined(),
      },
    ]);

    // The import sends the CSV as the multipart form field `file`.
    await statements.importCsv(pipelineId, 'feature,definition\nstop,stop "a"\n', { feature: 'stop' });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      endpoint: 'pipelines.statements.v1.importCsv',
      method: 'POST',
      path: `${path(pipelineId)}/import`,
    });
    expect(Object.fromEntries(new URLSearchParams(wire.query))).toEqual({ feature: 'stop', ...inOrg });
    expect(wire.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(wire.body).toContain('name="file"; filename="statements.csv"');
    expect(wire.body).toContain('stop,stop "a"');
  });

  it('shows through the v1 paths the statements made through the v2 paths, and the reverse', async () => {
    const client = env.client();
    const { v1 } = client.pipelines.statements;
    const { id: pipelineId } = await client.pipelines.create({ name: 'support' });
    const viaV2 = await client.pipelines.statements.create(pipelineId, {
      feature: 'stop',
      definition: 'stop "a"',
    });
    const viaV1 = await v1.create(pipelineId, { feature: 'stop', definition: 'stop "b"' });
    const ids = (page: { statements: Array<{ id: string }> }) => page.statements.map((s) => s.id);
    expect(ids(await v1.list(pipelineId))).toEqual([viaV2.id, viaV1.id]);
    expect(ids(await client.pipelines.statements.list(pipelineId))).toEqual([viaV2.id, viaV1.id]);
    expect((await client.pipelines.statements.get(pipelineId, viaV1.id)).definition).toBe('stop "b"');
    await v1.delete(pipelineId, viaV2.id);
    expect((await rejection(client.pipelines.statements.get(pipelineId, viaV2.id))).status).toBe(404);
  });

  it('moves, copies and reads in bulk through the v1 paths the statements the v2 paths hold', async () => {
    const client = env.client();
    const { v1 } = client.pipelines.statements;
    const { id: pipelineId } = await client.pipelines.create({ name: 'support' });
    const { id: otherId } = await client.pipelines.create({ name: 'other' });
    const first = await v1.create(pipelineId, { feature: 'stop', definition: 'stop "a"' });
    const second = await v1.create(pipelineId, { feature: 'stop', definition: 'stop "b"' });
    const moved = await v1.move(pipelineId, second.id, { position: 1 });
    expect(moved.statements.map((s) => s.id)).toEqual([second.id, first.id]);
    const order = (await client.pipelines.statements.list(pipelineId)).statements.map((s) => s.id);
    expect(order).toEqual([second.id, first.id]);
    const read = await v1.bulkGet(pipelineId, [first.id]);
    expect(read.statements.map((s) => s.definition)).toEqual(['stop "a"']);
    await v1.copy(pipelineId, { statementIds: [first.id], destinationPipelineId: otherId });
    const copied = (await client.pipelines.statements.list(otherId)).statements;
    expect(copied.map((s) => s.definition)).toEqual(['stop "a"']);
    expect(copied[0].id).not.toBe(first.id);
  });
});

describe('search.analysis.parseExpression: the structured form of a query expression', () => {
  const parse = (query: string) => env.client().search.analysis.parseExpression({ query });
  const field = (fieldName: string, operator: string, value: object) => ({
    type: 'fieldExpression',
    fieldName,
    operator,
    value,
  });

  it('parses fields, operators, keywords, phrases, NOT, AND, OR and parentheses into their published nodes', async () => {
    const query =
      '@altpopulation>=90000 AND @altcapital AND NOT (@source=="Youtube" OR @author=="JohnSmith")';
    const parsed = await parse(query);
    expectPublishedAnswer('search.analysis.parseExpression', parsed);
    expect(parsed).toEqual({
      query,
      structured: {
        type: 'and',
        expressions: [
          field('altpopulation', 'greaterThanOrEqual', { type: 'unknown', value: '90000' }),
          { type: 'fieldExists', fieldName: 'altcapital' },
          {
            type: 'not',
            expression: {
              type: 'or',
              expressions: [
                field('source', 'isExactly', { type: 'string', value: 'Youtube' }),
                field('author', 'isExactly', { type: 'string', value: 'JohnSmith' }),
              ],
            },
          },
        ],
      },
    });

    // Terms side by side are joined by AND; AND binds tighter than OR; a value list is any of its values.
    expect(
      (await parse('install guide "quick start" @year<2024 OR @filetype==(pdf,"html")')).structured,
    ).toEqual({
      type: 'or',
      expressions: [
        {
          type: 'and',
          expressions: [
            { type: 'keyword', value: 'install guide' },
            { type: 'exactMatch', value: 'quick start' },
            field('year', 'lowerThan', { type: 'unknown', value: '2024' }),
          ],
        },
        {
          type: 'or',
          expressions: [
            field('filetype', 'isExactly', { type: 'unknown', value: 'pdf' }),
            field('filetype', 'isExactly', { type: 'string', value: 'html' }),
          ],
        },
      ],
    });
    expect(
      (await parse('@title~=instal @author%=smyth @uri/="^https" @name*=doc? @lang<>en')).structured,
    ).toEqual({
      type: 'and',
      expressions: [
        field('title', 'fuzzyMatch', { type: 'unknown', value: 'instal' }),
        field('author', 'phoneticMatch', { type: 'unknown', value: 'smyth' }),
        field('uri', 'regexMatch', { type: 'string', value: '^https' }),
        field('name', 'wildcardMatch', { type: 'unknown', value: 'doc?' }),
        field('lang', 'differentThan', { type: 'unknown', value: 'en' }),
      ],
    });
    const near = await parse(
      'license NEAR:3 renewal $qre(expression: "@year>2020", modifier: 50, isConstant: true)',
    );
    expectPublishedAnswer('search.analysis.parseExpression', near);
    expect(near.structured).toEqual({
      type: 'and',
      expressions: [
        {
          type: 'near',
          startTerm: { type: 'keyword', value: 'license' },
          otherTerms: [{ maxKeywordsFrom: 3, endTerm: { type: 'keyword', value: 'renewal' } }],
        },
        {
          type: 'queryExtension',
          name: 'qre',
          arguments: { expression: '@year>2020', modifier: 50, isConstant: true },
        },
      ],
    });
    expect(await parse('  ')).toEqual({ query: '  ', structured: { type: 'empty' } });
  });

  it('refuses an expression that does not parse with a 422 naming the problem and where', async () => {
    const cases: Array<[string, string]> = [
      ['(@source==Docs', "')' is missing"],
      ['@source==Docs)', "')' is unexpected"],
      ['"install guide', 'a quote is not closed'],
      ['@source==', "a value is missing after '@source'"],
      ['@==Docs', "a field name is missing after '@'"],
      ['install AND', 'an expression is missing'],
      ['OR install', "'OR' is misplaced"],
      ['@filetype==(pdf,html', "the list of values of '@filetype' is not closed"],
      ['$qre(modifier 50)', "an argument of '$qre' is not written 'name: value'"],
    ];
    for (const [query, problem] of cases) {
      const refused = await rejection(parse(query));
      expect(refused.status, query).toBe(422);
      expect(refused.message, query).toContain(problem);
    }
    expect((await rejection(parse('install )'))).message).toContain('(at character 9)');
    // A body whose query is not text is a bad request.
    const notText = await rejection(env.client().search.analysis.parseExpression({ query: 42 } as never));
    expect(notText.status).toBe(400);
  });
});
