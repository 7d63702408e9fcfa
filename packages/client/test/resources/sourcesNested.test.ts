import { type PlatformError, type SourceModel, waitUntil } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, sleep, useEmulator } from '../../../../test/support';

const DURATION = 600;
const env = useEmulator({ refreshDurationMs: DURATION });
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const base = `${org}/sources`;
const raw = (method: string, path: string, body?: string, token?: string) =>
  env.send(method, base + path, body, token);

const status = (source?: SourceModel) => source?.information?.sourceStatus?.type;
const messageOf = (error: PlatformError) => String((error.body as { message?: string }).message);

const idle = (id: string) =>
  waitUntil(
    () => env.client().sources.get(id),
    (s) => status(s) === 'IDLE',
    { intervalMs: 25, timeoutMs: 10_000 },
  );

describe('sources.mappings', () => {
  it('reads default rules, replaces them (rule ids given), and rebuilds on request', async () => {
    const client = env.client();
    const source = await client.sources.create({ name: 'Mapped', sourceType: 'WEB2' });
    const initial = await client.sources.mappings.get(source.id);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/${source.id}/mappings` });
    expect(initial?.common.rules.map((rule) => [rule.field, rule.content])).toEqual([
      ['title', ['%[title]']],
      ['date', ['%[date]']],
    ]);
    expect(initial?.types).toEqual([]);

    const saved = await client.sources.mappings.update(source.id, {
      common: { rules: [{ field: 'uri', content: ['%[clickableuri]', '%[uri]'] }] },
      types: [{ type: 'Video', rules: [{ field: 'title', content: ['%[videotitle]'] }] }],
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${base}/${source.id}/mappings`,
      query: 'rebuild=false',
    });
    expect(JSON.parse(wire.body)).toEqual({
      common: { rules: [{ field: 'uri', content: ['%[clickableuri]', '%[uri]'] }] },
      types: [{ type: 'Video', rules: [{ field: 'title', content: ['%[videotitle]'] }] }],
    });
    expect(saved.common.rules).toEqual([
      { id: expect.any(String), field: 'uri', content: ['%[clickableuri]', '%[uri]'] },
    ]);
    expect(saved.types[0]).toMatchObject({
      type: 'Video',
      rules: [{ id: expect.any(String), field: 'title' }],
    });
    expect(await client.sources.mappings.get(source.id)).toEqual(saved);
    expect(await client.sources.listItemTypes(source.id)).toEqual(['WebPage', 'Video']);

    await idle(source.id);
    await client.sources.mappings.update(source.id, saved, { rebuild: true });
    expect((await env.lastRequest()).query).toBe('rebuild=true');
    const rebuilding = await client.sources.get(source.id);
    expect(status(rebuilding)).toBe('REFRESHING');
    expect(rebuilding?.information?.sourceStatus.refreshType).toBe('REBUILD');
    // Busy: a second rebuild is refused, and the mappings stay as they were.
    const error = await rejection(
      client.sources.mappings.update(source.id, { common: { rules: [] }, types: [] }, { rebuild: true }),
    );
    expect(error.status).toBe(409);
    expect((await client.sources.mappings.get(source.id))?.common.rules).toHaveLength(1);
  });

  it('refuses malformed rules and unknown fields; 404 for an unknown source', async () => {
    const source = await env.client().sources.create({ name: 'M', sourceType: 'WEB2' });
    for (const [body, pattern] of [
      ['{}', /'common' must be a JSON object/],
      ['{"common":{"rules":"x"}}', /\/common\/rules must be of type array/],
      ['{"common":{}}', /common.rules' must be an array/],
      ['{"common":{"rules":[{"content":["%[a]"]}]}}', /needs a 'field'/],
      [
        '{"common":{"rules":[{"field":"nosuchfield","content":["%[a]"]}]}}',
        /'nosuchfield', which does not exist/,
      ],
      ['{"common":{"rules":[{"field":"title","content":[]}]}}', /needs 'content'/],
      [
        '{"common":{"rules":[{"field":"title","content":[1]}]}}',
        /\/common\/rules\/0\/content\/0 must be of type string/,
      ],
      ['{"common":{"rules":[]},"types":{}}', /\/types must be of type array/],
      ['{"common":{"rules":[]},"types":[{"rules":[]}]}', /needs a 'type'/],
    ] as const) {
      const response = await raw('PUT', `/${source.id}/mappings`, body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).message, body).toMatch(pattern);
    }
    expect((await raw('PUT', `/${source.id}/mappings?rebuild=sure`, '{"common":{"rules":[]}}')).status).toBe(
      400,
    );
    expect((await rejection(env.client().sources.mappings.get('nope'))).status).toBe(404);
  });
});

describe('sources.fields', () => {
  it('creates fields in the shared index field collection, reads and updates them', async () => {
    const client = env.client();
    // The platform answers 204, no body: the field is read with get.
    expect(
      await client.sources.fields.create({ name: 'productcolor', facet: true, description: 'Colour' }),
    ).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/fields` });
    expect(JSON.parse(wire.body)).toEqual({ name: 'productcolor', facet: true, description: 'Colour' });

    const field = await client.sources.fields.get('productcolor');
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/fields/productcolor`,
      query: 'includeMappings=true',
    });
    expect(field).toMatchObject({
      name: 'productcolor',
      type: 'STRING',
      facet: true,
      description: 'Colour',
      system: false,
      sources: [],
      mappings: [],
    });
    expect(await client.sources.fields.update('productcolor', { description: 'Color', sort: true })).toEqual(
      {},
    );
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${base}/fields/productcolor` });
    expect(await client.sources.fields.get('productcolor')).toMatchObject({
      name: 'productcolor',
      description: 'Color',
      sort: true,
      facet: true,
    });
    const created = await raw('POST', '/fields', '{"name":"productsize"}');
    expect(created.status).toBe(204);
    expect(await created.text()).toBe('');
    const changed = await raw('PUT', '/fields/productsize', '{"description":"Size"}');
    expect(changed.status).toBe(204);
    expect(await changed.text()).toBe('');
    expect((await client.sources.fields.get('productsize'))?.description).toBe('Size');

    let error = await rejection(client.sources.fields.create({ name: 'productcolor' }));
    expect(error.status).toBe(409);
    error = await rejection(client.sources.fields.create({ name: 'Bad-Name' }));
    expect(error.status).toBe(400);
    expect(messageOf(error)).toMatch(/lowercase letters/);
    error = await rejection(client.sources.fields.create({ name: 'weight', type: 'FLOAT' as never }));
    expect(error.status).toBe(400);
    expect(messageOf(error)).toMatch(
      /\/type must be one of "LONG", "LONG_64", "DOUBLE", "DATE", "STRING", "VECTOR"/,
    );
    error = await rejection(client.sources.fields.update('productcolor', { name: 'other' }));
    expect(error.status).toBe(400);
    expect(messageOf(error)).toMatch(/name cannot change/);
    error = await rejection(client.sources.fields.update('nope', { description: 'x' }));
    expect(error.status).toBe(404);
    expect((await rejection(client.sources.fields.get('nope'))).status).toBe(404);
    for (const [body, pattern] of [
      ['{"facet":"yes"}', /\/facet must be of type boolean/],
      ['[]', /the body's \/ must be of type object/],
      ['{"type":3}', /\/type must be of type string/],
      ['{"type":"FLOAT"}', /\/type must be one of "LONG"/],
    ] as const) {
      const response = await raw('PUT', '/fields/productcolor', body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).message, body).toMatch(pattern);
    }
    expect((await raw('POST', '/fields', '{"type":"STRING"}')).status).toBe(400);
  });

  it('lists fields with paging, filters, sorting and the mappings that fill them', async () => {
    const client = env.client();
    await client.sources.fields.create({ name: 'price', type: 'DOUBLE', description: 'Unit price' });
    await client.sources.fields.create({ name: 'brand', facet: true });
    const source = await client.sources.create({ name: 'Store', sourceType: 'CATALOG' });
    await client.sources.mappings.update(source.id, {
      common: { rules: [{ field: 'price', content: ['%[ec_price]'] }] },
      types: [],
    });

    const page = await client.sources.fields.list({ page: 0, perPage: 3 });
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/page/fields`, query: 'page=0&perPage=3' });
    // 6 system fields from the organization's provisioning, plus 2.
    expect(page).toMatchObject({ totalEntries: 8, totalPages: 3 });
    expect(page?.items.map((f) => f.name)).toEqual(['brand', 'date', 'filetype']);

    const user = await client.sources.fields.list({ origin: 'USER', sortBy: 'NAME', order: 'DESC' });
    expect((await env.lastRequest()).query).toBe('origin=USER&sortBy=NAME&order=DESC');
    expect(user?.items.map((f) => f.name)).toEqual(['price', 'brand']);
    expect((await client.sources.fields.list({ origin: 'SYSTEM' }))?.totalEntries).toBe(6);
    expect((await client.sources.fields.list({ type: 'DOUBLE' }))?.items.map((f) => f.name)).toEqual([
      'price',
    ]);
    expect((await client.sources.fields.list({ filter: 'unit' }))?.items.map((f) => f.name)).toEqual([
      'price',
    ]);
    expect(page?.items[0].mappings).toBeUndefined();

    const mapped = await client.sources.fields.list({ includeMappings: true, filter: 'price' });
    expect((await env.lastRequest()).query).toBe('includeMappings=true&filter=price');
    expect(mapped?.items[0]).toMatchObject({
      name: 'price',
      sources: [{ id: source.id, name: 'Store', sourceType: 'CATALOG' }],
      mappings: [
        {
          sourceId: source.id,
          sourceName: 'Store',
          mappings: [{ id: expect.any(String), kind: 'COMMON', fieldName: 'price', rules: ['%[ec_price]'] }],
        },
      ],
    });
    const one = await client.sources.fields.get('price', { includeMappings: true });
    expect((await env.lastRequest()).query).toBe('includeMappings=true');
    expect(one?.sources?.map((s) => s.id)).toEqual([source.id]);
    // A rule of one item type shows as a MAPPING of that type.
    await client.sources.mappings.update(source.id, {
      common: { rules: [{ field: 'price', content: ['%[ec_price]'] }] },
      types: [{ type: 'Product', rules: [{ field: 'brand', content: ['%[ec_brand]', '%[vendor]'] }] }],
    });
    expect((await client.sources.fields.get('brand'))?.mappings).toEqual([
      {
        sourceId: source.id,
        sourceName: 'Store',
        mappings: [
          {
            id: expect.any(String),
            kind: 'MAPPING',
            type: 'Product',
            fieldName: 'brand',
            rules: ['%[ec_brand]', '%[vendor]'],
          },
        ],
      },
    ]);
    // The new source's default rules fill title.
    expect((await client.sources.fields.get('title', { includeMappings: true }))?.sources).toEqual([]);

    for (const query of [
      'origin=MINE',
      'type=FLOAT',
      'sortBy=SIZE',
      'order=UP',
      'facetsOnly=1',
      'perPage=x',
    ]) {
      const response = await raw('GET', `/page/fields?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('sources.metadata', () => {
  it('makes a metadata report from sampled items: status, generation, paged list', async () => {
    const client = env.client();
    const source = await client.sources.create({ name: 'Meta', sourceType: 'WEB2' });
    expect(await client.sources.metadata.getStatus(source.id)).toEqual({
      reportGenerationInProgress: false,
      reportAvailable: false,
      sampleAvailable: false,
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/${source.id}/metadata/status`,
    });
    const error = await rejection(client.sources.metadata.generate(source.id));
    expect(error.status).toBe(409);
    expect(messageOf(error)).toMatch(/no items to sample/);

    await idle(source.id);
    await client.sources.startRefresh(source.id);
    await idle(source.id);
    // The platform answers 204, no body: the status call tells how the report goes.
    expect(await client.sources.metadata.generate(source.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/${source.id}/metadata`,
      body: '{}',
    });
    expect(await client.sources.metadata.getStatus(source.id)).toEqual({
      reportGenerationInProgress: true,
      reportAvailable: false,
      sampleAvailable: true,
    });
    const pending = await client.sources.metadata.list(source.id);
    expect(pending).toMatchObject({ items: [], totalEntries: 0 });

    await sleep(DURATION + 50);
    expect(await client.sources.metadata.getStatus(source.id)).toEqual({
      reportGenerationInProgress: false,
      reportAvailable: true,
      sampleAvailable: true,
    });
    const report = await client.sources.metadata.list(source.id, { page: 0, perPage: 4 });
    expect(await env.lastRequest()).toMatchObject({
      path: `${base}/${source.id}/metadata`,
      query: 'page=0&perPage=4',
    });
    expect(report).toMatchObject({
      totalEntries: 11,
      totalPages: 3,
      sampledDocumentCount: 100,
      documentErrorCount: 0,
    });
    expect(report?.items.map((item) => item.key)).toEqual(['author', 'date', 'description', 'filetype']);
    expect(report?.expirationDate).toBeGreaterThan(report?.creationDate ?? Number.POSITIVE_INFINITY);
    const title = await client.sources.metadata.list(source.id, { filter: 'TITLE' });
    expect(title?.items).toEqual([
      expect.objectContaining({ key: 'og:title', isMapped: false, indexedBy: 'NONE' }),
      expect.objectContaining({ key: 'title', isMapped: true, indexedBy: 'MAPPING', origin: 'CRAWLER' }),
    ]);
    // No rule reads filetype, but the field of that name takes it.
    expect(report?.items.find((item) => item.key === 'filetype')).toMatchObject({
      isMapped: false,
      indexedBy: 'FIELD',
    });
    const byCount = await client.sources.metadata.list(source.id, {
      sortBy: 'COUNT',
      order: 'DESC',
      perPage: 2,
    });
    expect((await env.lastRequest()).query).toBe('sortBy=COUNT&order=DESC&perPage=2');
    expect(byCount?.items[0].count).toBeGreaterThanOrEqual(
      byCount?.items[1].count ?? Number.POSITIVE_INFINITY,
    );

    for (const query of ['sortBy=NAME', 'order=up', 'page=x']) {
      expect((await raw('GET', `/${source.id}/metadata?${query}`)).status, query).toBe(400);
    }
    expect((await rejection(client.sources.metadata.list('nope'))).status).toBe(404);
    expect((await rejection(client.sources.metadata.getStatus('nope'))).status).toBe(404);
  });
});

describe('sources.metadata of pushed items', () => {
  it('reports the metadata of the items pushed to the source: keys, how many items hold each, values', async () => {
    const client = env.client({ serverlessHost: env.url });
    const source = await client.sources.create({ name: 'Pushed meta', sourceType: 'PUSH' });
    await idle(source.id);
    const items: Array<Record<string, string>> = [
      { author: 'Ann', color: 'red', data: 'one' },
      { author: 'Ann', data: 'two' },
      { author: 'Bob', color: 'blue', data: 'three' },
    ];
    for (const [n, item] of items.entries())
      await client.pushApi.documents.addOrUpdate(source.id, item, { documentId: `https://example.com/${n}` });
    await client.sources.metadata.generate(source.id);
    await sleep(DURATION + 50);

    const report = await client.sources.metadata.list(source.id, { sortBy: 'KEY' });
    expect(report).toMatchObject({ sampledDocumentCount: 3, totalEntries: 2 });
    expect(report?.items.map(({ key, count, values }) => ({ key, count, values }))).toEqual([
      {
        key: 'author',
        count: 3,
        values: [
          { metadataValue: 'Ann', count: 2 },
          { metadataValue: 'Bob', count: 1 },
        ],
      },
      {
        key: 'color',
        count: 2,
        values: [
          { metadataValue: 'red', count: 1 },
          { metadataValue: 'blue', count: 1 },
        ],
      },
    ]);
  });
});

describe('sources.datasets', () => {
  it('lists datasets and imports one (withContent true by default), PENDING → IN_PROGRESS → COMPLETED', async () => {
    const client = env.client();
    const datasets = await client.sources.datasets.list();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/datasets`, query: '' });
    expect(datasets?.map((d) => d.name)).toEqual(['WEB', 'ecommerce']);
    expect(datasets?.[0]).toMatchObject({ note: expect.any(String), hasStaticContent: true });

    const { requestId } = await client.sources.datasets.import({ datasetName: 'WEB' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${base}/datasets/import`,
      query: 'datasetName=WEB&withContent=true',
      body: '{}',
    });
    expect(requestId).toEqual(expect.any(String));

    const first = await client.sources.datasets.getImportProgress({ requestId });
    expect(await env.lastRequest()).toMatchObject({
      path: `${base}/datasets/import/progress`,
      query: `requestId=${requestId}`,
    });
    expect(first).toMatchObject({ requestId, datasetName: 'WEB', status: 'PENDING' });
    expect(first?.result).toBeUndefined();
    const seen = new Set<string>();
    const done = await waitUntil(
      () => client.sources.datasets.getImportProgress({ requestId }),
      (progress) => {
        seen.add(progress.status);
        return progress.status === 'COMPLETED';
      },
      { intervalMs: 40, timeoutMs: 10_000 },
    );
    expect(seen).toContain('IN_PROGRESS');
    expect(done.result).toBe('SUCCESS');
    // The imported source holds the dataset's items once the import is complete.
    const [sourceId] = done.sourceIds ?? [];
    const source = await idle(sourceId);
    expect(source).toMatchObject({ name: 'WEB sample', sourceType: 'WEB2' });
    expect(source.information?.numberOfDocuments).toBeGreaterThan(0);

    const bare = await client.sources.datasets.import({ datasetName: 'ecommerce', withContent: false });
    expect((await env.lastRequest()).query).toBe('datasetName=ecommerce&withContent=false');
    const imported = await client.sources.datasets.getImportProgress(bare);
    const catalogSource = await idle(imported?.sourceIds?.[0] ?? '');
    expect(catalogSource).toMatchObject({ sourceType: 'CATALOG' });
    expect(catalogSource.information?.numberOfDocuments).toBe(0);
  });

  it('refuses a missing or unknown dataset name or request id', async () => {
    const client = env.client();
    const error = await rejection(client.sources.datasets.import({ datasetName: 'movies' as never }));
    expect(error.status).toBe(400);
    expect(messageOf(error)).toMatch(/WEB, ecommerce/);
    expect((await rejection(client.sources.datasets.getImportProgress({ requestId: 'nope' }))).status).toBe(
      404,
    );
    for (const [method, path, pattern] of [
      ['PUT', '/datasets/import', /'datasetName' is required/],
      ['PUT', '/datasets/import?datasetName=WEB&withContent=perhaps', /withContent/],
      ['GET', '/datasets/import/progress', /'requestId' is required/],
    ] as const) {
      const response = await raw(method, path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).message).toMatch(pattern);
    }
    expect((await client.sources.list())?.totalEntries).toBe(0);
  });
});
