import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PlatformError, RetryExhaustedError } from '@platform-admin/client';
import {
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_TOKEN,
  OTHER_ORGANIZATION_ID,
  OTHER_TOKEN,
} from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../../test/support';

const env = useEmulator();
const keysPath = (org = DEFAULT_ORGANIZATION_ID) => `/rest/organizations/${org}/apikeys`;
const call = (path: string, init: RequestInit = {}) => fetch(env.url + path, init);
const auth = (token = DEFAULT_TOKEN) => ({ authorization: `Bearer ${token}` });

describe('authentication and authorization', () => {
  it('answers 401 JSON without a bearer token, or with an unknown one', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer unknown' }] as Record<
      string,
      string
    >[]) {
      const response = await call(keysPath(), { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect((await response.json()).errorCode).toMatch(/UNAUTHORIZED|INVALID_TOKEN/);
    }
  });

  it('answers 403 for an organization the token may not use, 404 for one that does not exist', async () => {
    const forbidden = await call(keysPath(OTHER_ORGANIZATION_ID), { headers: auth() });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({
      errorCode: 'FORBIDDEN',
      message: `The access token may not use the organization '${OTHER_ORGANIZATION_ID}'.`,
    });
    expect((await call(keysPath(OTHER_ORGANIZATION_ID), { headers: auth(OTHER_TOKEN) })).status).toBe(200);
    const missing = await call(keysPath('nowhere'), { headers: auth() });
    expect(missing.status).toBe(404);
    expect((await missing.json()).errorCode).toBe('ORGANIZATION_NOT_FOUND');
  });

  it('keeps organizations apart', async () => {
    const mine = env.client();
    const theirs = env.client({ accessToken: OTHER_TOKEN, organizationId: OTHER_ORGANIZATION_ID });
    await mine.apiKeys.create({ displayName: 'mine' });
    expect(await theirs.apiKeys.list()).toEqual([]);
    expect(await mine.apiKeys.list()).toHaveLength(1);
  });

  it("takes the token's organization for a usage-analytics call without `org`, when the token has one", async () => {
    const filters = '/rest/ua/v15/filters/permissions';
    const created = await call(`${filters}?org=${DEFAULT_ORGANIZATION_ID}`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: '{"displayName":"Canada","value":"(country==\'Canada\')"}',
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const mine = await call(filters, { headers: auth() });
    expect(mine.status).toBe(200);
    expect((await mine.json()).filters.map((f: { id: string }) => f.id)).toEqual([id]);
    const theirs = await call(`${filters}/${id}/users`, { headers: auth(OTHER_TOKEN) });
    expect(theirs.status).toBe(404);
    expect((await call(filters, { headers: auth(OTHER_TOKEN) })).status).toBe(200);

    // A token that may use several organizations names one.
    expect((await call('/rest/organizations?name=Second', { method: 'POST', headers: auth() })).status).toBe(
      201,
    );
    const ambiguous = await call(filters, { headers: auth() });
    expect(ambiguous.status).toBe(400);
    expect((await ambiguous.json()).message).toBe(
      "The query parameter 'org' is required: the access token may use several organizations.",
    );
    expect((await call(`${filters}?org=${DEFAULT_ORGANIZATION_ID}`, { headers: auth() })).status).toBe(200);
  });
});

describe('malformed requests get a 4xx JSON error, never a crash', () => {
  it.each([
    ['invalid JSON', '{"displayName": ', 400, 'INVALID_JSON'],
    ['no body', '', 400, 'MISSING_BODY'],
    ['an array instead of an object', '[1,2]', 400, 'INVALID_PARAMETER'],
    ['a string', '"text"', 400, 'INVALID_PARAMETER'],
  ])('%s', async (_what, body, status, errorCode) => {
    const response = await call(keysPath(), {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(status);
    const json = await response.json();
    expect(json.errorCode).toBe(errorCode);
    expect(json.message).toEqual(expect.any(String));
  });

  it('an invalid query parameter', async () => {
    const response = await call(`${keysPath()}?status=WHATEVER`, { headers: auth() });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/the query parameter 'status' must be one of "ACTIVE"/);
  });

  it('an unknown route or method', async () => {
    for (const [method, path] of [
      ['GET', '/rest/nothing'],
      ['PATCH', keysPath()],
    ]) {
      const response = await call(path, { method, headers: auth() });
      expect(response.status).toBe(404);
      expect((await response.json()).errorCode).toBe('NOT_FOUND');
    }
  });

  it('a malformed fault or seed', async () => {
    for (const [path, body] of [
      ['/_emulator/faults', '{"kind":"explode","endpoint":"apiKeys.list"}'],
      ['/_emulator/faults', '{"kind":"throttle"}'],
      ['/_emulator/faults', '{"kind":"error","endpoint":"apiKeys.list","status":200}'],
      ['/_emulator/faults', 'not json'],
      ['/_emulator/seed', '{"organizations":[{"name":"no id"}]}'],
      ['/_emulator/seed', '{"records":{"o":{"sources":"nope"}}}'],
    ]) {
      const response = await call(path, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, `${path} ${body}`).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
  });
});

describe('faults', () => {
  it('throttles the next N requests; the client retries through them', async () => {
    await env.fault({ endpoint: 'apiKeys.list', kind: 'throttle', count: 3, retryAfterSeconds: 1 });
    const client = env.client({ retry: { initialDelayMs: 1 } });
    expect(await client.apiKeys.list()).toEqual([]);
    const requests = await env.requests();
    expect(requests.map((r) => r.endpoint)).toEqual([
      'apiKeys.list',
      'apiKeys.list',
      'apiKeys.list',
      'apiKeys.list',
    ]);
  });

  it('a storm of 429 longer than the retry budget ends in "Something went wrong."', async () => {
    await env.fault({ path: `${keysPath()}*`, kind: 'throttle', count: 50 });
    const error = await env
      .client({ retry: { initialDelayMs: 1, multiplier: 1, attempts: 5 } })
      .apiKeys.list()
      .catch((e) => e);
    expect(error).toBeInstanceOf(RetryExhaustedError);
    expect(error).toMatchObject({ message: 'Something went wrong.', status: 429 });
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await env.requests()).toHaveLength(5);
  });

  it('answers a JSON 5xx or an HTML error page, which the client turns into PlatformError', async () => {
    await env.fault({ endpoint: 'apiKeys.list', kind: 'error', status: 503 });
    await env.fault({ endpoint: 'apiKeys.list', kind: 'html' });
    const client = env.client();
    await expect(client.apiKeys.list()).rejects.toMatchObject({
      status: 503,
      errorCode: 'SERVICE_UNAVAILABLE',
    });
    const html = await client.apiKeys.list().catch((e) => e);
    expect(html).toBeInstanceOf(PlatformError);
    expect(html.status).toBe(502);
    expect(html.body).toMatch(/<h1>502 Bad Gateway<\/h1>/);
    expect(await client.apiKeys.list()).toEqual([]);
  });

  it('delays a request; an aborted GET then resolves to undefined', async () => {
    await env.fault({ endpoint: 'apiKeys.list', method: 'GET', kind: 'delay', delayMs: 400 });
    const client = env.client();
    const pending = client.apiKeys.list();
    setTimeout(() => client.abortPendingGetRequests(), 50);
    expect(await pending).toBeUndefined();
    const start = Date.now();
    await env.fault({ endpoint: 'apiKeys.list', kind: 'delay', delayMs: 150 });
    expect(await client.apiKeys.list()).toEqual([]);
    expect(Date.now() - start).toBeGreaterThanOrEqual(140);
  });

  it('lists and clears faults', async () => {
    await env.fault({ endpoint: 'apiKeys.get', kind: 'error', count: 2 });
    expect(await (await call('/_emulator/faults')).json()).toEqual([
      expect.objectContaining({ endpoint: 'apiKeys.get', remaining: 2 }),
    ]);
    await call('/_emulator/faults', { method: 'DELETE' });
    expect(await (await call('/_emulator/faults')).json()).toEqual([]);
  });
});

describe('control routes', () => {
  it('seed adds organizations, tokens and records; reset restores the initial state', async () => {
    await env.seed({
      organizations: [{ id: 'seeded-org' }],
      tokens: [{ token: 'seeded-token', username: 'seeded@x', organizations: ['seeded-org'] }],
      records: { 'seeded-org': { apikeys: [{ id: 'k1', displayName: 'seeded key', enabled: true }] } },
    });
    const client = env.client({ accessToken: 'seeded-token', organizationId: 'seeded-org' });
    expect(await client.apiKeys.get('k1')).toMatchObject({ displayName: 'seeded key' });
    await call('/_emulator/reset', { method: 'POST' });
    await expect(client.apiKeys.get('k1')).rejects.toMatchObject({ status: 401 });
  });
});

describe('CORS', () => {
  it('answers preflights and exposes X-Request-ID to browsers', async () => {
    const preflight = await call(keysPath(), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    const response = await call(keysPath(), { headers: { ...auth(), origin: 'http://localhost:5173' } });
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Request-ID/i);
  });
});

describe('the command line', () => {
  it('starts on a free loopback port, prints its URL, serves, and stops cleanly on SIGTERM and SIGINT', async () => {
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      const response = await fetch(`${url}${keysPath()}`, { headers: auth() });
      expect(response.status).toBe(200);
      const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill(signal);
      expect(await exit).toBe(0);
    }
  });

  it('refuses a bad port with a clear message', async () => {
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', 'abc'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toMatch(/--port must be an integer from 0 to 65535; got 'abc'/);
  });
});
