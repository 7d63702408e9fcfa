import {
  assertSnapshotFile,
  PlatformClient,
  PlatformError,
  PollingTimeoutError,
  padTwoDigits,
  paginate,
  waitUntil,
} from '@platform-admin/client';
import { createEmulator, DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import { startRecorder } from '../../../../test/recorder';
import { useEmulator } from '../../../../test/support';

const env = useEmulator();

describe('initialize', () => {
  it('posts the token as form field "token" to /oauth/check_token and keeps the authentication', async () => {
    const client = env.client();
    expect(client.currentUser).toBeUndefined();
    const user = await client.initialize();
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: '/oauth/check_token', query: '' });
    expect(wire.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // The emulator's log keeps no token; a wire recorder of our own sees the form itself.
    expect(wire.body).toBe('[redacted]');
    const recorder = await startRecorder(() => ({
      body: JSON.stringify({ authentication: { username: 'u' } }),
    }));
    try {
      await new PlatformClient({ accessToken: DEFAULT_TOKEN, host: recorder.url }).initialize();
      expect(recorder.requests[0].body.toString()).toMatch(/name="token"\r\n\r\nemulator-admin-token\r\n/);
    } finally {
      await recorder.close();
    }
    expect(user).toMatchObject({ username: 'admin@emulator.local', provider: 'EMAIL' });
    expect(client.currentUser).toBe(user);
  });

  it('rejects with a 401 PlatformError for a token the platform refuses', async () => {
    const error = await env
      .client({ accessToken: 'nope' })
      .initialize()
      .catch((e) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 401, errorCode: 'INVALID_TOKEN' });
  });
});

describe('hostile ids reach the emulator intact', () => {
  it.each(['../x', 'a/b', '?', '#', 'with space', 'ünïcødé ✓', '%2e%2e'])('%s', async (id) => {
    const error = await env
      .client()
      .apiKeys.get(id)
      .catch((e) => e);
    const wire = await env.lastRequest();
    expect(wire.path).toBe(
      `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/apikeys/${encodeURIComponent(id)}`,
    );
    expect(wire.endpoint).toBe('apiKeys.get');
    expect(error).toMatchObject({
      status: 404,
      message: expect.stringContaining(`API key '${id}' does not exist.`),
    });
  });
});

describe('in-process fetch', () => {
  it("accepts the emulator's app.fetch as its fetch", async () => {
    const emulator = createEmulator();
    const client = new PlatformClient({
      accessToken: DEFAULT_TOKEN,
      organizationId: DEFAULT_ORGANIZATION_ID,
      host: 'http://emulator.invalid',
      fetch: emulator.app.fetch,
    });
    const key = await client.apiKeys.create({ displayName: 'in-process' });
    expect(await client.apiKeys.get(key.id)).toMatchObject({ displayName: 'in-process' });
    expect(emulator.recorded.map((r) => r.endpoint)).toEqual(['apiKeys.create', 'apiKeys.get']);
  });
});

describe('helpers', () => {
  it('pads month and day numbers below 10', () => {
    expect([1, 9, 10, 12, 31, 0].map(padTwoDigits)).toEqual(['01', '09', '10', '12', '31', '00']);
  });

  it('accepts ZIP and JSON snapshot files only', () => {
    expect(() => assertSnapshotFile(new Blob(['{}'], { type: 'application/json' }))).not.toThrow();
    expect(() => assertSnapshotFile({ type: 'application/zip' })).not.toThrow();
    for (const type of ['text/plain', '', 'application/x-zip']) {
      expect(() => assertSnapshotFile({ type })).toThrow(
        new Error('The uploaded file must be either a ZIP or a JSON file.'),
      );
    }
  });

  it('paginate walks every page until the last one', async () => {
    const pages: number[] = [];
    const data = Array.from({ length: 7 }, (_, i) => i);
    const items: number[] = [];
    for await (const item of paginate<number>(async (page) => {
      pages.push(page);
      return { items: data.slice(page * 3, page * 3 + 3), totalPages: 3, totalEntries: 7 };
    })) {
      items.push(item);
    }
    expect(items).toEqual(data);
    expect(pages).toEqual([0, 1, 2]);
  });

  it('paginate stops on an aborted (undefined) page and reads other item keys', async () => {
    const seen: string[] = [];
    for await (const s of paginate<string>(
      async (page) => (page === 0 ? { sourceModels: ['a'], totalPages: 5 } : undefined),
      'sourceModels',
    )) {
      seen.push(s);
    }
    expect(seen).toEqual(['a']);
  });

  it('paginate asks for itemsKey rather than guess between several array fields', async () => {
    const pages = paginate<string>(async () => ({ sourceModels: ['a'], warnings: ['w'], totalPages: 1 }));
    await expect(pages.next()).rejects.toThrow(
      new TypeError(
        'paginate: the page has several array fields (sourceModels, warnings); pass the one that holds the items as itemsKey.',
      ),
    );
    const named: string[] = [];
    for await (const s of paginate<string>(
      async () => ({ sourceModels: ['a', 'b'], warnings: ['w'], totalPages: 1 }),
      'sourceModels',
    ))
      named.push(s);
    expect(named).toEqual(['a', 'b']);
  });

  it('paginate refuses an itemsKey that names no array, instead of ending the walk at once', async () => {
    const page = async () => ({ sourceModels: ['a'], totalEntries: 1, totalPages: 1 });
    await expect(paginate<string>(page, 'sourceModel').next()).rejects.toThrow(
      new TypeError(
        "paginate: the page's field 'sourceModel' is absent; its array fields: sourceModels. Pass the one that holds the items as itemsKey.",
      ),
    );
    await expect(paginate<string>(page, 'totalEntries').next()).rejects.toThrow(
      "paginate: the page's field 'totalEntries' is not an array (number)",
    );
    // An empty page that leaves the field out altogether ends the walk, as an empty array does.
    const empty = paginate<string>(
      async () => ({ warnings: [], totalEntries: 0, totalPages: 0 }),
      'sourceModels',
    );
    expect(await empty.next()).toEqual({ done: true, value: undefined });
  });

  it('paginate asks for the next page while the caller reads the current one, one page ahead at most', async () => {
    const events: string[] = [];
    const seen: string[] = [];
    for await (const item of paginate<string>(async (page) => {
      events.push(`fetch ${page}`);
      return { sourceModels: [`${page}a`, `${page}b`], totalPages: 3 };
    })) {
      events.push(`read ${item}`);
      seen.push(item);
    }
    expect(seen).toEqual(['0a', '0b', '1a', '1b', '2a', '2b']);
    expect(events).toEqual([
      'fetch 0',
      'fetch 1',
      'read 0a',
      'read 0b',
      'fetch 2',
      'read 1a',
      'read 1b',
      'read 2a',
      'read 2b',
    ]);
  });

  it('paginate keeps memory constant over 100,000 items, and a failed page fails when reached', async () => {
    const size = 1000;
    let count = 0;
    let live = 0;
    let maxLive = 0;
    const registry = new FinalizationRegistry(() => live--);
    for await (const _ of paginate<object>(async (page) => {
      const items = Array.from({ length: size }, (__, i) => ({ id: page * size + i, pad: 'x'.repeat(100) }));
      live++;
      maxLive = Math.max(maxLive, live);
      registry.register(items, page);
      return { items, totalPages: 100 };
    })) {
      count++;
      if (count % 20_000 === 0 && typeof globalThis.gc === 'function') globalThis.gc();
    }
    expect(count).toBe(100_000);
    // Without a gc hook, page arrays cannot be counted as collected: the prefetch bound is checked instead.
    if (typeof globalThis.gc === 'function') expect(maxLive).toBeLessThan(10);

    const failing = paginate<number>(async (page) => {
      if (page === 1) throw new Error('page 1 failed');
      return { items: [1], totalPages: 3 };
    });
    expect((await failing.next()).value).toBe(1);
    await expect(failing.next()).rejects.toThrow('page 1 failed');
  });

  it('waitUntil polls until the state comes, reporting progress, or times out', async () => {
    let n = 0;
    const polls: number[] = [];
    const value = await waitUntil(
      async () => ++n,
      (v) => v === 3,
      { intervalMs: 5, onPoll: (v) => polls.push(v!) },
    );
    expect(value).toBe(3);
    expect(polls).toEqual([1, 2, 3]);
    const error = await waitUntil(
      async () => 'BUSY',
      (v) => v === 'IDLE',
      { intervalMs: 5, timeoutMs: 30 },
    ).catch((e) => e);
    expect(error).toBeInstanceOf(PollingTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 30, lastValue: 'BUSY' });
  });

  it('waitUntil refuses an interval or a time-out that is not a number of ms, before any read', async () => {
    let reads = 0;
    const read = async () => ++reads;
    for (const [options, message] of [
      [{ intervalMs: -1 }, 'waitUntil: intervalMs must be a number of ms, 0 or more; got -1.'],
      [{ intervalMs: Number.NaN }, 'waitUntil: intervalMs must be a number of ms, 0 or more; got NaN.'],
      [{ timeoutMs: Number.NaN }, 'waitUntil: timeoutMs must be a number of ms, 0 or more; got NaN.'],
      [{ timeoutMs: '5000' as never }, 'waitUntil: timeoutMs must be a number of ms, 0 or more; got 5000.'],
    ] as const) {
      await expect(waitUntil(read, () => true, options)).rejects.toThrow(new TypeError(message));
    }
    expect(reads).toBe(0);
  });

  it('waitUntil stops at once when aborted', async () => {
    const controller = new AbortController();
    const start = Date.now();
    setTimeout(() => controller.abort(new Error('stop')), 30);
    await expect(
      waitUntil(
        async () => 1,
        () => false,
        { intervalMs: 10_000, signal: controller.signal },
      ),
    ).rejects.toThrow('stop');
    expect(Date.now() - start).toBeLessThan(1000);
  });
});
