import type { LogsPeriodQuery } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const base = `/logs/v1/organizations/${DEFAULT_ORGANIZATION_ID}`;

async function seedSources() {
  const records = [
    {
      id: 'web-1',
      name: 'Web',
      sourceType: 'WEB2',
      information: {
        sourceStatus: { type: 'IDLE' },
        numberOfDocuments: 7,
        lastOperation: { timestamp: Date.parse('2024-03-01T12:00:00Z') },
      },
    },
    {
      id: 'push-1',
      name: 'Push',
      sourceType: 'PUSH',
      information: {
        sourceStatus: { type: 'IDLE' },
        numberOfDocuments: 50,
        lastOperation: { timestamp: Date.parse('2024-03-02T12:00:00Z') },
      },
    },
  ];
  await env.seed({ records: { [DEFAULT_ORGANIZATION_ID]: { sources: records } } });
}

/** The platform requires a period: this one holds every seeded entry. */
const ALL = { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' };

describe('logs (serverless host)', () => {
  it('lists the log entries of the sources’ items, filtered, newest first, on the serverless host', async () => {
    await seedSources();
    // The platform host leads nowhere: the calls succeed only on the serverless host.
    const client = env.client({ host: 'http://127.0.0.1:9', serverlessHost: env.url });
    const page = await client.logs.list(
      { sourcesIds: ['web-1'], tasks: ['INDEXING'] },
      { ...ALL, page: 0, perPage: 5 },
    );
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: base,
      query: `from=${encodeURIComponent(ALL.from)}&to=${encodeURIComponent(ALL.to)}&page=0&perPage=5`,
    });
    // The filters are the body's own fields, as the platform reads them.
    expect(JSON.parse(wire.body)).toEqual({ sourcesIds: ['web-1'], tasks: ['INDEXING'] });
    expect(page.hasNextPage).toBe(true);
    expect(page.documentLogEntries).toHaveLength(5);
    expect(page.documentLogEntries.every((e) => e.sourceId === 'web-1' && e.task === 'INDEXING')).toBe(true);
    const times = page.documentLogEntries.map((e) => e.datetime);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await client.logs.list(
      { sourcesIds: ['web-1'], tasks: ['INDEXING'] },
      { ...ALL, page: 1, perPage: 5 },
    );
    expect(second).toMatchObject({ hasNextPage: false });
    expect(second.documentLogEntries).toHaveLength(2);
    // Each entry has its own stable guid.
    const guids = [...page.documentLogEntries, ...second.documentLogEntries].map((e) => e.guid);
    expect(new Set(guids).size).toBe(7);

    // 20 items per source at most, four stages each.
    const all = (await client.logs.list({}, { ...ALL, perPage: 1000 })).documentLogEntries;
    expect(all).toHaveLength((7 + 20) * 4);
    // An exclusion leaves its values out.
    const kept = await client.logs.list({ excludeSourceIds: ['web-1'] }, { ...ALL, perPage: 1000 });
    expect(kept.documentLogEntries).toHaveLength(20 * 4);
    // Without a period, the platform's 400.
    expect((await rejection(client.logs.list({}, {} as never))).message).toContain("'from' is required");
    const one = page.documentLogEntries[0].id;
    const byDocument = await client.logs.list({}, { ...ALL, documentId: one });
    expect(byDocument.documentLogEntries.map((e) => e.task).sort()).toEqual([
      'CRAWLING',
      'INDEXING',
      'MAPPING',
      'PROCESSING',
    ]);
    const day = await client.logs.list({}, { from: '2024-03-02T00:00:00Z', to: '2024-03-03T00:00:00Z' });
    expect(day.documentLogEntries.every((e) => e.sourceId === 'push-1')).toBe(true);
    expect((await rejection(client.logs.list({}, { ...ALL, from: 'yesterday' }))).status).toBe(400);
    expect((await rejection(client.logs.list({ tasks: 'INDEXING' as never }, ALL))).status).toBe(400);
  });

  it('facets and facet statistics agree with the listing', async () => {
    await seedSources();
    const client = env.client();
    const query = { sourcesIds: ['push-1'] };
    const facets = await client.logs.listFacets(query, { from: '2024-01-01', to: ALL.to });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/facets`,
      query: `from=2024-01-01&to=${encodeURIComponent(ALL.to)}`,
    });
    const stats = await client.logs.getFacetsStats(query, ALL);
    expect((await env.lastRequest()).path).toBe(`${base}/facetsStats`);
    const listed = (await client.logs.list(query, { ...ALL, perPage: 1000 })).documentLogEntries;
    expect(facets.sourceIds).toEqual(['push-1']);
    expect(stats.sourceIds).toEqual({ 'push-1': listed.length });
    // Each result the entries hold, once, the most frequent first.
    const byResult = (value: string) => listed.filter((e) => e.result === value).length;
    expect([...(facets.results ?? [])].sort()).toEqual([...new Set(listed.map((e) => e.result))].sort());
    const frequencies = (facets.results ?? []).map(byResult);
    expect(frequencies).toEqual([...frequencies].sort((a, b) => b - a));
    // The statistics count each value of each facet as the listing holds it.
    for (const [facet, key] of [
      ['tasks', 'task'],
      ['results', 'result'],
      ['operations', 'operation'],
    ] as const) {
      for (const [value, count] of Object.entries(stats[facet])) {
        expect(listed.filter((e) => e[key] === value)).toHaveLength(count);
      }
      expect(Object.values(stats[facet]).reduce((sum, count) => sum + count, 0)).toBe(listed.length);
    }
  });

  it('matches documentId against item URIs as documentIdMatching says: whole, part, or wildcard pattern', async () => {
    await seedSources();
    const client = env.client();
    const uris = async (query: Partial<LogsPeriodQuery>) => {
      const page = await client.logs.list({}, { ...ALL, ...query, perPage: 1000 });
      return new Set(page.documentLogEntries.map((entry) => entry.id));
    };
    const item = (source: string, n: number) => `https://${source}.emulator.local/item-${n}`;

    const part = await uris({ documentId: 'push-1.emulator', documentIdMatching: 'PARTIAL' });
    expect(new URLSearchParams((await env.lastRequest()).query).get('documentIdMatching')).toBe('PARTIAL');
    expect(part).toEqual(new Set(Array.from({ length: 20 }, (_, n) => item('push-1', n))));
    // EXACT is the default: a part of a URI is no URI.
    expect(await uris({ documentId: 'push-1.emulator' })).toEqual(new Set());
    expect(await uris({ documentId: 'push-1.emulator', documentIdMatching: 'EXACT' })).toEqual(new Set());
    expect(await uris({ documentId: item('web-1', 3), documentIdMatching: 'EXACT' })).toEqual(
      new Set([item('web-1', 3)]),
    );
    // WILDCARD: `?` one character, `*` one or more (so `item-1*` is not item-1).
    expect(await uris({ documentId: 'https://web-1.*/item-?', documentIdMatching: 'WILDCARD' })).toEqual(
      new Set(Array.from({ length: 7 }, (_, n) => item('web-1', n))),
    );
    expect(await uris({ documentId: '*push-1*/item-1*', documentIdMatching: 'WILDCARD' })).toEqual(
      new Set(Array.from({ length: 10 }, (_, n) => item('push-1', 10 + n))),
    );
    // Facets and their statistics count the same entries.
    const query = { ...ALL, documentId: '*/item-1?', documentIdMatching: 'WILDCARD' as const };
    expect((await client.logs.listFacets({}, query)).sourceIds).toEqual(['push-1']);
    expect((await client.logs.getFacetsStats({}, query)).sourceIds).toEqual({ 'push-1': 10 * 4 });
    const refused = await rejection(client.logs.list({}, { ...ALL, documentIdMatching: 'FUZZY' as never }));
    expect(refused.status).toBe(400);
  });

  it('lists by query string (listByQuery) the entries that the body filters of logs.list select', async () => {
    await seedSources();
    const client = env.client({ host: 'http://127.0.0.1:9', serverlessHost: env.url });
    // The query string takes the period as ISO 8601 text.
    const period = ALL;
    const query = {
      ...period,
      sourceId: 'push-1',
      tasks: 'INDEXING',
      results: 'COMPLETED',
      page: 1,
      perPage: 10,
    };
    const page = await client.logs.listByQuery(query);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'GET', path: base });
    expect(Object.fromEntries(new URLSearchParams(wire.query))).toEqual({
      ...query,
      page: '1',
      perPage: '10',
    });
    const body = { sourcesIds: ['push-1'], tasks: ['INDEXING' as const], results: ['COMPLETED' as const] };
    const listed = await client.logs.list(body, { ...ALL, page: 1, perPage: 10 });
    expect(listed.documentLogEntries.length).toBeGreaterThan(0);
    expect(page).toEqual(listed);
    // A filter the platform takes several times: one query parameter a value, the entries of either.
    const both = await client.logs.listByQuery({
      ...period,
      results: ['COMPLETED', 'WARNING'],
      perPage: 1000,
    });
    expect(new URLSearchParams((await env.lastRequest()).query).getAll('results')).toEqual([
      'COMPLETED',
      'WARNING',
    ]);
    const either = await client.logs.list({ results: ['COMPLETED', 'WARNING'] }, { ...ALL, perPage: 1000 });
    expect(both).toEqual(either);
    expect(new Set(either.documentLogEntries.map((entry) => entry.result))).toEqual(
      new Set(['COMPLETED', 'WARNING']),
    );
    // Unfiltered, every entry of the period; a period that holds none, none.
    // The published answer has no schema: the entries are those logs.list answers.
    const all = (await client.logs.listByQuery({ ...period, perPage: 1000 })) as unknown;
    expect(all).toEqual(await client.logs.list({}, { ...ALL, perPage: 1000 }));
    expect((all as { documentLogEntries: unknown[] }).documentLogEntries).toHaveLength((7 + 20) * 4);
    const before = await client.logs.listByQuery({ from: new Date(0), to: '2001-01-01T00:00:00Z' });
    expect(before).toEqual({ documentLogEntries: [], hasNextPage: false });
    // ms since the epoch are not a date there: 400 naming the parameter.
    const refused = await rejection(client.logs.listByQuery({ from: String(Date.now()), to: ALL.to }));
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.message).toContain(`the query parameter 'from' must be an ISO 8601 date-time`);
  });
});

describe('logs of pushed items', () => {
  it('logs the items pushed to a source under their own URIs, at the time they were pushed', async () => {
    const client = env.client({ serverlessHost: env.url });
    const source = await client.sources.create({ name: 'Pushed', sourceType: 'PUSH' });
    const before = Date.now();
    const uris = ['https://example.com/docs/a', 'https://example.com/docs/b'];
    for (const uri of uris)
      await client.pushApi.documents.addOrUpdate(
        source.id,
        { title: uri, data: 'text' },
        { documentId: uri },
      );
    const period = {
      from: new Date(before - 1000).toISOString(),
      to: new Date(Date.now() + 1000).toISOString(),
    };

    const page = await client.logs.list({ sourcesIds: [source.id] }, period);
    expect(new Set(page.documentLogEntries.map((entry) => entry.id))).toEqual(new Set(uris));
    expect(page.documentLogEntries).toHaveLength(uris.length * 4);
    expect(page.documentLogEntries.every((entry) => entry.result === 'COMPLETED')).toBe(true);
    const one = await client.logs.list({}, { ...period, documentId: uris[0] });
    expect(one.documentLogEntries.map((entry) => entry.task).sort()).toEqual([
      'CRAWLING',
      'INDEXING',
      'MAPPING',
      'PROCESSING',
    ]);
    const stats = await client.logs.getFacetsStats({ sourcesIds: [source.id] }, period);
    expect(stats.results).toEqual({ COMPLETED: uris.length * 4 });
  });
});
