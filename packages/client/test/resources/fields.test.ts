import type { FieldModel } from '@platform-admin/client';
import { redactCredential } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const raw = (method: string, path: string, body?: string) => env.send(method, path, body);
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/indexes`;
/** The platform's fields every organization starts with. */
const SYSTEM = ['date', 'filetype', 'language', 'source', 'title', 'uri'];

const names = async () =>
  ((await env.client().fields.list({ perPage: 1000 }))?.items ?? []).map((f) => f.name);

describe('fields: one at a time', () => {
  it('creates, reads, replaces and deletes a field', async () => {
    const client = env.client();
    expect(
      await client.fields.create({ name: 'price', type: 'DOUBLE', sort: true, description: 'in USD' }),
    ).toEqual({});
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${base}/fields`,
      query: '',
      endpoint: 'fields.create',
    });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(wire.headers.authorization).toBe(redactCredential(`Bearer ${DEFAULT_TOKEN}`));
    expect(JSON.parse(wire.body)).toEqual({
      name: 'price',
      type: 'DOUBLE',
      sort: true,
      description: 'in USD',
    });

    expect(await client.fields.get('price')).toMatchObject({
      name: 'price',
      type: 'DOUBLE',
      sort: true,
      description: 'in USD',
      facet: false,
      includeInQuery: true,
      includeInResults: true,
      system: false,
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/fields/price`, body: '' });

    expect(
      await client.fields.update('price', { name: 'price', facet: true, description: 'in EUR' }),
    ).toEqual({});
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/fields/price` });
    expect(JSON.parse(wire.body)).toEqual({ name: 'price', facet: true, description: 'in EUR' });
    // A replacement: flags not given go back to their defaults; the type stays.
    expect(await client.fields.get('price')).toMatchObject({
      name: 'price',
      type: 'DOUBLE',
      facet: true,
      sort: false,
      description: 'in EUR',
    });

    expect(await client.fields.delete('price')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/fields/price`,
      body: '',
    });
    const gone = await rejection(client.fields.get('price'));
    expect(gone).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    expect(gone.message).toContain("Field 'price' does not exist");
  });

  it('answers 409 for a second field of the same name, 404 for unknown names', async () => {
    const client = env.client();
    await client.fields.create({ name: 'sku' });
    const duplicate = await rejection(client.fields.create({ name: 'sku', type: 'LONG' }));
    expect(duplicate).toMatchObject({ status: 409, errorCode: 'CONFLICT' });
    expect(duplicate.message).toContain("'sku' already exists");
    expect((await client.fields.get('sku'))?.type).toBe('STRING');
    expect((await rejection(client.fields.create({ name: 'title' }))).status).toBe(409);

    expect((await rejection(client.fields.update('ghost', { name: 'ghost' }))).status).toBe(404);
    expect((await rejection(client.fields.delete('ghost'))).status).toBe(404);
    expect((await rejection(client.fields.get('a/b c'))).status).toBe(404);
    expect((await env.lastRequest()).path).toBe(`${base}/fields/a%2Fb%20c`);
  });

  it('refuses malformed fields with 400 naming the problem', async () => {
    const client = env.client();
    const cases: Array<[unknown, string]> = [
      [{}, "'name' is required"],
      [{ name: 42 }, "the body's /name must be of type string"],
      [{ name: 'Price' }, "('Price'): the name is invalid"],
      [{ name: '9lives' }, 'the name is invalid'],
      [{ name: 'has-dash' }, 'the name is invalid'],
      [
        { name: 'ok', type: 'TEXT' },
        'the body\'s /type must be one of "LONG", "LONG_64", "DOUBLE", "DATE", "STRING", "VECTOR"',
      ],
      [{ name: 'ok', facet: 'yes' }, "the body's /facet must be of type boolean"],
      [{ name: 'ok', description: 7 }, "the body's /description must be of type string"],
      [[{ name: 'ok' }], "the body's / must be of type object"],
    ];
    for (const [field, message] of cases) {
      const error = await rejection(client.fields.create(field as FieldModel));
      expect(error.status, JSON.stringify(field)).toBe(400);
      expect(error.message).toContain(message);
    }
    expect((await raw('POST', `${base}/fields`, '{"name":')).status).toBe(400);
    expect((await raw('POST', `${base}/fields`)).status).toBe(400);
    expect(await names()).toEqual(SYSTEM);
  });

  it('keeps names and types: no rename, no type change, no deleting system fields', async () => {
    const client = env.client();
    await client.fields.create({ name: 'count', type: 'LONG' });
    const rename = await rejection(client.fields.update('count', { name: 'total' }));
    expect(rename.status).toBe(400);
    expect(rename.message).toContain('name cannot change');
    const retype = await rejection(client.fields.update('count', { name: 'count', type: 'STRING' }));
    expect(retype.status).toBe(400);
    expect(retype.message).toContain('type of an existing field cannot change (LONG to STRING)');
    const badFlag = await rejection(client.fields.update('count', { name: 'count', sort: 1 as never }));
    expect(badFlag.message).toContain("the body's /sort must be of type boolean");

    const system = await rejection(client.fields.delete('title'));
    expect(system).toMatchObject({ status: 400, errorCode: 'SYSTEM_FIELD' });
    // System fields can be tuned; they stay system fields.
    await client.fields.update('title', { name: 'title', facet: true, system: false });
    expect(await client.fields.get('title')).toMatchObject({
      name: 'title',
      type: 'STRING',
      facet: true,
      system: true,
    });
    expect(await client.fields.get('count')).toMatchObject({ type: 'LONG' });
  });
});

describe('fields: batches, all or nothing', () => {
  it('creates a batch (204) and refuses a batch with one bad field entirely', async () => {
    const client = env.client();
    const batch: FieldModel[] = [
      { name: 'productcategory', type: 'STRING', facet: true, multiValueFacet: true },
      { name: 'price', type: 'DOUBLE', sort: true },
    ];
    expect(await client.fields.batchCreate(batch)).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/fields/batch/create`, query: '' });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toEqual(batch);
    const stored = await Promise.all(batch.map((field) => client.fields.get(field.name!)));
    expect(stored.map((f) => [f.name, f.type, f.facet, f.sort, f.system])).toEqual([
      ['productcategory', 'STRING', true, false, false],
      ['price', 'DOUBLE', false, true, false],
    ]);

    const invalid = await rejection(
      client.fields.batchCreate([{ name: 'weight', type: 'DOUBLE' }, { name: 'Bad Name' }]),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.message).toContain("fields[1] ('Bad Name')");
    const existing = await rejection(client.fields.batchCreate([{ name: 'weight' }, { name: 'price' }]));
    expect(existing.status).toBe(409);
    expect(existing.message).toContain("fields[1] ('price')");
    const twice = await rejection(client.fields.batchCreate([{ name: 'weight' }, { name: 'weight' }]));
    expect(twice.status).toBe(400);
    expect(twice.message).toContain('listed twice');
    expect((await rejection(client.fields.batchCreate([]))).message).toContain('at least one field');
    expect((await rejection(client.fields.batchCreate({ name: 'x' } as never))).message).toContain(
      "the body's / must be of type array",
    );
    const typed = await rejection(
      client.fields.batchCreate([{ name: 'weight' }, { name: 'size', facet: 1 as never }]),
    );
    expect(typed.message).toContain("the body's /1/facet must be of type boolean");
    expect(await names()).not.toContain('weight');
  });

  it('updates a batch, or nothing when one field is unknown or invalid', async () => {
    const client = env.client();
    await client.fields.batchCreate([{ name: 'a1', type: 'LONG' }, { name: 'b1' }]);
    const updated = await client.fields.batchUpdate([
      { name: 'a1', sort: true },
      { name: 'b1', facet: true, description: 'bee' },
    ]);
    expect(updated).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/fields/batch/update` });
    expect(JSON.parse(wire.body)).toEqual([
      { name: 'a1', sort: true },
      { name: 'b1', facet: true, description: 'bee' },
    ]);
    expect(await client.fields.get('a1')).toMatchObject({ name: 'a1', type: 'LONG', sort: true });
    expect(await client.fields.get('b1')).toMatchObject({ name: 'b1', facet: true, description: 'bee' });

    const unknown = await rejection(client.fields.batchUpdate([{ name: 'a1', sort: false }, { name: 'zz' }]));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toContain("fields[1]: Field 'zz' does not exist");
    const invalid = await rejection(
      client.fields.batchUpdate([
        { name: 'a1', sort: false },
        { name: 'b1', type: 'X' as never },
      ]),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.message).toContain('the body\'s /1/type must be one of "LONG"');
    const retyped = await rejection(
      client.fields.batchUpdate([
        { name: 'a1', sort: false },
        { name: 'b1', type: 'LONG' },
      ]),
    );
    expect(retyped.status).toBe(400);
    expect(retyped.message).toContain("fields[1] ('b1'): the type of an existing field cannot change");
    expect(await client.fields.get('a1')).toMatchObject({ sort: true });
  });

  it('deletes a batch named in the query, or nothing when one name is unknown or a system field', async () => {
    const client = env.client();
    await client.fields.batchCreate([{ name: 'x1' }, { name: 'x2' }, { name: 'x3' }, { name: 'x4' }]);
    expect(await client.fields.batchDelete({ fields: ['x1', 'x2'] })).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'DELETE',
      path: `${base}/fields/batch/delete`,
      query: 'fields=x1&fields=x2',
      body: '',
    });
    expect(await client.fields.batchDelete({ fields: ['x3'] }, { arrayFormat: 'comma' })).toEqual({});
    expect((await env.lastRequest()).query).toBe('fields=x3');
    await client.fields.create({ name: 'x5' });
    await client.fields.batchDelete({ fields: ['x4', 'x5'] }, { arrayFormat: 'comma' });
    expect((await env.lastRequest()).query).toBe('fields=x4,x5');
    expect(await names()).toEqual(SYSTEM);

    await client.fields.batchCreate([{ name: 'y1' }, { name: 'y2' }]);
    const unknown = await rejection(client.fields.batchDelete({ fields: ['y1', 'ghost'] }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toContain("'ghost'");
    const system = await rejection(client.fields.batchDelete({ fields: ['y1', 'uri'] }));
    expect(system).toMatchObject({ status: 400, errorCode: 'SYSTEM_FIELD' });
    const missing = await raw('DELETE', `${base}/fields/batch/delete`);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toContain("'fields' is required");
    expect((await rejection(client.fields.batchDelete({ fields: [] }))).status).toBe(400);
    expect(await names()).toEqual(expect.arrayContaining(['y1', 'y2']));
  });

  it('synchronizes with an empty POST answered by 204', async () => {
    expect(await env.client().fields.synchronize()).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/fields/synchronize`,
      query: '',
      body: '{}',
      endpoint: 'fields.synchronize',
    });
  });
});

describe('fields: paged listing', () => {
  it('pages all fields by name, and filters by origin, type, facets and name', async () => {
    const client = env.client();
    await client.fields.batchCreate([
      { name: 'author', type: 'STRING', facet: true },
      { name: 'pages', type: 'LONG' },
      { name: 'published', type: 'DATE', description: 'a date' },
      { name: 'tags', type: 'STRING', multiValueFacet: true },
    ]);
    const all = await client.fields.list();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/page/fields`, query: '' });
    expect(all?.items.map((f) => f.name)).toEqual([
      'author',
      'date',
      'filetype',
      'language',
      'pages',
      'published',
      'source',
      'tags',
      'title',
      'uri',
    ]);
    expect(all).toMatchObject({ totalEntries: 10, totalPages: 1 });

    const user = await client.fields.list({ origin: 'USER' });
    expect(user?.items.map((f) => f.name)).toEqual(['author', 'pages', 'published', 'tags']);
    const system = await client.fields.list({ origin: 'SYSTEM' });
    expect(system?.items.map((f) => f.name)).toEqual(SYSTEM);
    const dates = await client.fields.list({ type: 'DATE', origin: 'ALL' });
    expect(dates?.items.map((f) => f.name)).toEqual(['date', 'published']);
    const facets = await client.fields.list({ facetsOnly: true, origin: 'USER' });
    expect((await env.lastRequest()).query).toBe('facetsOnly=true&origin=USER');
    expect(facets?.items.map((f) => f.name)).toEqual(['author', 'tags']);
    const filtered = await client.fields.list({ filter: 'PU' });
    expect(filtered?.items.map((f) => f.name)).toEqual(['published']);

    const byType = await client.fields.list({ origin: 'USER', sortBy: 'type', order: 'DESC' });
    expect(byType?.items.map((f) => f.name)).toEqual(['author', 'tags', 'pages', 'published']);

    const page = await client.fields.list({ origin: 'USER', page: 1, perPage: 3 });
    expect((await env.lastRequest()).query).toBe('origin=USER&page=1&perPage=3');
    expect(page).toEqual({
      items: [expect.objectContaining({ name: 'tags' })],
      totalEntries: 4,
      totalPages: 2,
    });
    await client.fields.list({ pageSize: 2 });
    expect((await env.lastRequest()).query).toBe('perPage=2');
  });

  it('refuses invalid listing parameters with 400', async () => {
    for (const [query, message] of [
      ['origin=MINE', "'origin' must be one of: ALL, USER, SYSTEM"],
      ['type=TEXT', "'type' must be one of"],
      ['facetsOnly=maybe', "'facetsOnly' must be true or false"],
      ['sortBy=size', "'sortBy' must be one of: name, type, description"],
      ['order=sideways', "'order' must be ASC or DESC"],
      ['page=x', "'page' must be a non-negative integer"],
      ['perPage=0', 'page size must be at least 1'],
    ]) {
      const response = await raw('GET', `${base}/page/fields?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
    const error = await rejection(env.client().fields.list({ origin: 'OTHER' as never }));
    expect(error.status).toBe(400);
  });
});
