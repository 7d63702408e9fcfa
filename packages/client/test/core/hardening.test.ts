// Regression tests for the faults and hostile input that fuzzing and fault injection found (issue 6).
import { getEventListeners } from 'node:events';
import { createServer } from 'node:net';
import {
  NetworkError,
  PlatformClient,
  PlatformError,
  parseJson,
  parseRetryAfter,
  ResponseParseError,
  RetryExhaustedError,
  stringifyJson,
  TimeoutError,
} from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { useRecorder } from '../../../../test/recorder';
import { endpoints } from '../../src/core/endpoint';
import { fetchHttp, type HttpClient } from '../../src/core/http';
import { hasLongDigitRun } from '../../src/core/json';
import type { ClientOptions } from '../../src/core/options';
import { Transport } from '../../src/core/transport';
import { undiciHttp } from '../../src/node';
import { requestTarget } from '../../src/node/target';

const recorder = useRecorder();

const table = endpoints('probe', {
  read: { method: 'GET', path: '/rest/organizations/{org}/things/{thingId}' },
  write: { method: 'POST', path: '/rest/organizations/{org}/things', body: 'json' },
  replace: { method: 'PUT', path: '/rest/organizations/{org}/things/{thingId}', body: 'json' },
});
const TOKEN = 'secret-token-0123456789';
/** The HTTP layer under test: fetch, or undici's dispatcher in the `undici` project. */
const http = process.env.PLATFORM_ADMIN_HTTP === 'undici' ? { http: undiciHttp() } : {};
const transport = (options: Partial<ClientOptions> = {}) =>
  new Transport({ accessToken: TOKEN, organizationId: 'org1', host: recorder.url, ...http, ...options });
const read = (t: Transport, settings = {}) => t.send(table.read, { path: { thingId: 'x' } }, settings);
const failure = (call: Promise<unknown>): Promise<any> =>
  call.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (error) => error,
  );
/** Everything an error would show in a log. */
const shown = (error: any) => `${String(error)}\n${error?.stack}\n${JSON.stringify(error)}`;

describe('PlatformError from hostile bodies', () => {
  it('copies body keys as plain own data, never over its prototype or members', async () => {
    recorder.respondWith(() => ({
      status: 400,
      body: '{"__proto__":{"polluted":true},"constructor":1,"toString":2,"status":3,"stack":"x","toJSON":4,"errorCode":"BAD","detail":"kept"}',
    }));
    const error = await failure(read(transport()));
    expect(error).toBeInstanceOf(PlatformError);
    expect(Object.getPrototypeOf(error)).toBe(PlatformError.prototype);
    expect(error.status).toBe(400);
    expect(error).toMatchObject({ errorCode: 'BAD', detail: 'kept' });
    expect(Object.getOwnPropertyDescriptor(error, 'detail')).toMatchObject({ value: 'kept', writable: true });
    expect(({} as any).polluted).toBeUndefined();
    expect(String(error)).toMatch(/^PlatformError: GET .* answered 400: BAD/);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ status: 400, errorCode: 'BAD' });
  });

  it('String() and JSON.stringify() work with a bigint in the body', async () => {
    recorder.respondWith(() => ({ status: 409, body: '{"errorCode":"X","id":123456789012345678901}' }));
    const error = await failure(read(transport()));
    expect(error.id).toBe(123456789012345678901n);
    expect(String(error)).toContain('409');
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ id: '123456789012345678901', status: 409 });
  });
});

describe('aborting GETs that are still resolving their token or organization', () => {
  it('abortPendingGetRequests aborts all 100 of them; nothing reaches the wire', async () => {
    const slow =
      <T>(value: T) =>
      () =>
        new Promise<T>((resolve) => setTimeout(() => resolve(value), 30));
    const t = transport({ accessToken: slow(TOKEN), organizationId: slow('org1') });
    const calls = Array.from({ length: 100 }, () => read(t));
    t.abortPendingGets();
    expect(await Promise.all(calls)).toEqual(Array(100).fill(undefined));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(recorder.requests).toHaveLength(0);
  });
});

describe('tokens', () => {
  it.each([
    ['CR', `${TOKEN}\r`],
    ['LF', `${TOKEN}\nX-Injected: 1`],
    ['NUL', `${TOKEN}\u0000`],
  ])('refuses a token holding %s, without echoing it', async (_name, token) => {
    const error = await failure(read(transport({ accessToken: token })));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/cannot go in an HTTP header/);
    expect(shown(error)).not.toContain(TOKEN);
    expect(recorder.requests).toHaveLength(0);
  });

  it.each([[''], [null], [undefined]])('gives a clear error when accessToken returns %j', async (value) => {
    const error = await failure(read(transport({ accessToken: () => value as never })));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/must be \(or return\) a non-empty string/);
    expect(recorder.requests).toHaveLength(0);
  });

  it('names what a token that is not a string is, never what it holds (bytes read from a file)', async () => {
    for (const [token, given] of [
      [Buffer.from(TOKEN), 'an object (Buffer)'],
      [new TextEncoder().encode(TOKEN), 'an object (Uint8Array)'],
      [12345678, 'a number'],
    ] as const) {
      const error = await failure(read(transport({ accessToken: token as never })));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toContain(
        `The accessToken option gave ${given}: it must be (or return) a non-empty string`,
      );
      expect(shown(error)).not.toContain(TOKEN);
      expect(shown(error)).not.toContain('12345678');
    }
    expect(recorder.requests).toHaveLength(0);
  });

  it('never shows the token in an API error, a time-out or a parse error', async () => {
    const t = transport();
    recorder.respondWith(() => ({ status: 401, body: '{"errorCode":"INVALID_TOKEN","message":"no"}' }));
    const errors = [await failure(read(t))];
    recorder.respondWith(() => ({ delayMs: 200, body: '{}' }));
    // The time-out on this call only: on a loaded machine, the first call can take 50 ms.
    errors.push(await failure(t.send(table.write, { body: {} }, { timeoutMs: 50 })));
    recorder.respondWith(() => ({ body: '{nope' }));
    errors.push(await failure(read(t)));
    expect(errors.map((e) => e.name)).toEqual(['PlatformError', 'TimeoutError', 'ResponseParseError']);
    for (const error of errors) expect(shown(error)).not.toContain(TOKEN);
  });

  it('keeps the token out of an error even when the answer quotes it back', async () => {
    const t = transport();
    recorder.respondWith(() => ({
      status: 401,
      body: `{"errorCode":"INVALID_TOKEN","message":"The token ${TOKEN} is not valid."}`,
    }));
    const json = await failure(read(t));
    expect(json.message).toBe(
      `GET ${recorder.url}/rest/organizations/org1/things/x answered 401: INVALID_TOKEN: The token [redacted] is not valid.`,
    );
    recorder.respondWith(() => ({
      status: 403,
      headers: { 'content-type': 'text/plain' },
      body: `denied: ${TOKEN}`,
    }));
    const text = await failure(read(t));
    expect(text.body).toBe('denied: [redacted]');
    recorder.respondWith(() => ({ body: `{"token": ${TOKEN}}` })); // a 2xx that is not JSON, quoting it
    const parse = await failure(read(t));
    expect(parse).toBeInstanceOf(ResponseParseError);
    expect(parse.bodyStart).toBe('{"token": [redacted]}');
    // A token given as a function is the one redacted too.
    const lazy = await failure(read(transport({ accessToken: async () => TOKEN })));
    for (const error of [json, text, parse, lazy]) {
      expect(shown(error)).not.toContain(TOKEN);
      expect(String(error.cause?.message ?? '')).not.toContain(TOKEN);
    }
  });
});

describe('options are checked when the client is made', () => {
  it.each([
    [
      { retry: { initialDelayMs: 500, maxDelayMs: 100 } },
      /retry\.maxDelayMs must be .*no smaller than retry\.initialDelayMs \(500\)/,
    ],
    [{ retry: { attempts: 0 } }, /retry\.attempts must be an integer of at least 1/],
    [{ retry: { multiplier: 0.5 } }, /retry\.multiplier/],
    [{ retry: { transient: { initialDelayMs: 50, maxDelayMs: 10 } } }, /retry\.transient\.maxDelayMs/],
    [{ timeoutMs: -1 }, /timeoutMs must be/],
    [{ fetch: 'x' }, "The option fetch must be a function of a Request; got 'x'."],
    [
      { http: {} },
      "The option http must be an HTTP layer with a send method, such as undiciHttp() from '@platform-admin/client/node'; got an object.",
    ],
    [{ requestHandlers: [null] }, 'The option requestHandlers must be an array of functions; got an array.'],
    [{ responseHandlers: {} }, 'The option responseHandlers must be an array of functions; got an object.'],
    [{ retry: 'x' }, "The option retry must be an object such as { attempts: 5 }; got 'x'."],
    [
      { retry: { transient: 'yes' } },
      "The option retry.transient must be true, false or an object such as { attempts: 3 }; got 'yes'.",
    ],
    [{ globalRequestSettings: 'x' }, "The option globalRequestSettings must be an object; got 'x'."],
  ])('%j', (options, message) => {
    expect(() => new PlatformClient({ accessToken: 't', ...(options as object) })).toThrow(message);
  });

  it('takes null as left out', async () => {
    const nulls = { fetch: null, http: null, requestHandlers: null, responseHandlers: null, retry: null };
    const client = new PlatformClient({
      accessToken: TOKEN,
      organizationId: 'org1',
      host: recorder.url,
      ...(nulls as object),
    });
    await expect(client.sources.get('x')).resolves.toEqual({});
  });
});

describe('bodies', () => {
  it('a 2xx body that claims JSON but does not parse throws ResponseParseError with status and request id', async () => {
    recorder.respondWith(() => ({ body: '<html>oops</html>', headers: { 'x-request-id': 'rid-7' } }));
    const error = await failure(read(transport()));
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error).toMatchObject({ status: 200, requestId: 'rid-7', bodyStart: '<html>oops</html>' });
  });

  it('parses texts with big integers exactly as JSON.parse does: duplicate keys, deep nesting, errors', () => {
    const texts = [
      '{"a":1,"a":2,"big":12345678901234567890}',
      `${'['.repeat(3000)}12345678901234567890${']'.repeat(3000)}`,
      '{"s":"12345678901234567890","n":1.2345678901234567e+25,"m":-12345678901234567890}',
    ];
    const parsed = texts.map((text) => parseJson(text)) as any[];
    expect(parsed[0]).toEqual({ a: 2, big: 12345678901234567890n });
    let deep = parsed[1];
    for (let i = 0; i < 3000; i++) deep = deep[0];
    expect(deep).toBe(12345678901234567890n);
    expect(parsed[2]).toEqual({
      s: '12345678901234567890',
      n: Number('1.2345678901234567e+25'),
      m: -12345678901234567890n,
    });
    expect(() => parseJson('{"a":12345678901234567890,}')).toThrow(SyntaxError);
    // 16+ digits after a decimal point or in an exponent are no integer: JSON.parse reads them.
    for (const text of ['{"p":0.30000000000000004}', '[-0.06333333333333334,1e-12345678901234567]']) {
      expect(parseJson(text)).toEqual(JSON.parse(text));
    }
    expect(stringifyJson(parsed[0])).toBe('{"a":2,"big":12345678901234567890}');
  });

  it('an id holding a lone surrogate gets a TypeError naming the call', async () => {
    const error = await failure(transport().send(table.read, { path: { thingId: 'a\ud800b' } }));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/^probe\.read: the path parameter 'thingId' holds a lone surrogate/);
  });

  it('an object passed for an id gets a TypeError naming the call, and nothing is sent', async () => {
    const count = recorder.requests.length;
    const error = await failure(transport().send(table.read, { path: { thingId: { id: 'x' } } }));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(
      "probe.read: the path parameter 'thingId' is an object, not an id (it would go as '[object Object]'; GET /rest/organizations/{org}/things/{thingId}). Pass the id as a string.",
    );
    expect(recorder.requests).toHaveLength(count);
    // A number, or an object with text of its own, still goes as its text.
    await transport().send(table.read, { path: { thingId: 42 } });
    await transport().send(table.read, { path: { thingId: new URL('http://h/a b') } });
    expect(recorder.requests.slice(-2).map((request) => request.url)).toEqual([
      '/rest/organizations/org1/things/42',
      '/rest/organizations/org1/things/http%3A%2F%2Fh%2Fa%2520b', // the URL's own text, encoded
    ]);
  });
});

describe('arguments of the wrong kind, as a fuzz of every method found them', () => {
  const forms = endpoints('probe', {
    upload: { method: 'POST', path: '/rest/organizations/{org}/files', body: 'form' },
    search: { method: 'GET', path: '/rest/organizations/{org}/things', query: ['filter', 'page'] },
  });

  it('an object with no way to become text, for an id or a query value, is refused as the object it is', async () => {
    const bare = Object.create(null);
    const path = await failure(transport().send(table.read, { path: { thingId: bare } }));
    expect(path.message).toMatch(/^probe\.read: the path parameter 'thingId' is an object, not an id/);
    const query = await failure(transport().send(forms.search, { query: { filter: bare } }));
    expect(query.message).toMatch(/^probe\.search: the query parameter 'filter' is an object/);
    const field = await failure(transport().send(forms.upload, { body: { token: bare } }));
    expect(field.message).toBe(
      "probe.upload: the form field 'token' is an object, which a form cannot carry (it would go as '[object Object]'; POST /rest/organizations/{org}/files). Pass a string, a number, a boolean or a Blob.",
    );
    for (const error of [path, query, field]) expect(error).toBeInstanceOf(TypeError);
  });

  it('a query value or name holding a lone surrogate gets a TypeError naming the call and the parameter', async () => {
    const count = recorder.requests.length;
    for (const query of [{ filter: 'a\ud800' }, { 'a\udc00': 'x' }, { filter: ['ok', '\ud800'] }]) {
      const error = await failure(transport().send(forms.search, { query }));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toMatch(/^probe\.search: the query parameter '[^']+' holds a lone surrogate/);
    }
    expect(recorder.requests).toHaveLength(count);
  });

  it('query parameters that are not an object are refused with the order of the arguments', async () => {
    for (const [query, got] of [
      ['a/b', "string 'a/b'"],
      [7, "number '7'"],
      [['x'], 'an array'],
    ] as const) {
      const error = await failure(transport().send(forms.search, { query: query as never }));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toBe(
        `probe.search: the query parameters must be an object, e.g. { page: 0, perPage: 100 }; got ${got}. Check the arguments' order: path parameters, then the body, then the query, then request settings.`,
      );
    }
  });

  it('request settings: null is none; anything else that is not an object rejects, and nothing throws at the call', async () => {
    await expect(read(transport(), null as never)).resolves.toEqual({});
    const settings = transport().send(table.read, { path: { thingId: 'x' } }, 'x' as never);
    const error = await failure(settings);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(
      /^probe\.read: the request settings must be an object \(\{ headers, signal, timeoutMs, \.\.\. \}\); got string\./,
    );
    // Through a family's method: the settings come last, and a null there is fine.
    const client = new PlatformClient({
      accessToken: TOKEN,
      organizationId: 'org1',
      host: recorder.url,
      ...http,
    });
    await expect(client.indexes.list(null as never)).resolves.toBeDefined();
  });

  it('a form body that is not an object is refused', async () => {
    for (const [body, got] of [
      [null, 'null'],
      [42, 'number'],
    ] as const) {
      const error = await failure(transport().send(forms.upload, { body }));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toBe(
        `probe.upload: the form must be an object of fields, or FormData (POST /rest/organizations/{org}/files); got ${got}.`,
      );
    }
  });

  it('methods written by hand reject on a missing argument instead of throwing at the call', async () => {
    const client = new PlatformClient({
      accessToken: TOKEN,
      organizationId: 'org1',
      host: recorder.url,
      ...http,
    });
    const calls = [
      () => client.privileges.evaluate(undefined as never),
      () => client.ua.properties.query(null as never),
      () => client.sources.datasets.import(undefined as never),
      () => client.search.analysis.replay(null as never),
      () => client.snapshots.createFromFile(undefined as never),
    ];
    for (const call of calls) {
      let pending: Promise<unknown> | undefined;
      expect(() => {
        pending = call();
      }).not.toThrow();
      expect(await failure(pending!)).toBeInstanceOf(Error);
    }
  });
});

describe('Retry-After and throttling', () => {
  it('accepts only a non-negative integer of seconds or an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    for (const bad of ['1.5', '-1', 'soon', '2 3', '0x10', '1e3', '', undefined, 'Tomorrow']) {
      expect(parseRetryAfter(bad), String(bad)).toBeUndefined();
    }
    const inTwoSeconds = new Date(Date.now() + 2000).toUTCString();
    expect(parseRetryAfter(inTwoSeconds)).toBeGreaterThan(500);
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(0);
    // The two obsolete forms an HTTP date may take (RFC 9110, section 5.6.7), and near misses.
    expect(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT')).toBe(0);
    expect(parseRetryAfter('Sun Nov  6 08:49:37 1994')).toBe(0);
    for (const bad of [
      'Sun, 06 Nov 1994 08:49:37 UTC',
      'Sunday, 06 Nov 1994 08:49:37 GMT',
      'Sundays, 06-Nov-94 08:49:37 GMT',
      'Sun, 6 Nov 1994 08:49:37 GMT',
      'Sun, 06 November 1994 08:49:37 GMT',
      'Fun, 06 Nov 1994 08:49:37 GMT',
      'Sun Nov 6 08:49:37 1994',
      '1994-11-06T08:49:37Z',
    ]) {
      expect(parseRetryAfter(bad), bad).toBeUndefined();
    }
  });

  it('waits the longer of the schedule and Retry-After', async () => {
    const arrivals: number[] = [];
    recorder.respondWith((_r, index) => {
      arrivals.push(performance.now());
      return index === 0
        ? { status: 429, headers: { 'retry-after': '1' }, body: '{}' }
        : { body: '{"ok":1}' };
    });
    expect(await read(transport({ retry: { initialDelayMs: 10 } }))).toEqual({ ok: 1 });
    expect(arrivals[1] - arrivals[0]).toBeGreaterThanOrEqual(990);
  });

  it('throws at once when Retry-After is above the cap, with retryAfterMs', async () => {
    recorder.respondWith(() => ({ status: 429, headers: { 'retry-after': '120' }, body: '{}' }));
    const start = performance.now();
    const error = await failure(read(transport()));
    expect(performance.now() - start).toBeLessThan(500);
    expect(error).toBeInstanceOf(RetryExhaustedError);
    expect(error).toMatchObject({ attempts: 1, retryAfterMs: 120_000 });
    expect(recorder.requests).toHaveLength(1);
  });

  it('a thousand concurrent calls on one caller signal add one listener and raise no warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const controller = new AbortController();
      recorder.respondWith(() => ({ delayMs: 20, body: '{}' }));
      const t = transport();
      const calls = Array.from({ length: 1000 }, () =>
        t.send(table.write, { body: {} }, { signal: controller.signal }),
      );
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
      await Promise.all(calls);
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});

describe('transient retries (5xx, network errors), opt-in', () => {
  it('are off by default', async () => {
    recorder.respondWith(() => ({ status: 503, body: '{"errorCode":"DOWN"}' }));
    expect(await failure(read(transport()))).toMatchObject({ status: 503 });
    expect(recorder.requests).toHaveLength(1);
  });

  it('retry a GET or a PUT on 5xx, never a POST', async () => {
    recorder.respondWith((_r, index) => (index % 3 < 2 ? { status: 502, body: '{}' } : { body: '{"ok":1}' }));
    const t = transport({ retry: { transient: { attempts: 3, initialDelayMs: 5 } } });
    expect(await read(t)).toEqual({ ok: 1 });
    expect(await t.send(table.replace, { path: { thingId: 'x' }, body: {} })).toEqual({ ok: 1 });
    expect(recorder.requests).toHaveLength(6);
    expect(await failure(t.send(table.write, { body: {} }))).toMatchObject({ status: 502 });
    expect(recorder.requests).toHaveLength(7);
  });

  it('retry a network error on a GET, up to the attempts given', async () => {
    let calls = 0;
    // The layer under test, failing its first sends as a refused connection would.
    const layer = http.http ?? fetchHttp();
    const flaky: HttpClient = {
      send: (request) => (++calls < 3 ? Promise.reject(new TypeError('fetch failed')) : layer.send(request)),
    };
    const t = transport({ http: flaky, retry: { transient: { initialDelayMs: 5 } } });
    expect(await read(t)).toEqual({});
    expect(calls).toBe(3);
    calls = -10;
    const error = await failure(read(t));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ call: 'probe.read', attempts: 3, cause: { message: 'fetch failed' } });
    expect(error.message).toMatch(
      /^probe\.read: GET http:\/\/\S+\/things\/x got no answer after 3 attempts: fetch failed$/,
    );
    expect(calls).toBe(-7);
  });

  it('retry a refused connection on a GET, then throw a NetworkError; never a POST', async () => {
    const host = await refusedHost();
    const layer = http.http ?? fetchHttp();
    let sent = 0;
    const counted: HttpClient = {
      send: (request) => {
        sent++;
        return layer.send(request);
      },
    };
    const t = transport({ host, http: counted, retry: { transient: { attempts: 2, initialDelayMs: 5 } } });
    expect(await failure(read(t))).toMatchObject({ name: 'NetworkError', code: 'ECONNREFUSED', attempts: 2 });
    expect(sent).toBe(2);
    const write = await failure(t.send(table.write, { body: {} }));
    expect(write).toMatchObject({ name: 'NetworkError', code: 'ECONNREFUSED', attempts: 1 });
    expect(sent).toBe(3);
  });
});

/** The URL of a port that refuses connections: one that was listened on, then closed. */
async function refusedHost(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('network failures throw a NetworkError naming the call, its method and URL, and the reason', () => {
  it('a refused connection', async () => {
    const host = await refusedHost();
    const platform = new PlatformClient({ accessToken: TOKEN, organizationId: 'org1', host, ...http });
    const error = await failure(platform.sources.list({ page: 0, perPage: 5 }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      name: 'NetworkError',
      call: 'sources.list',
      method: 'GET',
      url: `${host}/rest/organizations/org1/sources/pages?page=0&perPage=5`,
      code: 'ECONNREFUSED',
      attempts: 1,
    });
    expect(error.message).toBe(
      `sources.list: GET ${host}/rest/organizations/org1/sources/pages got no answer: connect ECONNREFUSED ${host.slice(7)}`,
    );
    // The HTTP layer's own error: fetch's TypeError('fetch failed') around the socket's, or undici's.
    expect(error.cause).toBeInstanceOf(Error);
    expect(shown(error)).not.toContain(TOKEN);
  });

  it('a host that is not found (.invalid never resolves)', async () => {
    const t = transport({ host: 'http://platform.invalid' });
    const error = await failure(read(t));
    expect(error).toBeInstanceOf(NetworkError);
    // EAI_AGAIN where no DNS server can be reached at all.
    expect(['ENOTFOUND', 'EAI_AGAIN']).toContain(error.code);
    expect(error.message).toMatch(
      /^probe\.read: GET http:\/\/platform\.invalid\/rest\/organizations\/org1\/things\/x got no answer: getaddrinfo (ENOTFOUND|EAI_AGAIN) platform\.invalid$/,
    );
  });

  it('the reason is the innermost cause: its code and message, or those of every address tried', async () => {
    const cause = (message: string, code?: string) => Object.assign(new Error(message), { code });
    const rejecting = (error: unknown) => ({ http: { send: () => Promise.reject(error) } });
    const reasons = [
      [new TypeError('fetch failed', { cause: cause('getaddrinfo ENOTFOUND h.example', 'ENOTFOUND') })],
      [cause('other side closed', 'UND_ERR_SOCKET')],
      [
        new TypeError('fetch failed', {
          cause: Object.assign(
            new AggregateError([
              cause('connect ECONNREFUSED ::1:9'),
              cause('connect ECONNREFUSED 127.0.0.1:9'),
            ]),
            { code: 'ECONNREFUSED' },
          ),
        }),
      ],
      [new TypeError('Failed to fetch')], // a browser's fetch says no more
      ['a string'],
    ];
    const got = [];
    for (const [error] of reasons) {
      const thrown = await failure(read(transport(rejecting(error))));
      expect(thrown).toBeInstanceOf(NetworkError);
      expect(thrown.cause).toBe(error);
      got.push([thrown.code, thrown.message.replace(/^.* got no answer: /, '')]);
    }
    expect(got).toEqual([
      ['ENOTFOUND', 'getaddrinfo ENOTFOUND h.example'],
      ['UND_ERR_SOCKET', 'UND_ERR_SOCKET: other side closed'],
      ['ECONNREFUSED', 'connect ECONNREFUSED ::1:9; connect ECONNREFUSED 127.0.0.1:9'],
      [undefined, 'Failed to fetch'],
      [undefined, 'a string'],
    ]);
  });

  it('keeps secrets out of the URL: token-like query values and user information read [redacted]', async () => {
    const host = await refusedHost();
    const withSecrets = (request: any) => ({
      ...request,
      url: `${request.url.replace('http://', `http://user:${TOKEN}@`)}?access_token=${TOKEN}&X-Amz-Signature=${TOKEN}&page=2`,
    });
    const t = transport({ host, requestHandlers: [withSecrets] });
    const error = await failure(read(t));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.url).toBe(
      `http://[redacted]@${host.slice(7)}/rest/organizations/org1/things/x?access_token=[redacted]&X-Amz-Signature=[redacted]&page=2`,
    );
    expect(`${shown(error)}\n${error.url}`).not.toContain(TOKEN);
  });

  it("an aborted GET still resolves to undefined, and another call's abort reason is not wrapped", async () => {
    const controller = new AbortController();
    const never = { http: { send: () => new Promise<never>(() => {}) } };
    const pending = read(transport(never), { signal: controller.signal });
    controller.abort();
    expect(await pending).toBeUndefined();
    const reason = new Error('stop');
    const write = transport(never).send(table.write, { body: {} }, { signal: AbortSignal.abort(reason) });
    expect(await failure(write)).toBe(reason);
  });
});

describe('time-outs', () => {
  it('end a call that gets no answer with a TimeoutError naming it, GETs included', async () => {
    recorder.respondWith(() => ({ delayMs: 400, body: '{}' }));
    const start = performance.now();
    const error = await failure(read(transport({ timeoutMs: 50 })));
    expect(performance.now() - start).toBeLessThan(300);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ call: 'probe.read', timeoutMs: 50 });
    expect(error.message).toMatch(/^probe\.read timed out after 50 ms \(GET \/rest\/organizations\/\{org\}/);
  });

  it('of a second or more end within the shared sweep (100 ms)', async () => {
    recorder.respondWith(() => ({ delayMs: 2000, body: '{}' }));
    const start = performance.now();
    const error = await failure(read(transport({ timeoutMs: 1000 })));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(performance.now() - start).toBeGreaterThanOrEqual(990);
    expect(performance.now() - start).toBeLessThan(1600);
  });

  it('per call: override the client, or turn it off', async () => {
    recorder.respondWith(() => ({ delayMs: 150, body: '{"late":true}' }));
    const t = transport({ timeoutMs: 50 });
    expect(await read(t, { timeoutMs: 1000 })).toEqual({ late: true });
    expect(await read(t, { timeoutMs: 0 })).toEqual({ late: true });
    expect(await failure(read(transport(), { timeoutMs: 20 }))).toBeInstanceOf(TimeoutError);
  });

  it("a caller's abort is not a time-out: the GET resolves to undefined", async () => {
    recorder.respondWith(() => ({ delayMs: 300, body: '{}' }));
    const controller = new AbortController();
    const call = read(transport({ timeoutMs: 5000 }), { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await call).toBeUndefined();
  });
});

describe('cancelling on the wire', () => {
  /** The HTTP layer under test, noting the signal each request was handed and each answer drained unread. */
  const spying = () => {
    const inner = http.http ?? fetchHttp();
    const seen = { signals: [] as Array<AbortSignal | null | undefined>, drained: 0 };
    const layer: HttpClient = {
      async send(request) {
        seen.signals.push(request.init.signal);
        const response = await inner.send(request);
        return {
          status: response.status,
          header: (name) => response.header(name),
          headers: () => response.headers(),
          text: () => response.text(),
          discard: () => {
            seen.drained++;
            return response.discard();
          },
          toResponse: () => response.toResponse(),
        };
      },
    };
    return { seen, layer };
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 250));

  it("with the caller's signal: the request is handed a signal that aborts with the call", async () => {
    recorder.respondWith(() => ({ delayMs: 150, body: '{}' }));
    const { seen, layer } = spying();
    const controller = new AbortController();
    const call = read(transport({ http: layer }), { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await call).toBeUndefined();
    expect(seen.signals).toHaveLength(1);
    expect(seen.signals[0]?.aborted).toBe(true);
  });

  it('without one: a time-out ends the call at once, and the late answer is drained when it comes', async () => {
    recorder.respondWith(() => ({ delayMs: 150, body: '{"late":true}' }));
    const { seen, layer } = spying();
    const t = transport({ http: layer, timeoutMs: 30 });
    const start = performance.now();
    expect(await failure(read(t))).toBeInstanceOf(TimeoutError);
    expect(performance.now() - start).toBeLessThan(140);
    expect(seen.signals).toEqual([undefined]);
    expect(seen.drained).toBe(0);
    await settled();
    expect(seen.drained).toBe(1);
    expect(await read(t, { timeoutMs: 0 })).toEqual({ late: true });
  });

  it('abortPendingGets ends the GETs at once and drains their late answers', async () => {
    recorder.respondWith(() => ({ delayMs: 100, body: '{}' }));
    const { seen, layer } = spying();
    const t = transport({ http: layer });
    const gets = [read(t), read(t)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    t.abortPendingGets();
    expect(await Promise.all(gets)).toEqual([undefined, undefined]);
    await settled();
    expect(seen.drained).toBe(2);
    expect((t as unknown as { pendingGets: Set<unknown> }).pendingGets.size).toBe(0);
  });
});

describe('the response of a successful call', () => {
  it('is reachable per call with onResponse: status, request id, headers', async () => {
    recorder.respondWith(() => ({ body: '{"a":1}', headers: { 'x-request-id': 'rid-ok' } }));
    let seen: any;
    expect(await read(transport(), { onResponse: (info: unknown) => (seen = info) })).toEqual({ a: 1 });
    expect(seen).toMatchObject({ status: 200, requestId: 'rid-ok', method: 'GET' });
    expect(seen.headers.get('content-type')).toBe('application/json');
  });
});

describe('the quick check for integers beyond 2^53', () => {
  it('finds a run of 16 digits wherever it stands, and only then', () => {
    for (let offset = 0; offset < 40; offset++) {
      const pad = 'a'.repeat(offset);
      expect(hasLongDigitRun(`${pad}1234567890123456`), `at ${offset}`).toBe(true);
      expect(hasLongDigitRun(`${pad}123456789012345x${pad}`), `15 digits at ${offset}`).toBe(false);
      expect(hasLongDigitRun(`${pad}12345678901234567890${pad}`), `20 digits at ${offset}`).toBe(true);
    }
    expect(hasLongDigitRun('')).toBe(false);
    expect(hasLongDigitRun('1'.repeat(15))).toBe(false);
    expect(hasLongDigitRun(`[${'123456789012345,'.repeat(50)}]`)).toBe(false);
  });

  it('agrees with a regular expression on random texts of digit runs of every length', () => {
    let seed = 7; // mulberry32: deterministic, and its low bits are as random as its high ones
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % n;
    };
    for (let i = 0; i < 3000; i++) {
      let text = '';
      while (text.length < 40 + random(200)) {
        text += random(4) ? 'x'.repeat(1 + random(12)) : '7'.repeat(1 + random(18));
      }
      expect(hasLongDigitRun(text), text).toBe(/\d{16}/.test(text));
    }
  });
});

describe('the Node HTTP layer finds origin and path as undici.request does', () => {
  const viaUrl = (url: string) => {
    const parsed = new URL(url);
    return { origin: parsed.origin, path: parsed.pathname + parsed.search };
  };

  it('cuts a plain URL without parsing it, and sends any other through URL', () => {
    const urls = [
      'https://platform.cloud.coveo.com/rest/organizations/myorg/sources/s%20id?page=0&perPage=100',
      'http://127.0.0.1:35871/rest/organizations/o/sources',
      'http://localhost:3000',
      'https://host/a/@b:c/~d!$&()*+,;=',
      'HTTPS://Platform.Cloud.Coveo.com/rest', // upper case: the parser lowers it
      'https://host:443/x', // default port: dropped
      'http://host:80/x',
      'http://host:080/x', // leading zero
      'http://host:8080/x',
      'https://user:secret@host/x', // user info: not in the origin
      'https://host/a/./b/../c?x=1', // dot segments: resolved
      'https://host/a/..',
      'https://host/a b', // a space: escaped
      "https://host/a?q='x'", // a quote in the query: escaped
      'https://host/a#fragment', // a fragment: not sent
      'https://host/é', // non-ASCII: escaped
      'https://host/a\\b', // a backslash: a slash
      'https://[::1]:8443/x', // IPv6
      'https://host?x=1',
      'https://xn--bcher-kva.example/x',
    ];
    for (const url of urls) expect(requestTarget(url), url).toEqual(viaUrl(url));
  });

  it('agrees with URL on random URLs made of the characters that matter', () => {
    const pieces = [
      '/',
      'a',
      'Z',
      '0',
      '.',
      '..',
      '%20',
      '%',
      '?',
      '&',
      '=',
      '#',
      "'",
      ' ',
      '\\',
      'é',
      ':',
      '@',
      '~',
      '{',
    ];
    const hosts = [
      'http://h',
      'https://h.example',
      'http://h:80',
      'https://h:443',
      'http://h:8080',
      'http://H',
      'https://h:0443',
    ];
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 2000; i++) {
      let url = hosts[random(hosts.length)];
      const length = random(10);
      for (let j = 0; j < length; j++) url += pieces[random(pieces.length)];
      if (!URL.canParse(url)) continue;
      expect(requestTarget(url), url).toEqual(viaUrl(url));
    }
  });
});
