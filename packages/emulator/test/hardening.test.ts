// Regression tests for the faults and hostile input that fuzzing and fault injection found (issue 6).
import { connect } from 'node:net';
import {
  createEmulator,
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_TOKEN,
  redactCredential,
} from '@platform-admin/emulator';
import { describe, expect, it, vi } from 'vitest';

const base = `http://emulator/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const auth = { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': 'application/json' };

function emulatorWith(options: Parameters<typeof createEmulator>[0] = {}) {
  const emulator = createEmulator({ refreshDurationMs: 1, ...options });
  const call = (method: string, url: string, body?: string, headers: Record<string, string> = auth) =>
    emulator.fetch(
      new Request(url.startsWith('http') ? url : `http://emulator${url}`, { method, headers, body }),
    );
  return { emulator, call };
}

const extension = (extra: string) => `{"name":"deep","content":"pass","extra":${extra}}`;
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('JSON bodies', () => {
  it('answers 400 to JSON nested deeper than 512 levels, and stores nothing', async () => {
    const { call } = emulatorWith();
    for (const levels of [513, 4112, 100_000]) {
      const response = await call('POST', `${base}/extensions`, extension(nested(levels)));
      expect(response.status, `${levels} levels`).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: 'INVALID_JSON', message: /512 levels/ });
    }
    const list = await call('GET', `${base}/extensions`);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([]);
    const fine = await call('POST', `${base}/extensions`, extension(nested(500)));
    expect(fine.status).toBe(201);
    expect((await call('GET', `${base}/extensions`)).status).toBe(200);
  });

  it('counts brackets inside strings as text, not nesting', async () => {
    const { call } = emulatorWith();
    const response = await call('POST', `${base}/extensions`, extension(JSON.stringify('['.repeat(5000))));
    expect(response.status).toBe(201);
  });

  it('keeps every digit of big integers, in and out', async () => {
    const { call } = emulatorWith();
    const response = await call('POST', `${base}/extensions`, extension('12345678901234567890123'));
    expect(await response.text()).toContain('"extra":12345678901234567890123');
  });
});

describe('paths', () => {
  it('takes a trailing slash as the same route, as the platform (and its own client) does', async () => {
    const { call } = emulatorWith();
    expect((await call('POST', `${base}/extensions/`, extension('"slash"'))).status).toBe(201);
    expect(await (await call('GET', `${base}/extensions/`)).json()).toHaveLength(1);
  });
});

describe('request size', () => {
  it('answers 413 with a JSON error above the body cap, and stores nothing', async () => {
    const { call } = emulatorWith({ maxBodyBytes: 1024 });
    const response = await call('POST', `${base}/extensions`, extension(`"${'x'.repeat(2000)}"`));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE', message: /1024 bytes/ });
    expect(await (await call('GET', `${base}/extensions`)).json()).toEqual([]);
    expect((await call('POST', `${base}/extensions`, extension('"small"'))).status).toBe(201);
  });

  it('logs at most 4 KiB of a body, and never a bearer token', async () => {
    const { emulator, call } = emulatorWith();
    await call('POST', `${base}/extensions`, extension(`"${'y'.repeat(10_000)}"`));
    await call('POST', '/oauth/check_token', new URLSearchParams({ token: DEFAULT_TOKEN }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    await call('GET', `${base}/extensions?access_token=${DEFAULT_TOKEN}`);
    const [big, check, read] = emulator.recorded;
    expect(big.body.length).toBeLessThanOrEqual(4096);
    expect(big.bodyBytes).toBeGreaterThan(10_000);
    expect(big.headers.authorization).toBe(redactCredential(`Bearer ${DEFAULT_TOKEN}`));
    expect(big.headers.authorization).toMatch(/^Bearer \[redacted sha256:[0-9a-f]{8}\]$/);
    expect(check.body).toBe('[redacted]');
    expect(read.query).toBe('access_token=[redacted]');
    const log = await (await call('GET', '/_emulator/requests', undefined, {})).text();
    expect(log).not.toContain(DEFAULT_TOKEN);
  });
});

describe('connections cut in the middle of a body', () => {
  it('log nothing, store nothing, and the emulator goes on serving', async () => {
    const emulator = createEmulator({ refreshDurationMs: 1 });
    const server = await emulator.listen(0);
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      const head = (length: string) =>
        `POST /rest/organizations/${DEFAULT_ORGANIZATION_ID}/extensions HTTP/1.1\r\nhost: x\r\n` +
        `authorization: Bearer ${DEFAULT_TOKEN}\r\ncontent-type: application/json\r\n${length}\r\n\r\n`;
      // A body shorter than its Content-Length, then the end; a chunk whose size is not hex.
      for (const text of [
        `${head('content-length: 500')}{"name":"cut"`,
        `${head('transfer-encoding: chunked')}ZZ\r\n{}\r\n`,
      ]) {
        await new Promise<void>((resolve) => {
          const socket = connect(server.port, '127.0.0.1', () => socket.end(text));
          socket.on('data', () => undefined);
          socket.on('close', () => resolve());
          socket.on('error', () => resolve());
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const list = await fetch(`${server.url}/rest/organizations/${DEFAULT_ORGANIZATION_ID}/extensions`, {
        headers: { authorization: `Bearer ${DEFAULT_TOKEN}` },
      });
      expect(list.status).toBe(200);
      expect(await list.json()).toEqual([]);
      expect(logged).toEqual([]);
    } finally {
      console.error = error;
      await server.close();
    }
  });
});

describe('the control routes', () => {
  it('refuse web pages that are not on loopback, and allow those that are', async () => {
    const { call } = emulatorWith();
    for (const [method, path] of [
      ['GET', '/_emulator/requests'],
      ['POST', '/_emulator/reset'],
      ['POST', '/_emulator/seed'],
    ]) {
      const response = await call(method, path, method === 'POST' ? '{}' : undefined, {
        origin: 'https://evil.example',
        'content-type': 'application/json',
      });
      expect(response.status, path).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    const preflight = await call('OPTIONS', '/_emulator/requests', undefined, {
      origin: 'https://evil.example',
      'access-control-request-method': 'GET',
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const local = await call('GET', '/_emulator/requests', undefined, { origin: 'http://localhost:5173' });
    expect(local.status).toBe(200);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    // The platform's own routes stay open to any origin, as the platform's are.
    const api = await call('GET', `${base}/extensions`, undefined, {
      ...auth,
      origin: 'https://app.example',
    });
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('need the control token when the emulator has one', async () => {
    const { call } = emulatorWith({ controlToken: 'let-me-in' });
    expect((await call('POST', '/_emulator/reset', undefined, {})).status).toBe(401);
    const ok = await call('POST', '/_emulator/reset', undefined, { 'x-emulator-control-token': 'let-me-in' });
    expect(ok.status).toBe(200);
  });
});

describe('faults', () => {
  it('are dropped once spent, and stale ones do not get in the way', async () => {
    const { emulator, call } = emulatorWith();
    for (let i = 0; i < 50_000; i++) emulator.faults.add({ endpoint: `never.${i}`, kind: 'error' });
    emulator.faults.add({
      path: '/rest/organizations/*',
      method: 'GET',
      kind: 'error',
      status: 502,
      count: 2,
    });
    emulator.faults.add({ endpoint: 'extensions.list', kind: 'throttle' });
    // The oldest matching fault answers first.
    expect((await call('GET', `${base}/extensions`)).status).toBe(502);
    expect((await call('GET', `${base}/extensions`)).status).toBe(502);
    expect((await call('GET', `${base}/extensions`)).status).toBe(429);
    expect((await call('GET', `${base}/extensions`)).status).toBe(200);
    expect(emulator.faults.list()).toHaveLength(50_000);
    for (let i = 0; i < 2000; i++) await call('GET', `${base}/extensions`);
    expect(emulator.faults.list()).toHaveLength(50_000);
  });
});

// Ids, query values and body keys that name members of Object.prototype (issue 24): looked up in
// plain objects, they found inherited functions (500 "entityOf(...).filter is not a function",
// "collection.replace is not a function") or set prototypes.
describe('keys that name members of Object.prototype', () => {
  const PROTO = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'];

  it('are unknown schema source types and entities: 400 or 404, never 500', async () => {
    const { call } = emulatorWith();
    for (const type of [...PROTO, 'SALESFORCE']) {
      for (const entity of PROTO) {
        const path = `${base}/schema/sources/${encodeURIComponent(type)}/entities/${encodeURIComponent(entity)}`;
        for (const url of [path, `${path}/fields`]) {
          const response = await call('GET', url);
          expect([400, 404], `${url}: ${await response.clone().text()}`).toContain(response.status);
        }
      }
    }
  });

  it('are unknown resource types, and leave the listing of resources working', async () => {
    const { call } = emulatorWith();
    // Refused as the platform refuses a resource type it does not publish; unchecked, the handler's 404.
    const unchecked = emulatorWith({ requestValidation: 'off' }).call;
    for (const type of PROTO) {
      expect((await call('GET', `${base}/resources/${encodeURIComponent(type)}`)).status).toBe(400);
      expect((await unchecked('GET', `${base}/resources/${encodeURIComponent(type)}`)).status).toBe(404);
    }
    const listed = await call('GET', `${base}/resources/SECURITY_PROVIDER?filter=__proto__`);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toMatchObject({ items: [], totalEntries: 0 });
    expect((await call('GET', `${base}/projects?sortBy=constructor`)).status).toBe(400);
  });

  it('are resource types like any other in a project, and in an uploaded snapshot', async () => {
    // Unchecked requests, so that a listing by such a type reaches the handler (checked, it is a 400).
    const { call, emulator } = emulatorWith({ requestValidation: 'off' });
    const project = await call(
      'POST',
      `${base}/projects`,
      '{"name":"pro","type":"OTHER","description":"A project","resources":{"__proto__":["a"],"constructor":["b"]}}',
    );
    expect(project.status).toBe(201);
    const { id } = await project.json();
    const byStatus = await call('GET', `${base}/projects/${id}/resources`);
    expect(byStatus.status).toBe(200);
    expect(JSON.parse(await byStatus.text()).deletedResources).toEqual(
      JSON.parse('{"__proto__":["a"],"constructor":["b"]}'),
    );
    const listed = await call('GET', `${base}/projects/${id}/resources/constructor`);
    expect(await listed.json()).toMatchObject({ items: [{ id: 'b' }], totalEntries: 1 });

    const upload = (content: string) => {
      const form = new FormData();
      form.append('file', new Blob([content], { type: 'application/json' }), 'snapshot.json');
      return emulator.fetch(
        new Request(`${base}/snapshots/file?snapshotFileType=JSON`, {
          method: 'POST',
          headers: { authorization: auth.authorization },
          body: form,
        }),
      );
    };
    // A resource type is one of the platform's: `__proto__` is refused as any unknown type is.
    const refused = await upload('{"resources":{"__proto__":{"items":{"a":{"name":"x"}}},"SOURCE":[]}}');
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toContain(
      "the resource type '__proto__', which is none of the platform's",
    );
    // Resource ids are any text.
    const uploaded = await upload(
      '{"resources":{"SOURCE":{"items":{"__proto__":{"name":"x"},"constructor":{"name":"y"}}}}}',
    );
    expect(uploaded.status).toBe(201);
    const snapshot = await uploaded.json();
    expect(snapshot.contentSummary).toEqual({ SOURCE: 2 });
    const dryRun = await call('PUT', `${base}/snapshots/${snapshot.id}/dryrun`);
    expect(dryRun.status).toBe(200);
    expect((await dryRun.json()).resourceOperations.SOURCE.resourcesCreatedNames).toEqual([
      '__proto__',
      'constructor',
    ]);
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });

  it('are written as text in error messages, even as objects with a toString key', async () => {
    const { call } = emulatorWith();
    // A value the published schema lets through (an organization's id is not in it) reaches the handler.
    const response = await call('PUT', base, '{"id":{"toString":1}}');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('{"toString":1}');
  });
});

describe("a snapshot's generated content URL", () => {
  it('is fetched without a bearer token until it expires, for that content only', async () => {
    const { call, emulator } = emulatorWith();
    const snapshot = await (await call('POST', `${base}/snapshots/self`)).json();
    const generated = await call('GET', `${base}/snapshots/${snapshot.id}/url?contentType=PRIMARY`);
    const { url, urlExpiration } = await generated.json();
    expect(new URL(url).searchParams.get('expires')).toBe(String(urlExpiration));
    const fetchLink = (link: string) => emulator.fetch(new Request(link));

    const content = await fetchLink(url);
    expect(content.status).toBe(200);
    expect(await content.json()).toMatchObject({ snapshotId: snapshot.id });
    expect(emulator.recorded.at(-1)?.query).toMatch(/signature=\[redacted\]$/);

    // Any change to the link, or the same signature on another call, is refused.
    const changed = [
      url.replace('contentType=PRIMARY', 'contentType=CURRENT_STATE'),
      url.replace(/expires=\d+/, `expires=${urlExpiration + 1}`),
      url.replace(/signature=(\w)/, (_: string, c: string) => `signature=${c === '0' ? '1' : '0'}`),
      `${url}&contentFormat=SPLIT_PER_TYPE`,
    ];
    for (const link of changed) {
      const refused = await fetchLink(link);
      expect(refused.status, link).toBe(403);
      expect((await refused.json()).errorCode).toBe('INVALID_SIGNATURE');
    }
    expect((await fetchLink(url.replace('/content?', '/diff?'))).status).toBe(401);
    expect((await fetchLink(url.replace('/content?', '?'))).status).toBe(401);
    expect((await fetchLink(url.split('?')[0])).status).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'], now: urlExpiration + 1 });
    try {
      const expired = await fetchLink(url);
      expect(expired.status).toBe(403);
      expect(await expired.json()).toMatchObject({ errorCode: 'LINK_EXPIRED', message: /make a new one/ });
    } finally {
      vi.useRealTimers();
    }
  });
});
