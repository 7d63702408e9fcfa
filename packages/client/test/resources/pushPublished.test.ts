// The Push API calls that joined the catalog with issue 25: items of a push source, the source's
// status, and the Stream API for sources and data collections. They go to the serverless host: the
// clients below point their platform host at a closed port, so that a call sent there fails.
import { deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer } from './publishedAnswers';

const env = useEmulator();
const push = `/push/v1/organizations/${DEFAULT_ORGANIZATION_ID}`;
/** A client whose calls succeed only on the serverless host. */
const serverless = () => env.client({ host: 'http://127.0.0.1:9', serverlessHost: env.url });

async function pushSource() {
  return env.client().sources.create({ name: 'Pushed', sourceType: 'PUSH' });
}

/** Uploads JSON to a new file container, as the platform takes a batch; answers the container's id. */
async function upload(content: unknown) {
  const container = await serverless().pushApi.createFileContainer();
  const answer = await fetch(container.uploadUri, {
    method: 'PUT',
    headers: container.requiredHeaders,
    body: JSON.stringify(content),
  });
  expect(answer.status).toBe(200);
  return container.fileId;
}

describe('pushApi.documents', () => {
  it('adds or replaces an item by its URI, then deletes it (queued: 202, no body)', async () => {
    const client = serverless();
    const source = await pushSource();
    const documentId = 'https://example.com/docs/1';
    // Metadata are the body's other string properties (`title` here).
    const item = { data: 'Hello from the Push API', fileExtension: '.txt', title: 'First item' };

    expect(
      await client.pushApi.documents.addOrUpdate(source.id, item, { documentId, orderingId: 7 }),
    ).toEqual({});
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${push}/sources/${source.id}/documents`,
      endpoint: 'pushApi.documents.addOrUpdate',
    });
    expect(Object.fromEntries(new URLSearchParams(wire.query))).toEqual({ documentId, orderingId: '7' });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toEqual(item);

    expect(await client.pushApi.documents.delete(source.id, { documentId, deleteChildren: true })).toEqual(
      {},
    );
    wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'DELETE',
      path: `${push}/sources/${source.id}/documents`,
      body: '',
    });
    expect(Object.fromEntries(new URLSearchParams(wire.query))).toEqual({
      documentId,
      deleteChildren: 'true',
    });

    // The item's URI is required, on both calls.
    for (const method of ['PUT', 'DELETE']) {
      const answer = await env.sendJson(method, `${push}/sources/${source.id}/documents`, '{}');
      expect(answer.status, method).toBe(400);
      expect(JSON.stringify(answer.body), method).toMatch(/documentId/);
    }
  });

  it('applies a batch uploaded to a file container, and deletes the items older than an ordering id', async () => {
    const client = serverless();
    const source = await pushSource();
    const fileId = await upload({
      addOrUpdate: [{ documentId: 'https://example.com/a', data: 'a' }],
      delete: [{ documentId: 'https://example.com/b' }],
    });
    expect(await client.pushApi.documents.addOrUpdateBatch(source.id, { fileId, orderingId: 10 })).toEqual(
      {},
    );
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${push}/sources/${source.id}/documents/batch` });
    expect(Object.fromEntries(new URLSearchParams(wire.query))).toEqual({ fileId, orderingId: '10' });

    expect(
      await client.pushApi.documents.deleteOlderThan(source.id, { orderingId: 10, queueDelay: 0 }),
    ).toEqual({});
    wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'DELETE',
      path: `${push}/sources/${source.id}/documents/olderthan`,
      query: 'orderingId=10&queueDelay=0',
    });
    const noOrdering = await env.sendJson('DELETE', `${push}/sources/${source.id}/documents/olderthan`);
    expect(noOrdering.status).toBe(400);
  });
});

describe('pushApi.updateSourceStatus', () => {
  it('tells the platform what a push source is doing; the status must be one the platform knows', async () => {
    const client = serverless();
    const source = await pushSource();
    expect(await client.pushApi.updateSourceStatus(source.id, { statusType: 'REBUILD' })).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${push}/sources/${source.id}/status`,
      query: 'statusType=REBUILD',
      endpoint: 'pushApi.updateSourceStatus',
    });
    expect(
      (await rejection(client.pushApi.updateSourceStatus(source.id, { statusType: 'SLEEPING' as never })))
        .status,
    ).toBe(400);
  });
});

describe('pushApi.streams', () => {
  it('opens a stream, gets another chunk, and closes it, each answered as the platform publishes', async () => {
    const client = serverless();
    const source = await pushSource();
    const stream = `${push}/sources/${source.id}/stream`;

    const opened = await client.pushApi.streams.open(source.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${stream}/open`,
      endpoint: 'pushApi.streams.open',
    });
    expectPublishedAnswer('pushApi.streams.open', opened);

    const streamId = opened.streamId!;
    const chunk = await client.pushApi.streams.createChunk(source.id, streamId);
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${stream}/${streamId}/chunk` });
    expectPublishedAnswer('pushApi.streams.createChunk', chunk);
    expect(chunk.fileId).not.toBe(opened.fileId);

    const closed = await client.pushApi.streams.close(source.id, streamId);
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${stream}/${streamId}/close` });
    expectPublishedAnswer('pushApi.streams.close', closed);
    // A closed stream takes no more chunks.
    expect((await rejection(client.pushApi.streams.createChunk(source.id, streamId))).status).toBe(404);
  });

  it('updates and merges from a file container, and deletes items older than a time', async () => {
    const client = serverless();
    const source = await pushSource();
    const stream = `${push}/sources/${source.id}/stream`;
    const fileId = await upload({ addOrUpdate: [{ documentId: 'https://example.com/c', data: 'c' }] });

    const updated = await client.pushApi.streams.update(source.id, { fileId });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${stream}/update`,
      query: `fileId=${fileId}`,
    });
    expectPublishedAnswer('pushApi.streams.update', updated);
    const merged = await client.pushApi.streams.merge(source.id, { fileId });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${stream}/merge`,
      query: `fileId=${fileId}`,
    });
    expectPublishedAnswer('pushApi.streams.merge', merged);
    expect((await env.sendJson('PUT', `${stream}/update`)).status).toBe(400);

    const cutoff = Date.UTC(2024, 0, 1);
    const deleted = await client.pushApi.streams.deleteOlderThan(source.id, String(cutoff), {
      queueDelay: 15,
    });
    expectPublishedAnswer('pushApi.streams.deleteOlderThan', deleted);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${stream}/deleteolderthan/${cutoff}`,
      query: 'queueDelay=15',
    });
  });
});

describe('pushApi.dataCollectionStreams', () => {
  /** The ids of the items search finds in the collection (each of its items holds the word 'quince'). */
  const held = async () => {
    const found = await env.client().search.query({ q: 'quince', numberOfResults: 50 });
    return (found?.results ?? []).map((result) => result.uri).sort();
  };
  const catalogSource = () =>
    env.client().sources.create({ name: 'Products', sourceType: 'CATALOG', pushEnabled: true });

  it("streams to a data collection: the closed stream's items replace what its source held", async () => {
    const client = serverless();
    const collection = (await catalogSource()).id;
    const stream = `${push}/data-collections/${collection}/stream`;
    await client.pushApi.documents.addOrUpdate(
      collection,
      { data: 'quince' },
      { documentId: 'product://old' },
    );

    const opened = await client.pushApi.dataCollectionStreams.open(collection);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${stream}/open`,
      endpoint: 'pushApi.dataCollectionStreams.open',
    });
    expectPublishedAnswer('pushApi.dataCollectionStreams.open', opened);
    const put = async (uploadUri: string, items: unknown[]) =>
      expect(
        (await fetch(uploadUri, { method: 'PUT', body: JSON.stringify({ addOrUpdate: items }) })).status,
      ).toBe(200);
    await put(opened.uploadUri!, [{ documentId: 'product://1', data: 'quince one' }]);
    const chunk = await client.pushApi.dataCollectionStreams.createChunk(collection, opened.streamId!);
    expect((await env.lastRequest()).path).toBe(`${stream}/${opened.streamId}/chunk`);
    expectPublishedAnswer('pushApi.dataCollectionStreams.createChunk', chunk);
    await put(chunk.uploadUri!, [{ documentId: 'product://2', data: 'quince two' }]);
    expect(await held()).toEqual(['product://old']);

    const closed = await client.pushApi.dataCollectionStreams.close(collection, opened.streamId!);
    expect((await env.lastRequest()).path).toBe(`${stream}/${opened.streamId}/close`);
    expectPublishedAnswer('pushApi.dataCollectionStreams.close', closed);
    expect(closed.orderingId).toMatch(/^\d+$/);
    expect(await held()).toEqual(['product://1', 'product://2']);
    // A closed stream takes no more chunks; a collection no source stands for has no stream.
    const again = client.pushApi.dataCollectionStreams.createChunk(collection, opened.streamId!);
    expect((await rejection(again)).status).toBe(404);
    expect((await rejection(client.pushApi.dataCollectionStreams.open('no-such-collection'))).status).toBe(
      404,
    );
  });

  it('updates and merges items into a data collection, and deletes those older than a time', async () => {
    const client = serverless();
    const collection = (await catalogSource()).id;
    const stream = `${push}/data-collections/${collection}/stream`;
    const fileId = await upload({ addOrUpdate: [{ documentId: 'product://1', data: 'quince one' }] });
    const updated = await client.pushApi.dataCollectionStreams.update(collection, { fileId });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${stream}/update`,
      query: `fileId=${fileId}`,
    });
    expectPublishedAnswer('pushApi.dataCollectionStreams.update', updated);
    expect(await held()).toEqual(['product://1']);

    const other = await upload({
      addOrUpdate: [{ documentId: 'product://2', data: 'quince two' }],
      delete: [{ documentId: 'product://1' }],
    });
    const merged = await client.pushApi.dataCollectionStreams.merge(collection, { fileId: other });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${stream}/merge`,
      query: `fileId=${other}`,
    });
    expectPublishedAnswer('pushApi.dataCollectionStreams.merge', merged);
    expect(await held()).toEqual(['product://2']);
    expect((await env.sendJson('PUT', `${stream}/merge`)).status).toBe(400);

    // Items pushed before the time go; those pushed after stay.
    const before = Number(merged.orderingId);
    const deleted = await client.pushApi.dataCollectionStreams.deleteOlderThan(collection, String(before));
    expectPublishedAnswer('pushApi.dataCollectionStreams.deleteOlderThan', deleted);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${stream}/deleteolderthan/${before}`,
    });
    expect(await held()).toEqual(['product://2']);
    await client.pushApi.dataCollectionStreams.deleteOlderThan(collection, String(before + 1));
    expect(await held()).toEqual([]);
  });
});

describe('the Push API and search', () => {
  /** The titles a query finds, through the search API. */
  const found = async (q: string) =>
    ((await env.client().search.query({ q, numberOfResults: 50 }))?.results ?? []).map(
      (result) => result.title,
    );

  it('makes an item pushed with documents.addOrUpdate searchable, and documents.delete removes it from search', async () => {
    const client = serverless();
    const source = await pushSource();
    const documentId = 'https://example.com/kb/reset-password';
    await client.pushApi.documents.addOrUpdate(
      source.id,
      {
        title: 'Reset your password',
        data: 'Open the account page and choose quokka recovery.',
        fileExtension: '.html',
      },
      { documentId },
    );
    expect(await found('quokka')).toEqual(['Reset your password']);
    const [result] = (await env.client().search.query({ q: 'quokka' }))?.results ?? [];
    expect(result).toMatchObject({ uri: documentId, clickUri: documentId });
    expect(result.raw).toMatchObject({ source: 'Pushed', filetype: 'html' });

    // Replaced: the new text is found, the old one no longer.
    await client.pushApi.documents.addOrUpdate(
      source.id,
      { title: 'Reset your password', data: 'Use the wombat link.' },
      { documentId },
    );
    expect(await found('quokka')).toEqual([]);
    expect(await found('wombat')).toEqual(['Reset your password']);

    await client.pushApi.documents.delete(source.id, { documentId });
    expect(await found('wombat')).toEqual([]);
    // A source that is not a Push source takes no items.
    const web = await env
      .client()
      .sources.create({ name: 'Site', sourceType: 'WEB2', urls: ['https://example.com/'] } as never);
    expect(
      (await rejection(client.pushApi.documents.addOrUpdate(web.id, { data: 'x' }, { documentId }))).status,
    ).toBe(400);
  });

  it('reads compressedBinaryData as compressionType says, in single items and in batches', async () => {
    const client = serverless();
    const source = await pushSource();
    const push = (n: number, compressed: Buffer, compressionType?: 'ZLIB' | 'GZIP' | 'DEFLATE') =>
      client.pushApi.documents.addOrUpdate(
        source.id,
        { title: `Packed ${n}`, compressedBinaryData: compressed.toString('base64') },
        { documentId: `https://example.com/z/${n}`, ...(compressionType ? { compressionType } : {}) },
      );
    await push(1, deflateSync('the platypus swims'), 'ZLIB');
    expect((await env.lastRequest()).query).toBe(
      'documentId=https%3A%2F%2Fexample.com%2Fz%2F1&compressionType=ZLIB',
    );
    await push(2, gzipSync('a gzipped platypus'), 'GZIP');
    await push(3, deflateRawSync('a raw platypus'), 'DEFLATE');
    // Without a compression type, the data is the text itself.
    await push(4, Buffer.from('an uncompressed platypus'));
    expect((await found('platypus')).sort()).toEqual(['Packed 1', 'Packed 2', 'Packed 3', 'Packed 4']);
    // The text, not the base64, is what search and getText read.
    const [item] = (await env.client().search.query({ q: 'swims' })).results;
    expect(await env.client().search.getText({ uniqueId: item.uniqueId })).toMatchObject({
      content: 'Packed 1\n\nthe platypus swims',
    });
    expect(item.raw).not.toHaveProperty('compressedbinarydata');
    // In a batch, each item names its compression type.
    const packed = {
      title: 'Batched',
      compressedBinaryData: deflateSync('a batched echidna').toString('base64'),
    };
    await client.pushApi.documents.addOrUpdateBatch(source.id, {
      fileId: await upload({
        addOrUpdate: [{ documentId: 'https://example.com/z/5', compressionType: 'ZLIB', ...packed }],
      }),
    });
    expect(await found('echidna')).toEqual(['Batched']);
    // Data that is not of the type named is refused, and nothing is stored.
    const refused = await rejection(push(6, Buffer.from('plain text'), 'GZIP'));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('compressionType');
    expect(await found('plain')).toEqual([]);
  });

  it('merges a stream merge batch into the items there (a shallow merge); an update replaces them', async () => {
    const client = serverless();
    const source = await pushSource();
    const documentId = 'https://example.com/m/1';
    const first = { title: 'Merged item', data: 'a wallaby hops', color: 'red', size: 'small' };
    await client.pushApi.documents.addOrUpdate(source.id, first, { documentId });
    const raw = async () => (await env.client().search.query({ q: 'wallaby' })).results[0]?.raw;

    const changes = await upload({ addOrUpdate: [{ documentId, color: 'blue' }] });
    await client.pushApi.streams.merge(source.id, { fileId: changes });
    // The fields the batch gives change; the others, the text among them, stay.
    expect(await raw()).toMatchObject({ title: 'Merged item', color: 'blue', size: 'small' });
    await client.pushApi.streams.update(source.id, { fileId: changes });
    // An update replaces the item with what the batch gives: no text is left to find.
    expect(await raw()).toBeUndefined();
    const [replaced] = (await env.client().search.query({ aq: '@color==blue' })).results;
    expect(replaced.raw).not.toHaveProperty('size');
  });

  it('applies the items of a batch (addOrUpdate and delete) uploaded to a file container', async () => {
    const client = serverless();
    const source = await pushSource();
    const item = (n: number) => ({
      documentId: `https://example.com/b/${n}`,
      title: `Batch item ${n}`,
      data: `numbat ${n}`,
    });
    await client.pushApi.documents.addOrUpdateBatch(source.id, {
      fileId: await upload({ addOrUpdate: [item(1), item(2), item(3)] }),
    });
    expect((await found('numbat')).sort()).toEqual(['Batch item 1', 'Batch item 2', 'Batch item 3']);
    await client.pushApi.documents.addOrUpdateBatch(source.id, {
      fileId: await upload({ addOrUpdate: [item(4)], delete: [{ documentId: item(1).documentId }] }),
    });
    expect((await found('numbat')).sort()).toEqual(['Batch item 2', 'Batch item 3', 'Batch item 4']);
  });

  it('deletes with deleteOlderThan the items pushed with a lower orderingId, and keeps the others', async () => {
    const client = serverless();
    const source = await pushSource();
    for (const [n, orderingId] of [
      [1, 10],
      [2, 20],
      [3, 30],
    ]) {
      await client.pushApi.documents.addOrUpdate(
        source.id,
        { title: `Ordered ${n}`, data: 'dingo' },
        { documentId: `https://example.com/o/${n}`, orderingId },
      );
    }
    await client.pushApi.documents.deleteOlderThan(source.id, { orderingId: 25 });
    expect(await found('dingo')).toEqual(['Ordered 3']);
  });

  it("replaces a source's items with those of a stream when it closes", async () => {
    const client = serverless();
    const source = await pushSource();
    await client.pushApi.documents.addOrUpdate(
      source.id,
      { title: 'Old item', data: 'kiwi' },
      { documentId: 'https://example.com/old' },
    );
    const opened = await client.pushApi.streams.open(source.id);
    const put = async (uploadUri: string, items: unknown[]) =>
      expect(
        (await fetch(uploadUri, { method: 'PUT', body: JSON.stringify({ addOrUpdate: items }) })).status,
      ).toBe(200);
    await put(opened.uploadUri!, [
      { documentId: 'https://example.com/s/1', title: 'Streamed 1', data: 'kiwi' },
    ]);
    const chunk = await client.pushApi.streams.createChunk(source.id, opened.streamId!);
    await put(chunk.uploadUri!, [
      { documentId: 'https://example.com/s/2', title: 'Streamed 2', data: 'kiwi' },
    ]);
    // Until the stream closes, search finds what was there.
    expect(await found('kiwi')).toEqual(['Old item']);
    await client.pushApi.streams.close(source.id, opened.streamId!);
    expect((await found('kiwi')).sort()).toEqual(['Streamed 1', 'Streamed 2']);
  });

  it("shows updateSourceStatus's status in the source's activity, and 404 for an unknown source", async () => {
    const client = serverless();
    const source = await pushSource();
    /** The source's activities, newest first. */
    const activities = async () =>
      (await env.client().activities.list({ resourceIds: [source.id] })).items ?? [];

    await client.pushApi.updateSourceStatus(source.id, { statusType: 'REBUILD' });
    const [rebuild] = await activities();
    expect(rebuild).toMatchObject({
      operation: 'REBUILD',
      resourceType: 'SOURCE',
      resourceId: source.id,
      resourceName: 'Pushed',
      state: 'EXECUTING',
    });
    // The next status ends the running activity (successful) and starts its own; IDLE starts none.
    await client.pushApi.updateSourceStatus(source.id, { statusType: 'INCREMENTAL' });
    expect(await activities()).toMatchObject([
      { operation: 'INCREMENTAL_REFRESH', state: 'EXECUTING' },
      { id: rebuild.id, state: 'EXECUTED', result: 'SUCCESS' },
    ]);
    await client.pushApi.updateSourceStatus(source.id, { statusType: 'IDLE' });
    await client.pushApi.updateSourceStatus(source.id, { statusType: 'IDLE' });
    expect(await activities()).toMatchObject([
      { operation: 'INCREMENTAL_REFRESH', state: 'EXECUTED', result: 'SUCCESS' },
      { operation: 'REBUILD', state: 'EXECUTED', result: 'SUCCESS' },
    ]);
    expect(await activities()).toHaveLength(2);

    const unknown = await rejection(
      client.pushApi.updateSourceStatus('no-such-source', { statusType: 'REBUILD' }),
    );
    expect(unknown.status).toBe(404);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${push}/sources/no-such-source/status`,
    });
  });
});

describe('pushed metadata', () => {
  const products = [
    { id: 'boots', title: 'Hiking boots', category: ['Shoes', 'Hiking'], price: 189, inStock: false },
    { id: 'runners', title: 'Trail runners', category: ['Shoes', 'Running'], price: 129.5, inStock: true },
    { id: 'jacket', title: 'Rain jacket', category: ['Jackets', 'Hiking'], price: 49 },
  ];
  /** A Push source holding the products above: metadata as numbers, booleans and lists, as the platform takes them. */
  async function pushProducts() {
    const source = await pushSource();
    for (const { id, category, inStock, ...rest } of products) {
      const item = { ...rest, productcategory: category, data: `${rest.title}: waterproof and light.` };
      await serverless().pushApi.documents.addOrUpdate(
        source.id,
        inStock === undefined ? item : { ...item, instock: inStock },
        { documentId: `https://shop.example.com/${id}` },
      );
    }
    return source;
  }
  const search = (body: Record<string, unknown>) => env.client().search.query(body);

  it('takes numbers, booleans and lists as metadata; a list is a multi-value field', async () => {
    await pushProducts();
    const wire = await env.lastRequest();
    expect(JSON.parse(wire.body)).toMatchObject({ price: 49, productcategory: ['Jackets', 'Hiking'] });

    // A field expression matches any value of a multi-value field; `<>` none of them.
    const hiking = await search({ aq: '@productcategory==Hiking', sortCriteria: '@price ascending' });
    expect(hiking.results?.map((result) => result.title)).toEqual(['Rain jacket', 'Hiking boots']);
    const notShoes = await search({ aq: '@productcategory<>Shoes' });
    expect(notShoes.results?.map((result) => result.title)).toEqual(['Rain jacket']);
    // Numbers compare as numbers; results show the values as pushed, a list as a list, a boolean as text.
    const dear = await search({ aq: '@price>100', sortCriteria: '@price descending' });
    expect(dear.results?.map((result) => result.raw)).toMatchObject([
      { price: 189, productcategory: ['Shoes', 'Hiking'], instock: 'false' },
      { price: 129.5, productcategory: ['Shoes', 'Running'], instock: 'true' },
    ]);

    // Each value of a multi-value field counts the item once, in groups and in facets; selecting a
    // value keeps the items that have it among theirs.
    const grouped = await search({ groupBy: [{ field: '@productcategory' }] });
    expect(grouped.groupByResults?.[0]?.values?.map((v) => [v.value, v.numberOfResults])).toEqual([
      ['Hiking', 2],
      ['Shoes', 2],
      ['Jackets', 1],
      ['Running', 1],
    ]);
    const running = await search({
      facets: [{ field: 'productcategory', currentValues: [{ value: 'Running', state: 'selected' }] }],
    });
    expect(running.results?.map((result) => result.title)).toEqual(['Trail runners']);
    const noHiking = await search({
      facets: [{ field: 'productcategory', currentValues: [{ value: 'Hiking', state: 'excluded' }] }],
    });
    expect(noHiking.results?.map((result) => result.title)).toEqual(['Trail runners']);
  });

  it('refuses an object, or a list of lists, as a metadata value, naming the metadata and the types it takes', async () => {
    const source = await pushSource();
    const documentId = 'https://shop.example.com/odd';
    const put = (item: Record<string, unknown>) =>
      rejection(serverless().pushApi.documents.addOrUpdate(source.id, item as never, { documentId }));
    const object = await put({ title: 'Odd', author: { name: 'Ann' } });
    expect(object.status).toBe(400);
    expect(object.message).toMatch(/\/author must be of type boolean, number, string or array/);
    const lists = await put({ title: 'Odd', tags: [['a', 'b']] });
    expect(lists.status).toBe(400);
    expect(lists.message).toMatch(/\/tags\/0 must be of type boolean, number or string/);
    expect((await search({ q: 'odd' })).totalCount).toBe(0);
  });

  it('counts the items a Push source holds in the source and in the index statistics, as search finds them', async () => {
    const source = await pushProducts();
    const client = env.client();
    const information = async () => (await client.sources.get(source.id)).information;
    expect((await search({})).totalCount).toBe(3);
    expect(await information()).toMatchObject({ numberOfDocuments: 3 });
    const size = Number((await information())?.documentsTotalSize);
    expect(size).toBeGreaterThan(0);
    const [index] = await client.indexes.list();
    expect(await client.indexes.getStats(index.id)).toMatchObject({
      numberOfDocuments: 3,
      documentsTotalSize: size,
    });

    await serverless().pushApi.documents.delete(source.id, { documentId: 'https://shop.example.com/jacket' });
    expect((await search({})).totalCount).toBe(2);
    expect(await information()).toMatchObject({ numberOfDocuments: 2 });
    expect(Number((await information())?.documentsTotalSize)).toBeLessThan(size);
  });
});
