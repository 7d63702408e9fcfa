import { existsSync, readFileSync } from 'node:fs';
import { catalog, type Endpoint, PlatformClient } from '@platform-admin/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Recorded, startRecorder } from '../../../test/recorder';

interface SpecEndpoint {
  method: string;
  path: string;
  host: string;
  query?: string[];
  body?: string[];
  notes?: string;
}

const readSpec = (file: string) => readFileSync(new URL(`../../../spec/${file}`, import.meta.url), 'utf8');
/** The spec's calls, by family, and the platform's newer calls, by area (copies of ../shared/api). */
const spec = [
  ...(JSON.parse(readSpec('endpoints.json')) as Array<SpecEndpoint & { family: string }>).map((e) => ({
    ...e,
    group: `spec:${e.family}`,
  })),
  ...(JSON.parse(readSpec('platform-additions.json')) as Array<SpecEndpoint & { area: string }>).map((e) => ({
    ...e,
    group: `additions:${e.area}`,
  })),
];
/** The families the foundation covers: each must stay whole. */
const FOUNDATION =
  /^spec:(auth|organizations.*|global|globalgroups|users|privileges|apikeys|groups.*|license|limits|links|saml|subscriptions|sources.*|indexes|fields|extensions)$/;
/** A call's key: method and path (a trailing slash, which some published paths have, names the same route). */
const key = (e: { method: string; path: string }) => `${e.method} ${e.path.replace(/(.)\/$/, '$1')}`;
/** The calls the platform publishes (the generator takes their query names from the published operation). */
const published = new Set(
  (
    JSON.parse(
      readFileSync(new URL('../../emulator/src/generated/openapi.json', import.meta.url), 'utf8'),
    ) as { operations: Array<{ endpoint?: string }> }
  ).operations.flatMap((operation) => (operation.endpoint ? [operation.endpoint] : [])),
);

describe('the endpoint catalog', () => {
  const declared = new Set(catalog.map(key));

  it('gives every call a one-line summary of its own (summaries.json, from scripts/openapi/names)', () => {
    const summaries = JSON.parse(
      readFileSync(new URL('../summaries.json', import.meta.url), 'utf8'),
    ) as Record<string, { summary: string }>;
    expect(catalog.filter((e) => !summaries[e.name]?.summary).map((e) => e.name)).toEqual([]);
    expect(Object.keys(summaries).filter((name) => !catalog.some((e) => e.name === name))).toEqual([]);
    // One line: a sentence, never the REST call alone.
    const bad = Object.entries(summaries).filter(
      ([, { summary }]) => /\n/.test(summary) || summary.length < 10,
    );
    expect(bad).toEqual([]);
  });

  it('declares each call once, every one of them a call of ../shared/api or one the platform publishes', () => {
    expect(declared.size).toBe(catalog.length);
    const known = new Set(spec.map(key));
    expect(catalog.filter((e) => !known.has(key(e)) && !published.has(e.name)).map(key)).toEqual([]);
  });

  it("covers every family it touches whole, the foundation's families included", () => {
    const groups = new Map<string, string[]>();
    for (const e of spec) groups.set(e.group, [...(groups.get(e.group) ?? []), key(e)]);
    const partial = [...groups]
      .filter(([group, keys]) => FOUNDATION.test(group) || keys.some((k) => declared.has(k)))
      .flatMap(([group, keys]) => keys.filter((k) => !declared.has(k)).map((k) => `${group}: ${k}`));
    expect(partial).toEqual([]);
    expect(spec.filter((e) => FOUNDATION.test(e.group))).toHaveLength(166);
  });

  it('has unique names, the host that ../shared/api gives, and the query parameters the platform publishes (else those ../shared/api gives)', () => {
    expect(new Set(catalog.map((e) => e.name)).size).toBe(catalog.length);
    const byKey = new Map(spec.map((e) => [key(e), e]));
    for (const endpoint of catalog) {
      const expected = byKey.get(key(endpoint));
      if (!expected) {
        // A published call ../shared/api does not name: the Push API and the logs are on the serverless host.
        const push = /^\/(push|logs)\//.test(endpoint.path);
        expect(endpoint.host, endpoint.name).toBe(push ? 'serverless' : 'platform');
        continue;
      }
      expect(endpoint.host, endpoint.name).toBe(expected.host);
      // Published calls: the generator takes the names from the operation (test/conformance.test.ts
      // compares them); the others keep the names ../shared/api gives.
      if (!published.has(endpoint.name))
        expect([...(endpoint.query ?? [])].sort(), endpoint.name).toEqual([...(expected.query ?? [])].sort());
      if (expected.body?.length) expect(endpoint.body, `${endpoint.name} sends a body`).toBeDefined();
      if (endpoint.bodyFields)
        expect([...endpoint.bodyFields].sort(), endpoint.name).toEqual([...(expected.body ?? [])].sort());
      if (endpoint.organizationQuery)
        expect(endpoint.query, endpoint.name).toContain(endpoint.organizationQuery);
    }
  });

  it('is the same in the built module, whose tables hold their definitions as compact texts', async () => {
    const built: { catalog: readonly Endpoint[] } = await import(
      new URL('../dist/index.js', import.meta.url).href
    );
    expect(built.catalog.map((endpoint) => ({ ...endpoint }))).toEqual(
      catalog.map((endpoint) => ({ ...endpoint })),
    );
    // Every table, one text each (a table the build step missed would keep its literals).
    const tables = new Set(catalog.map((endpoint) => endpoint.name.replace(/\.\w+$/, '')));
    const text = readFileSync(new URL('../dist/index.js', import.meta.url), 'utf8');
    expect(text.match(/\(\)\s*=>\s*readTable\("/g)).toHaveLength(tables.size);
  });

  it.skipIf(!existsSync(new URL('../../../../shared/api', import.meta.url)))(
    'keeps spec/ equal to ../shared/api when ../shared is present',
    () => {
      for (const file of ['endpoints.json', 'platform-additions.json']) {
        const shared = readFileSync(new URL(`../../../../shared/api/${file}`, import.meta.url), 'utf8');
        expect(JSON.parse(readSpec(file)), `spec/${file}: copy it again from ../shared/api`).toEqual(
          JSON.parse(shared),
        );
      }
    },
  );
});

/** Sample path parameter values: hostile on purpose, so that encoding is checked on every route. */
const sampleId = (name: string) => `${name} a/b?c#d é`;
function sampleQuery(endpoint: Endpoint): Record<string, unknown> | undefined {
  if (!endpoint.query?.length) return undefined;
  const usage = endpoint.path.includes('/searchusagemetrics/');
  const value = (name: string) => {
    if (name === 'page') return 2;
    if (name === 'perPage' || name === 'pageSize') return 7;
    // Usage metrics check their dates before sending: months and days.
    if (usage && ['month', 'from', 'to'].includes(name))
      return endpoint.path.includes('/daily/') ? '2024-03-01' : '2024-03';
    return `q ${name}&=`;
  };
  // A call that takes both page-size names is given one (both at once is refused).
  const names = endpoint.query.filter((name) => name !== 'pageSize' || !endpoint.query!.includes('perPage'));
  return Object.fromEntries(names.map((name) => [name, value(name)]));
}

/**
 * Invokes the method that a catalog entry names, following the client's argument convention:
 * path parameters (in path order; `{org}` only when the method takes it explicitly), then the body,
 * then the query parameters, then request settings.
 */
function invoke(
  client: PlatformClient,
  endpoint: Endpoint,
  body: unknown,
  query: Record<string, unknown> | undefined,
) {
  const parts = endpoint.name.split('.');
  const methodName = parts.pop()!;
  let target: any = client;
  for (const part of parts) target = target[part];
  const method = target?.[methodName];
  if (typeof method !== 'function') throw new Error(`client.${endpoint.name} is not a method`);
  const args: unknown[] = [];
  for (const param of endpoint.pathParams) {
    if (param !== 'org' || endpoint.explicitOrganization) args.push(sampleId(param));
  }
  if (endpoint.body) args.push(body);
  if (endpoint.query?.length) args.push(query);
  return method.apply(target, args);
}

function sampleBody(endpoint: Endpoint): { argument: unknown; wire: unknown } {
  if (endpoint.bodyFields?.length === 1) {
    const value = `value of ${endpoint.bodyFields[0]}`;
    return { argument: value, wire: { [endpoint.bodyFields[0]]: value } };
  }
  if (endpoint.bodyFields) {
    const fields = Object.fromEntries(endpoint.bodyFields.map((field) => [field, `value of ${field}`]));
    return { argument: fields, wire: fields };
  }
  if (endpoint.body === 'form') {
    // A file (JSON, so that snapshot uploads accept it), sent as the form's one file field.
    const text = '{"probe":"file"}';
    return { argument: new Blob([text], { type: 'application/json' }), wire: text };
  }
  const body = { probe: 'body', big: 1, nested: { list: [1, 'two'] } };
  return { argument: body, wire: body };
}

describe('every catalog entry, over HTTP', () => {
  let recorder: Awaited<ReturnType<typeof startRecorder>>;
  beforeAll(async () => {
    recorder = await startRecorder();
  });
  afterAll(() => recorder.close());

  it.each(catalog.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s makes exactly its request',
    async (_name, endpoint) => {
      const client = new PlatformClient({
        accessToken: 'token-1',
        organizationId: 'org 1/x',
        host: recorder.url,
        serverlessHost: `${recorder.url}/serverless`,
      });
      const before = recorder.requests.length;
      const body = sampleBody(endpoint);
      const query = sampleQuery(endpoint);
      await invoke(client, endpoint, body.argument, query);
      const made: Recorded[] = recorder.requests.slice(before);
      expect(made, 'one request per call').toHaveLength(1);
      const [request] = made;
      expect(request.method).toBe(endpoint.method);

      const url = new URL(request.url, recorder.url);
      const prefix = endpoint.host === 'serverless' ? '/serverless' : '';
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name) =>
        encodeURIComponent(name === 'org' && !endpoint.explicitOrganization ? 'org 1/x' : sampleId(name)),
      );
      expect(url.pathname).toBe(prefix + path);
      expect(request.headers.authorization).toBe('Bearer token-1');

      const sent = Object.fromEntries(
        [...url.searchParams.keys()].map((k) => [k, url.searchParams.getAll(k)]),
      );
      for (const name of Object.keys(sent)) expect(endpoint.query, `query ${name}`).toContain(name);
      for (const [name, value] of Object.entries(query ?? {})) {
        expect(sent[name], `query ${name}`).toEqual([String(value)]);
      }

      if (!endpoint.body && ['POST', 'PUT', 'PATCH'].includes(endpoint.method)) {
        // A write without a body sends `{}` as JSON, as the platform's own client does.
        expect(request.headers['content-type']).toBe('application/json');
        expect(request.body.toString()).toBe('{}');
      } else if (!endpoint.body) {
        expect(request.body.length, 'no body').toBe(0);
      } else if (endpoint.body === 'form') {
        expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
        const form = await new Response(new Uint8Array(request.body), {
          headers: { 'content-type': request.headers['content-type']! },
        }).formData();
        if (endpoint.bodyFields) expect(Object.fromEntries(form)).toEqual(body.wire);
        else {
          const files = [...form.values()].filter((value) => value instanceof Blob) as Blob[];
          expect(files, 'one file in the form').toHaveLength(1);
          expect(await files[0].text()).toBe(body.wire);
        }
      } else {
        expect(request.headers['content-type']).toBe('application/json');
        expect(JSON.parse(request.body.toString())).toEqual(body.wire);
      }
    },
  );
});

describe('tables and lists built on first use', () => {
  it('read like plain frozen objects and arrays, from the first look on', async () => {
    const { endpoints, catalogOf } = await import('../src/core/endpoint');
    const { inspect } = await import('node:util');
    let built = 0;
    const table = endpoints('probe', () => {
      built++;
      return { read: { method: 'GET', path: '/rest/organizations/{org}/things/{thingId}' } } as const;
    });
    const list = catalogOf(table);
    expect(built).toBe(0);
    expect(inspect(list)).toContain("name: 'probe.read'");
    expect(built).toBe(1);
    expect(Object.keys(table)).toEqual(['read']);
    expect('read' in table).toBe(true);
    expect(table.read.pathParams).toEqual(['org', 'thingId']);
    expect(JSON.parse(JSON.stringify(table)).read.name).toBe('probe.read');
    expect(Array.isArray(list) && list.length === 1 && list[0] === table.read).toBe(true);
    expect(Object.isFrozen(table) && Object.isFrozen(list) && Object.isFrozen(table.read)).toBe(true);
    expect(() => {
      (table as Record<string, unknown>).other = 1;
    }).toThrow(TypeError);
    expect(built).toBe(1);
  });
});
