import { getEventListeners } from 'node:events';
import {
  DEFAULT_RETRY,
  PlatformClient,
  PlatformError,
  platformUrl,
  RetryExhaustedError,
} from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { useRecorder } from '../../../../test/recorder';
import { endpoints } from '../../src/core/endpoint';
import { Transport } from '../../src/core/transport';
import { undiciHttp } from '../../src/node';

/** The HTTP layer under test: fetch, or undici's dispatcher in the `undici` project. */
const http = process.env.PLATFORM_ADMIN_HTTP === 'undici' ? { http: undiciHttp() } : {};

const recorder = useRecorder();

const table = endpoints('probe', {
  read: {
    method: 'GET',
    path: '/rest/organizations/{org}/things/{thingId}',
    query: ['filter', 'tags', 'page', 'perPage'],
  },
  readPaged: { method: 'GET', path: '/rest/organizations/{org}/items', query: ['page', 'pageSize'] },
  write: { method: 'POST', path: '/rest/organizations/{org}/things', body: 'json' },
  remove: { method: 'DELETE', path: '/rest/things/{thingId}' },
  push: { method: 'PUT', path: '/push/v1/organizations/{org}/x', host: 'serverless', body: 'json' },
});

function transport(options: Partial<ConstructorParameters<typeof Transport>[0]> = {}) {
  return new Transport({
    accessToken: 'tok',
    organizationId: 'org1',
    host: recorder.url,
    ...http,
    ...options,
  });
}
const last = () => recorder.requests[recorder.requests.length - 1];
/** The error a call rejects with; fails the test if it resolves. */
const failure = (call: Promise<unknown>): Promise<any> =>
  call.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (error) => error,
  );

describe('hosts', () => {
  it.each([
    ['production', 'us', 'https://platform.cloud.coveo.com', 'https://api.cloud.coveo.com'],
    ['production', 'eu', 'https://platform-eu.cloud.coveo.com', 'https://api-eu.cloud.coveo.com'],
    ['production', 'au', 'https://platform-au.cloud.coveo.com', 'https://api-au.cloud.coveo.com'],
    ['dev', 'eu', 'https://platformdev-eu.cloud.coveo.com', 'https://apidev-eu.cloud.coveo.com'],
    ['stg', 'us', 'https://platformstg.cloud.coveo.com', 'https://apistg.cloud.coveo.com'],
    ['hipaa', 'au', 'https://platformhipaa.cloud.coveo.com', 'https://apihipaa.cloud.coveo.com'],
  ] as const)('%s in %s: %s and %s', (environment, region, platform, serverless) => {
    const client = new PlatformClient({ accessToken: 't', environment, region });
    expect(client.host).toBe(platform);
    expect(client.serverlessHost).toBe(serverless);
  });

  it('defaults to production in us, and host overrides both hosts unless serverlessHost is set', () => {
    expect(new PlatformClient({ accessToken: 't' }).host).toBe('https://platform.cloud.coveo.com');
    const local = new PlatformClient({ accessToken: 't', host: 'http://127.0.0.1:9/' });
    expect([local.host, local.serverlessHost]).toEqual(['http://127.0.0.1:9', 'http://127.0.0.1:9']);
    const both = new PlatformClient({ accessToken: 't', host: 'http://a', serverlessHost: 'http://b' });
    expect([both.host, both.serverlessHost]).toEqual(['http://a', 'http://b']);
  });

  it('refuses unknown environments and regions, and a client without a token', () => {
    expect(() => platformUrl('prod' as never)).toThrow(
      /Unknown environment 'prod'.*dev, stg, production, hipaa/,
    );
    expect(() => platformUrl('production', 'ca' as never)).toThrow(/Unknown region 'ca'.*us, eu, au/);
    expect(() => new PlatformClient({} as never)).toThrow(/needs an accessToken/);
  });

  it('refuses a host that is not an absolute http(s) URL, on the first call, sending nothing', async () => {
    const count = recorder.requests.length;
    for (const [options, message] of [
      [
        { host: 'platform.cloud.coveo.com' },
        "The host option must be an absolute http(s) URL, such as 'https://platform-eu.cloud.coveo.com'; got 'platform.cloud.coveo.com'.",
      ],
      [
        { host: 'ftp://files.example.com' },
        "The host option must be an absolute http(s) URL, such as 'https://platform-eu.cloud.coveo.com'; got 'ftp://files.example.com'.",
      ],
      [
        { serverlessHost: 'api.cloud.coveo.com' },
        "The serverlessHost option must be an absolute http(s) URL, such as 'https://platform-eu.cloud.coveo.com'; got 'api.cloud.coveo.com'.",
      ],
    ] as const) {
      const error = await failure(
        transport(options).send(options.host ? table.read : table.push, { path: { thingId: 'x' } }),
      );
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toBe(message);
    }
    expect(recorder.requests).toHaveLength(count);
    // An upper-case scheme is a scheme; an empty host makes relative URLs (a browser page's own origin).
    expect(new PlatformClient({ accessToken: 't', host: 'HTTPS://Example.com/' }).host).toBe(
      'HTTPS://Example.com',
    );
    expect(new PlatformClient({ accessToken: 't', host: '' }).host).toBe('');
  });

  it('refuses a per-call or global timeoutMs that is not a number of ms, sending nothing', async () => {
    const count = recorder.requests.length;
    for (const [bad, shown] of [
      ['5000', "'5000'"],
      [-1, '-1'],
      [Number.NaN, 'NaN'],
    ] as const) {
      const perCall = transport().send(table.read, { path: { thingId: 'x' } }, { timeoutMs: bad as never });
      const global = transport({ globalRequestSettings: { timeoutMs: bad as never } }).send(table.read, {
        path: { thingId: 'x' },
      });
      for (const error of [await failure(perCall), await failure(global)]) {
        expect(error).toBeInstanceOf(TypeError);
        expect(error.message).toBe(
          `probe.read: the request setting timeoutMs must be a number of ms, 0 (none) or more; got ${shown}.`,
        );
      }
    }
    expect(recorder.requests).toHaveLength(count);
  });

  it('sends serverless calls to the serverless host', async () => {
    await transport({ serverlessHost: `${recorder.url}/sl` }).send(table.push, { body: {} });
    expect(last().url).toBe('/sl/push/v1/organizations/org1/x');
  });
});

describe('requests', () => {
  it('carries the bearer token and substitutes {org}; both may be functions, sync or async', async () => {
    let n = 0;
    const t = transport({ accessToken: async () => `tok-${++n}`, organizationId: () => 'org-lazy' });
    await t.send(table.read, { path: { thingId: 'x' } });
    await t.send(table.read, { path: { thingId: 'x' } });
    expect(recorder.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/rest/organizations/org-lazy/things/x', 'Bearer tok-1'],
      ['/rest/organizations/org-lazy/things/x', 'Bearer tok-2'],
    ]);
    expect(last().headers.accept).toBe('application/json');
  });

  it('percent-encodes every path parameter so that no id changes the route', async () => {
    const t = transport({ organizationId: 'o/../x' });
    const ids = ['../x', 'a/b', '?', '#', 'with space', 'héllo✓', '%2F', '..%2F'];
    // Ids of letters, digits and -_.~ go as they are; the characters next to those ranges do not.
    ids.push('AZaz09-_.~', 'a.b', 'a@b', 'a[b]', 'a`b', 'a{b}', 'a:b', 'a/b', "a!'()*b", 'a\u0000b');
    for (const id of ids) await t.send(table.read, { path: { thingId: id } });
    expect(recorder.requests.map((r) => r.url)).toEqual(
      ids.map((id) => `/rest/organizations/o%2F..%2Fx/things/${encodeURIComponent(id)}`),
    );
  });

  it('refuses a missing, empty, "." or ".." path parameter, and a missing organization, with clear errors', async () => {
    const t = transport();
    await expect(t.send(table.read, { path: {} })).rejects.toThrow(
      "probe.read: the path parameter 'thingId' is missing (GET /rest/organizations/{org}/things/{thingId}). Pass a non-empty string.",
    );
    await expect(t.send(table.read, { path: { thingId: '' } })).rejects.toThrow(/'thingId' is missing/);
    await expect(t.send(table.read, { path: { thingId: '..' } })).rejects.toThrow(/cannot be '\.\.'/);
    await expect(t.send(table.read, { path: { thingId: '.' } })).rejects.toThrow(/cannot be '\.'/);
    await expect(transport({ organizationId: undefined }).send(table.write, { body: {} })).rejects.toThrow(
      /probe.write needs an organization id: set the client's organizationId option/,
    );
    expect(recorder.requests).toHaveLength(0);
  });

  it('skips null, undefined and empty strings in query strings; keeps 0 and false; repeats arrays', async () => {
    await transport().send(table.read, {
      path: { thingId: 'x' },
      query: { filter: '', tags: ['a', 'b c'], page: 0, none: null, undef: undefined, flag: false },
    });
    expect(last().url).toBe('/rest/organizations/org1/things/x?tags=a&tags=b%20c&page=0&flag=false');
  });

  it('formats arrays as asked, and refuses an array separator longer than one character', async () => {
    await transport().send(
      table.read,
      { path: { thingId: 'x' }, query: { tags: ['a', 'b'] } },
      { arrayFormat: 'separator', arrayFormatSeparator: '|' },
    );
    expect(last().url).toBe('/rest/organizations/org1/things/x?tags=a|b');
    await expect(
      transport().send(
        table.read,
        { path: { thingId: 'x' }, query: { tags: ['a'] } },
        { arrayFormat: 'separator', arrayFormatSeparator: '||' },
      ),
    ).rejects.toThrow("The array separator must be a single character; got '||'.");
  });

  it.each([
    [
      'none',
      'tags=a&tags=b%20c&x=%C3%A9%26%3D%2F%3F%23%5B%5D%21%27%28%29%2A~&n=0&f=false&nul=z&big=12345678901234567890',
    ],
    [
      'bracket',
      'tags[]=a&tags[]=b%20c&x=%C3%A9%26%3D%2F%3F%23%5B%5D%21%27%28%29%2A~&n=0&f=false&nul[]=z&big=12345678901234567890',
    ],
    [
      'index',
      'tags[0]=a&tags[1]=b%20c&x=%C3%A9%26%3D%2F%3F%23%5B%5D%21%27%28%29%2A~&n=0&f=false&nul[0]=z&big=12345678901234567890',
    ],
    [
      'comma',
      'tags=a|b%20c&x=%C3%A9%26%3D%2F%3F%23%5B%5D%21%27%28%29%2A~&n=0&f=false&nul=z&big=12345678901234567890',
    ],
    [
      'separator',
      'tags=a|b%20c&x=%C3%A9%26%3D%2F%3F%23%5B%5D%21%27%28%29%2A~&n=0&f=false&nul=z&big=12345678901234567890',
    ],
    [
      'bracket-separator',
      'tags[]=a|b%20c&x=%C3%A9%26%3D%2F%3F%23%5B%5D%21%27%28%29%2A~&n=0&f=false&e[]&nul[]=z&big=12345678901234567890',
    ],
  ] as const)('writes the %s array format as query-string did', async (arrayFormat, expected) => {
    await transport().send(
      table.read,
      {
        path: { thingId: 'x' },
        query: {
          tags: ['a', 'b c'],
          x: "é&=/?#[]!'()*~",
          n: 0,
          f: false,
          e: [],
          nul: [null, 'z', '', undefined],
          big: 12345678901234567890n,
        },
      },
      { arrayFormat, arrayFormatSeparator: '|' },
    );
    expect(last().url).toBe(`/rest/organizations/org1/things/x?${expected}`);
  });

  it('sends a Date as ISO 8601, and refuses an object a query string cannot carry', async () => {
    const at = new Date(Date.UTC(2026, 10, 22, 8, 30));
    await transport().send(table.read, { path: { thingId: 'x' }, query: { filter: at, tags: [at, 'b'] } });
    expect(last().url).toBe(
      '/rest/organizations/org1/things/x?filter=2026-11-22T08%3A30%3A00.000Z&tags=2026-11-22T08%3A30%3A00.000Z&tags=b',
    );
    const count = recorder.requests.length;
    const nested = await failure(
      transport().send(table.read, { path: { thingId: 'x' }, query: { filter: { name: 'a' } } }),
    );
    expect(nested).toBeInstanceOf(TypeError);
    expect(nested.message).toBe(
      "probe.read: the query parameter 'filter' is an object, which a query string cannot carry (it would go as '[object Object]'). Pass a string, a number, a boolean, a Date, or an array of them.",
    );
    const inArray = await failure(
      transport().send(table.read, { path: { thingId: 'x' }, query: { tags: [{}] } }),
    );
    expect(inArray.message).toMatch(/^probe\.read: the query parameter 'tags' is an object/);
    const invalid = await failure(
      transport().send(table.read, { path: { thingId: 'x' }, query: { filter: new Date(Number.NaN) } }),
    );
    expect(invalid.message).toBe("probe.read: the query parameter 'filter' is an invalid Date.");
    expect(recorder.requests).toHaveLength(count);
  });

  it('refuses an unknown arrayFormat, listing the known ones', async () => {
    const error = await failure(
      transport().send(
        table.read,
        { path: { thingId: 'x' }, query: { tags: ['a'] } },
        { arrayFormat: 'brackets' as never },
      ),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(
      "Unknown arrayFormat 'brackets'. Use one of: none, bracket, index, comma, separator, bracket-separator.",
    );
  });

  it('joins with a comma by default, and encodes a separator that would break the query', async () => {
    const send = (arrayFormatSeparator?: string) =>
      transport().send(
        table.read,
        { path: { thingId: 'x' }, query: { tags: ['a', 'b'] } },
        { arrayFormat: 'comma', arrayFormatSeparator },
      );
    await send();
    expect(last().url).toBe('/rest/organizations/org1/things/x?tags=a,b');
    await send('&');
    expect(last().url).toBe('/rest/organizations/org1/things/x?tags=a%26b');
  });

  it('renames perPage to pageSize, sends the page size under the name the call takes, and refuses both', async () => {
    await transport().send(table.readPaged, { query: { page: 1, perPage: 5 } });
    expect(last().url).toBe('/rest/organizations/org1/items?page=1&pageSize=5');
    await transport().send(table.read, { path: { thingId: 'x' }, query: { pageSize: 5 } });
    expect(last().url).toBe('/rest/organizations/org1/things/x?perPage=5');
    await transport().send(table.read, { path: { thingId: 'x' }, query: { perPage: 6 } });
    expect(last().url).toBe('/rest/organizations/org1/things/x?perPage=6');
    // A renamed size, or one given as perPage, goes last; a pageSize the call takes keeps its place.
    await transport().send(table.readPaged, { query: { perPage: 5, page: 2 } });
    expect(last().url).toBe('/rest/organizations/org1/items?page=2&pageSize=5');
    await transport().send(table.readPaged, { query: { pageSize: 5, page: 2 } });
    expect(last().url).toBe('/rest/organizations/org1/items?pageSize=5&page=2');
    await transport().send(table.read, { path: { thingId: 'x' }, query: { pageSize: 7, filter: 'a' } });
    expect(last().url).toBe('/rest/organizations/org1/things/x?filter=a&perPage=7');
    const count = recorder.requests.length;
    await expect(transport().send(table.readPaged, { query: { pageSize: 1, perPage: 5 } })).rejects.toThrow(
      new Error(
        'The Pagination options are invalid: both pageSize and perPage have been set. Use only one of them.',
      ),
    );
    expect(recorder.requests).toHaveLength(count);
  });

  it('sends JSON bodies (bigints as plain integers) and merges global, per-call and handler settings', async () => {
    const t = transport({
      globalRequestSettings: { headers: { 'x-global': 'g', 'x-both': 'global' }, cache: 'no-store' },
      requestHandlers: [
        (request) => {
          request.init.headers.set('x-handler', request.init.method);
          return request;
        },
      ],
    });
    await t.send(
      table.write,
      { body: { id: 12345678901234567890n, n: 1 } },
      { headers: { 'x-both': 'call' } },
    );
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.body.toString()).toBe('{"id":12345678901234567890,"n":1}');
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'x-global': 'g',
      'x-both': 'call',
      'x-handler': 'POST',
    });
  });

  it('sends a Blob, bytes or a string body as it is', async () => {
    const bodies = [
      new Blob(['{"from":"blob"}']),
      new TextEncoder().encode('{"from":"bytes"}'),
      '{"from":"text"}',
    ];
    for (const body of bodies) {
      await transport().send(table.write, { body });
      expect(last().method).toBe('POST');
    }
    expect(recorder.requests.slice(-3).map((request) => request.body.toString())).toEqual([
      '{"from":"blob"}',
      '{"from":"bytes"}',
      '{"from":"text"}',
    ]);
  });

  it('refuses a stream body before sending, saying why and what to send instead', async () => {
    const { Readable } = await import('node:stream');
    const count = recorder.requests.length;
    for (const body of [new Blob(['x']).stream(), Readable.from(['x'])]) {
      const error = await failure(transport().send(table.write, { body }));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toBe(
        'probe.write: a stream cannot be the body (POST /rest/organizations/{org}/things): a throttled call is sent again, and a stream can be read once. Read it into a Blob or bytes first.',
      );
    }
    expect(recorder.requests).toHaveLength(count);
  });

  it('lets response handlers see and replace responses', async () => {
    const seen: number[] = [];
    const t = transport({
      responseHandlers: [
        (response) => {
          seen.push(response.status);
          return new Response('{"replaced":true}', { headers: { 'content-type': 'application/json' } });
        },
      ],
    });
    expect(await t.send(table.write, { body: {} })).toEqual({ replaced: true });
    expect(seen).toEqual([200]);
  });

  it('calls an injected fetch with one Request', async () => {
    const calls: Request[] = [];
    const t = transport({
      http: undefined, // the fetch layer, whichever layer the project tests
      fetch: async (request) => {
        calls.push(request);
        return new Response('{"ok":1}', { headers: { 'content-type': 'application/json' } });
      },
    });
    expect(await t.send(table.remove, { path: { thingId: 'a b' } })).toEqual({ ok: 1 });
    expect(calls[0]).toBeInstanceOf(Request);
    expect([calls[0].method, calls[0].url]).toEqual(['DELETE', `${recorder.url}/rest/things/a%20b`]);
  });
});

describe('responses', () => {
  it('gives {} for 204 and for an empty 200', async () => {
    recorder.respondWith(() => ({ status: 204 }));
    expect(await transport().send(table.remove, { path: { thingId: 'x' } })).toEqual({});
    recorder.respondWith(() => ({ body: '' }));
    expect(await transport().send(table.remove, { path: { thingId: 'x' } })).toEqual({});
  });

  it('keeps every digit of integers beyond 2^53, without touching JSON.parse', async () => {
    const parse = JSON.parse;
    recorder.respondWith(() => ({
      body: '{"big":123456789012345678901,"neg":-9007199254740993,"safe":9007199254740991,"float":1.5,"text":"12345678901234567890"}',
    }));
    const body = (await transport().send(table.read, { path: { thingId: 'x' } })) as Record<string, unknown>;
    expect(body).toEqual({
      big: 123456789012345678901n,
      neg: -9007199254740993n,
      safe: 9007199254740991,
      float: 1.5,
      text: '12345678901234567890',
    });
    expect(JSON.parse).toBe(parse);
  });

  it('throws PlatformError with the JSON body fields, the status and the X-Request-ID', async () => {
    recorder.respondWith(() => ({
      status: 409,
      headers: { 'x-request-id': 'rid-42' },
      body: '{"errorCode":"DUPLICATE","message":"Already there","details":{"field":"name"}}',
    }));
    const error = await failure(transport().send(table.write, { body: {} }));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 409,
      requestId: 'rid-42',
      errorCode: 'DUPLICATE',
      details: { field: 'name' },
      body: { errorCode: 'DUPLICATE', message: 'Already there', details: { field: 'name' } },
    });
    expect(error.message).toBe(
      `POST ${recorder.url}/rest/organizations/org1/things answered 409: DUPLICATE: Already there`,
    );
  });

  it('still throws PlatformError, with the text, for an HTML or plain-text error body', async () => {
    recorder.respondWith(() => ({
      status: 502,
      headers: { 'content-type': 'text/html', 'x-request-id': 'rid-html' },
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    }));
    const error = await failure(transport().send(table.read, { path: { thingId: 'x' } }));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 502, requestId: 'rid-html' });
    expect(error.body).toContain('<h1>502 Bad Gateway</h1>');
    expect(error.message).toMatch(/answered 502: 502 Bad Gateway$/);

    recorder.respondWith(() => ({ status: 500, headers: { 'content-type': 'text/plain' }, body: 'boom {' }));
    const plain = await failure(transport().send(table.read, { path: { thingId: 'x' } }));
    expect(plain).toMatchObject({ status: 500, body: 'boom {' });
  });

  it('returns text for a successful non-JSON body', async () => {
    recorder.respondWith(() => ({ headers: { 'content-type': 'text/csv' }, body: 'a,b\n1,2' }));
    expect(await transport().send(table.read, { path: { thingId: 'x' } })).toBe('a,b\n1,2');
  });
});

describe('retry on 429', () => {
  it('uses the spec defaults: 10 attempts, 100 ms first delay, x2, no maximum delay', () => {
    expect(DEFAULT_RETRY).toEqual({
      attempts: 10,
      initialDelayMs: 100,
      multiplier: 2,
      maxDelayMs: Number.POSITIVE_INFINITY,
      maxRetryAfterMs: 60_000,
      transient: false,
    });
  });

  it('retries with exponential back-off, the first attempt not delayed, then succeeds', async () => {
    const arrivals: number[] = [];
    recorder.respondWith((_request, index) => {
      arrivals.push(performance.now());
      return index < 4 ? { status: 429, body: '{"message":"slow down"}' } : { body: '{"done":true}' };
    });
    const start = performance.now();
    const result = await transport({ retry: { initialDelayMs: 20 } }).send(table.write, { body: { a: 1 } });
    expect(result).toEqual({ done: true });
    expect(recorder.requests).toHaveLength(5);
    expect(recorder.requests.every((r) => r.body.toString() === '{"a":1}')).toBe(true);
    expect(arrivals[0] - start).toBeLessThan(60);
    const gaps = arrivals.slice(1).map((t, i) => t - arrivals[i]);
    [20, 40, 80, 160].forEach((delay, i) => {
      expect(gaps[i]).toBeGreaterThanOrEqual(delay - 2);
      expect(gaps[i]).toBeLessThan(delay + 60);
    });
  });

  it('throws Error("Something went wrong.") with the last status once every attempt was throttled', async () => {
    recorder.respondWith(() => ({
      status: 429,
      headers: { 'x-request-id': 'rid-429', 'retry-after': '0' },
      body: '{}',
    }));
    const error = await failure(
      transport({ retry: { initialDelayMs: 1, multiplier: 1 } }).send(table.read, { path: { thingId: 'x' } }),
    );
    expect(error).toBeInstanceOf(RetryExhaustedError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Something went wrong.');
    expect(error).toMatchObject({ status: 429, requestId: 'rid-429', attempts: 10, retryAfterMs: 0 });
    expect(recorder.requests).toHaveLength(10);
  });

  it('honours a smaller attempt count and a maximum delay', async () => {
    const arrivals: number[] = [];
    recorder.respondWith(() => {
      arrivals.push(performance.now());
      return { status: 429, body: '{}' };
    });
    await expect(
      transport({ retry: { attempts: 4, initialDelayMs: 30, multiplier: 10, maxDelayMs: 40 } }).send(
        table.write,
        {
          body: {},
        },
      ),
    ).rejects.toThrow('Something went wrong.');
    expect(recorder.requests).toHaveLength(4);
    const gaps = arrivals.slice(1).map((t, i) => t - arrivals[i]);
    expect(gaps[0]).toBeGreaterThanOrEqual(28);
    expect(gaps[1]).toBeLessThan(100);
    expect(gaps[2]).toBeLessThan(100);
  });

  it('does not retry other errors', async () => {
    recorder.respondWith(() => ({ status: 503, body: '{"message":"down"}' }));
    await expect(transport().send(table.write, { body: {} })).rejects.toMatchObject({ status: 503 });
    expect(recorder.requests).toHaveLength(1);
  });
});

describe('aborting', () => {
  it('before sending: a GET resolves to undefined, a POST rejects, nothing reaches the wire', async () => {
    const signal = AbortSignal.abort();
    expect(await transport().send(table.read, { path: { thingId: 'x' } }, { signal })).toBeUndefined();
    await expect(transport().send(table.write, { body: {} }, { signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(recorder.requests).toHaveLength(0);
  });

  it('while waiting for the response: a GET resolves to undefined at once', async () => {
    recorder.respondWith(() => ({ body: '{}', delayMs: 2000 }));
    const controller = new AbortController();
    const start = performance.now();
    const pending = transport().send(table.read, { path: { thingId: 'x' } }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toBeUndefined();
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('during a back-off wait: the call ends at once', async () => {
    recorder.respondWith(() => ({ status: 429, body: '{}' }));
    const controller = new AbortController();
    const start = performance.now();
    const get = transport({ retry: { initialDelayMs: 10_000 } }).send(
      table.read,
      { path: { thingId: 'x' } },
      { signal: controller.signal },
    );
    const post = transport({ retry: { initialDelayMs: 10_000 } }).send(
      table.write,
      { body: {} },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 100);
    expect(await get).toBeUndefined();
    await expect(post).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - start).toBeLessThan(1000);
    expect(recorder.requests).toHaveLength(2);
  });

  it('abortPendingGetRequests aborts every GET in flight, and only GETs', async () => {
    recorder.respondWith((request) => ({ body: `{"m":"${request.method}"}`, delayMs: 300 }));
    const client = new PlatformClient({ accessToken: 't', organizationId: 'o', host: recorder.url });
    const t = (client as unknown as { transport: Transport }).transport;
    const gets = [1, 2, 3].map((i) => t.send(table.read, { path: { thingId: `g${i}` } }));
    const post = t.send(table.write, { body: {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.abortPendingGetRequests();
    expect(await Promise.all(gets)).toEqual([undefined, undefined, undefined]);
    expect(await post).toEqual({ m: 'POST' });
    expect(await t.send(table.read, { path: { thingId: 'after' } })).toEqual({ m: 'GET' });
  });

  it('leaves no listener behind on a long-lived caller signal', async () => {
    const controller = new AbortController();
    const t = transport();
    for (let i = 0; i < 50; i++)
      await t.send(table.read, { path: { thingId: `x${i}` } }, { signal: controller.signal });
    recorder.respondWith(() => ({ status: 404, body: '{}' }));
    for (let i = 0; i < 10; i++) {
      await t.send(table.write, { body: {} }, { signal: controller.signal }).catch(() => undefined);
    }
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect((t as unknown as { pendingGets: Set<unknown> }).pendingGets.size).toBe(0);
  });
});
