// The benchmark's target server (bench/server.ts) answers what every benchmark relies on: one source of
// ~1 KB, a page of 100 sources of ~57 KB announcing 100,000 items, and 404 for anything else. No timing.
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsOf, perCall } from '../bench/instructions';
import { PAGE_PATH, SMALL_PATH, SOURCE_ID, startServer, TOTAL_ITEMS } from '../bench/server';

describe('the benchmark server', () => {
  let url = '';
  let server: Server;
  beforeAll(async () => {
    ({ url, server } = await startServer());
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves one source of about 1 KB', async () => {
    const response = await fetch(url + SMALL_PATH);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(Buffer.byteLength(text)).toBeGreaterThanOrEqual(1024);
    expect(Buffer.byteLength(text)).toBeLessThan(1100);
    expect(JSON.parse(text)).toMatchObject({ id: SOURCE_ID, sourceType: 'SITEMAP' });
  });

  it('serves a page of 100 sources of about 57 KB, whatever the page asked, announcing 100,000 items', async () => {
    for (const page of [0, 999]) {
      const response = await fetch(`${url}${PAGE_PATH}?page=${page}&perPage=100`);
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(Buffer.byteLength(text)).toBeGreaterThanOrEqual(57 * 1024);
      expect(Buffer.byteLength(text)).toBeLessThan(58 * 1024);
      const body = JSON.parse(text);
      expect(body.sourceModels).toHaveLength(100);
      expect(new Set(body.sourceModels.map((source: { id: string }) => source.id)).size).toBe(100);
      expect(body).toMatchObject({ totalEntries: TOTAL_ITEMS, totalPages: TOTAL_ITEMS / 100 });
    }
  });

  it('answers 404 with a JSON error elsewhere, and to other methods', async () => {
    const elsewhere = await fetch(`${url}/rest/organizations/benchorg/fields`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    const post = await fetch(url + SMALL_PATH, { method: 'POST', body: '{}' });
    expect(post.status).toBe(404);
    await post.arrayBuffer();
  });
});

describe('the instruction counts', () => {
  // Lines as callgrind_annotate prints them: count, then (with --inclusive=no) the function.
  const annotated = (parts: Record<string, number>, total: number) =>
    [
      '--------------------------------------------------------------------------------',
      `${total.toLocaleString('en-US')} (100.0%)  PROGRAM TOTALS`,
      '',
      'Ir                    file:function',
      ...Object.entries(parts).map(
        ([name, count]) => `${count.toLocaleString('en-US')} ( 1.00%)  ???:${name} [/usr/bin/node]`,
      ),
    ].join('\n');

  it('sorts instructions into compiling, collecting and the rest, and takes the difference per call', () => {
    const short = countsOf(
      annotated(
        {
          'v8::internal::compiler::GraphReducer::ReduceTop()': 3_000_000,
          'v8::internal::Scavenger::ScavengeObject(v8::internal::FullHeapObjectSlot)': 1_000_000,
          Builtins_LoadIC: 500_000,
          '0x000000000d0f5800': 500_000,
        },
        10_000_000,
      ),
    );
    expect(short).toEqual({ total: 10_000_000, compile: 3_000_000, gc: 1_000_000 });
    const long = countsOf(
      annotated(
        {
          'v8::internal::compiler::GraphReducer::ReduceTop()': 3_500_000,
          'v8::internal::Scavenger::ScavengeObject(v8::internal::FullHeapObjectSlot)': 1_600_000,
        },
        16_100_000,
      ),
    );
    // 1,000 more calls: 600 instructions of collecting, and (16.1 - 3.5 - 1.6) - (10 - 3 - 1) = 5 M of work.
    expect(perCall(short, long, 1000)).toEqual({ work: 5000, gc: 600 });
  });
});
