// The client's hooks (`hooks: { beforeRequest, afterResponse, beforeRetry, beforeError }`), over real
// HTTP against the emulator (its faults make the 429s, 503s and slow answers), and against a recorder
// of the test's own where an answer must quote the token back.
import {
  type HookRequest,
  type Hooks,
  NetworkError,
  PlatformClient,
  PlatformError,
  type ResponseInfo,
  RetryExhaustedError,
  type RetryInfo,
  TimeoutError,
} from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { startRecorder } from '../../../../test/recorder';
import { DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN, sleep, useEmulator } from '../../../../test/support';
import { fetchHttp, type HttpClient } from '../../src/core/http';
import { undiciHttp } from '../../src/node';

/** The HTTP layer under test: fetch, or undici's dispatcher with PLATFORM_ADMIN_HTTP=undici. */
const http = process.env.PLATFORM_ADMIN_HTTP === 'undici' ? { http: undiciHttp() } : {};

const env = useEmulator();

/** A client on the emulator with these hooks; 429s are retried after 1 ms. */
const client = (hooks: Hooks, options: Partial<ConstructorParameters<typeof PlatformClient>[0]> = {}) =>
  env.client({ hooks, retry: { initialDelayMs: 1 }, ...http, ...options });

/** The error a call rejects with; fails the test if it resolves. */
const failure = (call: Promise<unknown>): Promise<any> =>
  call.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (error) => error,
  );

const SOURCES = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/sources/pages`;

describe('beforeRequest', () => {
  it('sees the request that goes, before each attempt; what it changes goes on the wire', async () => {
    const seen: Array<{ call: string; method: string; url: string; authorization: string | null }> = [];
    const platform = client({
      beforeRequest: [
        (request) => {
          seen.push({
            call: request.call,
            method: request.init.method,
            url: request.url,
            authorization: request.init.headers.get('authorization'),
          });
          request.init.headers.set('x-trace', 'trace-1');
        },
        async (request) => {
          await sleep(1);
          // The hook before it has run, and its change is there.
          request.init.headers.set('x-seen', String(request.init.headers.get('x-trace')));
          request.url = request.url.replace('perPage=10', 'perPage=2');
        },
      ],
    });
    expect(await platform.sources.list({ page: 0, perPage: 10 })).toMatchObject({ totalEntries: 0 });
    expect(seen).toEqual([
      {
        call: 'sources.list',
        method: 'GET',
        url: `${env.url}${SOURCES}?page=0&perPage=10`,
        authorization: `Bearer ${DEFAULT_TOKEN}`,
      },
    ]);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ path: SOURCES, query: 'page=0&perPage=2' });
    expect(wire.headers).toMatchObject({ 'x-trace': 'trace-1', 'x-seen': 'trace-1' });
  });

  it('sees the encoded body and may replace it', async () => {
    let body: unknown;
    const platform = client({
      beforeRequest: [
        (request) => {
          body = request.init.body;
          request.init.body = JSON.stringify({ name: 'renamed', type: 'STRING' });
        },
      ],
    });
    await platform.fields.create({ name: 'original', type: 'STRING' });
    expect(JSON.parse(body as string)).toEqual({ name: 'original', type: 'STRING' });
    expect(JSON.parse((await env.lastRequest()).body)).toEqual({ name: 'renamed', type: 'STRING' });
  });

  it('may answer in place of the platform: nothing is sent, and the answer is decoded', async () => {
    const statuses: number[] = [];
    const platform = client({
      beforeRequest: [
        (request) =>
          request.url.includes('/sources/')
            ? new Response(JSON.stringify({ id: 'cached' }), {
                headers: { 'content-type': 'application/json', 'x-request-id': 'local' },
              })
            : new Response('{"errorCode":"NOPE"}', {
                status: 404,
                headers: { 'content-type': 'application/json' },
              }),
        () => 'any other value is ignored',
      ],
      afterResponse: [(_request, response) => void statuses.push(response.status)],
    });
    expect(await platform.sources.get('s1')).toMatchObject({ id: 'cached' });
    const error = await failure(platform.fields.get('f1'));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 404, errorCode: 'NOPE' });
    expect(statuses).toEqual([200, 404]);
    expect(await env.requests()).toHaveLength(0);
  });

  it('a throw ends the call with what was thrown, and nothing is sent', async () => {
    const refused = new Error('not today');
    const errors: unknown[] = [];
    const platform = client({
      beforeRequest: [
        () => {
          throw refused;
        },
      ],
      beforeError: [(error) => void errors.push(error)],
    });
    expect(await failure(platform.sources.list())).toBe(refused);
    expect(errors).toEqual([refused]);
    expect(await env.requests()).toHaveLength(0);
  });

  it('a GET aborted while a hook runs stops there: the next hook does not run, nothing is sent', async () => {
    const controller = new AbortController();
    let second = false;
    const platform = client({
      beforeRequest: [
        async () => {
          controller.abort();
          await sleep(5);
        },
        () => {
          second = true;
        },
      ],
    });
    expect(await platform.sources.list({}, { signal: controller.signal })).toBeUndefined();
    await sleep(20);
    expect(second).toBe(false);
    expect(await env.requests()).toHaveLength(0);
  });
});

describe('afterResponse', () => {
  it('sees every answer, a retried 429 included: status, request id, headers, method and URL', async () => {
    await env.fault({ endpoint: 'sources.list', kind: 'throttle', retryAfterSeconds: 0 });
    const seen: ResponseInfo[] = [];
    const requests: HookRequest[] = [];
    const platform = client({
      afterResponse: [
        (request, response) => {
          requests.push(request);
          seen.push(response);
        },
      ],
    });
    await platform.sources.list({ page: 0, perPage: 10 });
    expect(seen.map((response) => response.status)).toEqual([429, 200]);
    for (const response of seen) {
      expect(response).toMatchObject({ method: 'GET', url: `${env.url}${SOURCES}?page=0&perPage=10` });
      expect(response.requestId).toEqual(expect.any(String));
      expect(response.headers.get('content-type')).toMatch(/json/);
    }
    expect(seen[0].headers.get('retry-after')).toBe('0');
    expect(requests[0]).toBe(requests[1]);
  });

  it('runs before the onResponse setting, which sees the success only', async () => {
    await env.fault({ endpoint: 'sources.list', kind: 'throttle', retryAfterSeconds: 0 });
    const order: string[] = [];
    const platform = client({
      afterResponse: [(_request, response) => void order.push(`hook ${response.status}`)],
    });
    await platform.sources.list(
      {},
      { onResponse: (response: ResponseInfo) => void order.push(`onResponse ${response.status}`) },
    );
    expect(order).toEqual(['hook 429', 'hook 200', 'onResponse 200']);
  });

  it('a throw ends the call with what was thrown; the answer is dropped and the client goes on', async () => {
    let fail = true;
    const platform = client({
      afterResponse: [
        (_request, response) => {
          if (fail) throw new Error(`no thanks: ${response.status}`);
        },
      ],
    });
    expect((await failure(platform.sources.list())).message).toBe('no thanks: 200');
    fail = false;
    expect(await platform.sources.list()).toMatchObject({ totalEntries: 0 });
  });
});

describe('beforeRetry', () => {
  it('runs before each wait to retry a 429, with the answer, the retry count and the delay', async () => {
    await env.fault({ endpoint: 'sources.list', kind: 'throttle', retryAfterSeconds: 0, count: 2 });
    const retries: RetryInfo[] = [];
    const platform = client({ beforeRetry: [(retry) => void retries.push(retry)] });
    expect(await platform.sources.list()).toMatchObject({ totalEntries: 0 });
    expect(retries.map((retry) => [retry.retryCount, retry.response?.status, retry.error])).toEqual([
      [1, 429, undefined],
      [2, 429, undefined],
    ]);
    // The back-off schedule: 1 ms, then 2 ms (Retry-After: 0 asks for no longer).
    expect(retries.map((retry) => retry.delayMs)).toEqual([1, 2]);
    expect(retries[0].request).toMatchObject({ call: 'sources.list', url: `${env.url}${SOURCES}` });
    expect(await env.requests()).toHaveLength(3);
  });

  it('runs before a transient retry of a 503, and may change the headers of the next attempt', async () => {
    await env.fault({ endpoint: 'sources.list', kind: 'error', status: 503, count: 2 });
    const retries: RetryInfo[] = [];
    const platform = client(
      {
        beforeRetry: [
          async (retry) => {
            await sleep(1);
            retries.push(retry);
            retry.request.init.headers.set('x-retry', String(retry.retryCount));
          },
        ],
      },
      { retry: { transient: { initialDelayMs: 1 } } },
    );
    expect(await platform.sources.list()).toMatchObject({ totalEntries: 0 });
    expect(retries.map((retry) => [retry.retryCount, retry.response?.status])).toEqual([
      [1, 503],
      [2, 503],
    ]);
    for (const retry of retries) expect(retry.delayMs).toBeLessThanOrEqual(2);
    const wire = await env.requests();
    expect(wire.map((request) => request.headers['x-retry'])).toEqual([undefined, '1', '2']);
  });

  it('runs before a transient retry of a request that got no answer, with the NetworkError', async () => {
    // The HTTP layer under test, its first send failing as a refused connection would.
    const layer = http.http ?? fetchHttp();
    let sends = 0;
    const flaky: HttpClient = {
      send: (request) =>
        ++sends === 1 ? Promise.reject(new TypeError('connect ECONNREFUSED')) : layer.send(request),
    };
    const retries: RetryInfo[] = [];
    const platform = client(
      { beforeRetry: [(retry) => void retries.push(retry)] },
      { http: flaky, retry: { transient: { initialDelayMs: 1 } } },
    );
    expect(await platform.sources.list()).toMatchObject({ totalEntries: 0 });
    expect(retries).toHaveLength(1);
    expect(retries[0].error).toBeInstanceOf(NetworkError);
    expect(retries[0].error).toMatchObject({ call: 'sources.list', attempts: 1 });
    expect(retries[0].error?.message).toMatch(/got no answer: connect ECONNREFUSED$/);
    expect(retries[0]).toMatchObject({ response: undefined, retryCount: 1 });
    expect(await env.requests()).toHaveLength(1);
  });

  it('a throw ends the call at once with what was thrown, without waiting', async () => {
    // Retry-After: 30 s; the test's own time-out (20 s) would end it if the call waited.
    await env.fault({ endpoint: 'sources.list', kind: 'throttle', retryAfterSeconds: 30 });
    const delays: number[] = [];
    const platform = client({
      beforeRetry: [
        ({ delayMs }) => {
          delays.push(delayMs);
          throw new Error(`will not wait ${delayMs} ms`);
        },
      ],
    });
    expect((await failure(platform.sources.list())).message).toBe('will not wait 30000 ms');
    expect(delays).toEqual([30000]);
    expect(await env.requests()).toHaveLength(1);
  });

  it('does not run when the attempts are spent', async () => {
    await env.fault({ endpoint: 'sources.list', kind: 'throttle', retryAfterSeconds: 0, count: 2 });
    let retries = 0;
    const platform = client(
      { beforeRetry: [() => void retries++] },
      { retry: { attempts: 2, initialDelayMs: 1 } },
    );
    expect(await failure(platform.sources.list())).toBeInstanceOf(RetryExhaustedError);
    expect(retries).toBe(1);
  });
});

describe('beforeError', () => {
  it('returns the error to throw: the same changed, another, or nothing to keep it', async () => {
    const platform = client({
      beforeError: [
        (error) => {
          if (error instanceof PlatformError) (error as { seen?: boolean }).seen = true;
        },
        (error) =>
          error instanceof PlatformError ? new Error(`wrapped ${error.status}`, { cause: error }) : error,
        async (error) => {
          await sleep(1);
          return error;
        },
      ],
    });
    const error = await failure(platform.sources.get('missing'));
    expect(error.message).toBe('wrapped 404');
    expect(error.cause).toBeInstanceOf(PlatformError);
    expect(error.cause).toMatchObject({ status: 404, seen: true });
  });

  it('sees every error a call rejects with: a time-out, throttling spent, arguments that cannot make a request', async () => {
    const seen: unknown[] = [];
    const platform = client({ beforeError: [(error) => void seen.push(error)] }, { retry: { attempts: 1 } });
    await env.fault({ endpoint: 'sources.list', kind: 'delay', delayMs: 500 });
    const timeout = await failure(platform.sources.list({}, { timeoutMs: 50 }));
    await env.fault({ endpoint: 'sources.list', kind: 'throttle' });
    const throttled = await failure(platform.sources.list());
    const missing = await failure(platform.sources.get(undefined as never));
    const settings = await failure(platform.sources.list({}, 'x' as never));
    expect(timeout).toBeInstanceOf(TimeoutError);
    expect(throttled).toBeInstanceOf(RetryExhaustedError);
    expect(missing).toBeInstanceOf(TypeError);
    expect(settings).toBeInstanceOf(TypeError);
    expect(seen).toEqual([timeout, throttled, missing, settings]);
  });

  it('a throw rejects the call with what was thrown; a success or an aborted GET runs none', async () => {
    const thrown = new Error('from the hook');
    let runs = 0;
    const platform = client({
      beforeError: [
        () => {
          runs++;
          throw thrown;
        },
        () => {
          throw new Error('never reached');
        },
      ],
    });
    expect(await failure(platform.sources.get('missing'))).toBe(thrown);
    expect(runs).toBe(1);
    await platform.sources.list();
    const controller = new AbortController();
    const aborted = platform.sources.list({}, { signal: controller.signal });
    controller.abort();
    expect(await aborted).toBeUndefined();
    expect(runs).toBe(1);
  });
});

describe('hooks of every kind', () => {
  it('run in order, each awaited, at their points of the call', async () => {
    await env.fault({ endpoint: 'sources.list', kind: 'throttle', retryAfterSeconds: 0 });
    const order: string[] = [];
    const log = (entry: string) => async () => {
      await sleep(2); // an async hook: the next one waits for it
      order.push(entry);
    };
    const platform = client({
      beforeRequest: [log('beforeRequest 1'), () => void order.push('beforeRequest 2')],
      afterResponse: [async (_request, response) => order.push(`afterResponse ${response.status}`)],
      beforeRetry: [log('beforeRetry 1'), log('beforeRetry 2')],
      beforeError: [log('beforeError')],
    });
    await platform.sources.list();
    expect(order).toEqual([
      'beforeRequest 1',
      'beforeRequest 2',
      'afterResponse 429',
      'beforeRetry 1',
      'beforeRetry 2',
      'beforeRequest 1',
      'beforeRequest 2',
      'afterResponse 200',
    ]);
    order.length = 0;
    await failure(platform.sources.get('missing'));
    expect(order).toEqual(['beforeRequest 1', 'beforeRequest 2', 'afterResponse 404', 'beforeError']);
  });

  it('are read at each call: a hook added to a list later runs too', async () => {
    const hooks: Hooks = { afterResponse: [] };
    const platform = client(hooks);
    await platform.sources.list();
    let statuses = 0;
    hooks.afterResponse!.push(() => void statuses++);
    await platform.sources.list();
    expect(statuses).toBe(1);
  });
});

describe('the access token', () => {
  it('is in no error, answer or retry a hook gets, even when answers quote it; hooks see the request as sent', async () => {
    const token = 'hook-test-token-0123456789';
    const recorder = await startRecorder((_request, index) =>
      index === 0
        ? { status: 503, body: `{"errorCode":"DOWN","message":"busy with ${token}"}` }
        : { status: 401, body: `{"errorCode":"INVALID_TOKEN","message":"The token ${token} is not valid."}` },
    );
    try {
      const seen: unknown[] = [];
      const authorizations: Array<string | null> = [];
      const platform = new PlatformClient({
        accessToken: async () => token,
        organizationId: 'org1',
        host: recorder.url,
        retry: { transient: { initialDelayMs: 1 } },
        ...http,
        hooks: {
          beforeRequest: [(request) => void authorizations.push(request.init.headers.get('authorization'))],
          afterResponse: [(_request, response) => void seen.push(response)],
          beforeRetry: [({ request: _request, ...retry }) => void seen.push(retry)],
          beforeError: [(error) => void seen.push(error)],
        },
      });
      const error = await failure(platform.sources.list());
      expect(error).toMatchObject({ status: 401, errorCode: 'INVALID_TOKEN' });
      expect(error.message).toContain('The token [redacted] is not valid.');
      expect(authorizations).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
      expect(seen).toHaveLength(4); // two answers, one retry, one error
      for (const item of seen) {
        const text = `${String(item)}\n${(item as Error).stack ?? ''}\n${JSON.stringify(item)}`;
        expect(text).not.toContain(token);
      }
    } finally {
      await recorder.close();
    }
  });
});

describe('the hooks option', () => {
  it.each([
    [
      'x',
      "The option hooks must be an object of lists named beforeRequest, afterResponse, beforeRetry, beforeError; got 'x'.",
    ],
    [
      { beforeRequests: [] },
      "The option hooks must be an object of lists named beforeRequest, afterResponse, beforeRetry, beforeError; got 'beforeRequests'.",
    ],
    [{ beforeRequest: [1] }, 'The option hooks.beforeRequest must be an array of functions; got an array.'],
    [{ beforeError: {} }, 'The option hooks.beforeError must be an array of functions; got an object.'],
  ])('refuses %j when the client is made', (hooks, message) => {
    expect(() => new PlatformClient({ accessToken: 't', hooks: hooks as never })).toThrow(message);
  });

  it('takes null, an empty object and empty lists as no hooks', async () => {
    for (const hooks of [null, {}, { beforeRequest: [], beforeError: undefined }]) {
      expect(await client(hooks as never).sources.list()).toMatchObject({ totalEntries: 0 });
    }
  });
});
