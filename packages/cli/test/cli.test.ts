import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalog, PlatformClient, waitUntil } from '@platform-admin/client';
import { createEmulator, DEFAULT_ORGANIZATION_ID, type EmulatorServer } from '@platform-admin/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandSpec, commandTree } from '../src/commands';
import { cliDir, ensureBuilt, hasScript, run, runInTerminal, seen } from './run';

/** Query parameters whose values are credentials, a Salesforce session among them (the emulator's request log redacts them). */
const CREDENTIALS = /^(access_token|accessToken|refreshToken|token|signature|sessionId)$/i;

/** A token of its own, seeded into the emulator: it must appear in no output. */
const TOKEN = 'cli-test-secret-7f3a9c51e2';
const ORG = DEFAULT_ORGANIZATION_ID;
const BIG = '12345678901234567890';

let server: EmulatorServer;
let env: Record<string, string>;
let client: PlatformClient;
const work = mkdtempSync(join(tmpdir(), 'platform-admin-cli-'));

interface Recorded {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string;
  endpoint?: string;
}

/** How the emulator's request log shows a credential: a short SHA-256 fingerprint. */
const fingerprint = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 8);

const recorded = async (): Promise<Recorded[]> => (await fetch(`${server.url}/_emulator/requests`)).json();
const control = (path: string, body: unknown, method = 'POST') =>
  fetch(`${server.url}/_emulator/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  ensureBuilt();
  server = await createEmulator({ refreshDurationMs: 600 }).listen(0);
  const seeded = await control('seed', {
    tokens: [{ token: TOKEN, username: 'cli@test.local', displayName: 'CLI Tester', organizations: [ORG] }],
  });
  expect(seeded.ok).toBe(true);
  env = {
    PLATFORM_ADMIN_HOST: server.url,
    PLATFORM_ADMIN_TOKEN: TOKEN,
    PLATFORM_ADMIN_ORG: ORG,
    XDG_CONFIG_HOME: join(work, 'config-none'),
  };
  client = new PlatformClient({ host: server.url, accessToken: TOKEN, organizationId: ORG });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const newSource = async (name: string) =>
  (await client.sources.create({ name, sourceType: 'WEB2', sourceVisibility: 'SHARED' })).id;

/** A new source, once its creation is over (a source being created refuses a refresh). */
async function idleSource(name: string) {
  const id = await newSource(name);
  await waitUntil(
    () => client.sources.get(id),
    (source) => source.information?.sourceStatus?.type === 'IDLE',
    { intervalMs: 50, timeoutMs: 10_000 },
  );
  return id;
}

/** The commands of an area, those that exercise most first: path parameters, query parameters, a body. */
function ranked(specs: CommandSpec[]): CommandSpec[] {
  const score = (s: CommandSpec) => s.positionals.length + s.options.length + (s.body === 'none' ? 0 : 2);
  return [...specs].sort((a, b) => score(b) - score(a));
}

/** A command line for a spec, and what it must put on the wire. */
function sampleCall(spec: CommandSpec) {
  const args = [spec.area, spec.operation];
  const path: Record<string, string> = { org: ORG };
  const query: Record<string, string> = {};
  const fields: Record<string, string> = {};
  let file: string | undefined;
  for (const positional of spec.positionals) {
    if (positional.in === 'path') {
      path[positional.name] = `${positional.name} é+1`;
      args.push(path[positional.name]);
    } else {
      file = join(work, 'upload.json');
      writeFileSync(file, '{"resources":{}}');
      args.push(file);
    }
  }
  let paged = false;
  for (const option of spec.options) {
    const isPaging = option.name === 'perPage' || option.name === 'pageSize';
    if (isPaging && paged) continue;
    paged ||= isPaging;
    const value = ['page', 'offset'].includes(option.name)
      ? '1'
      : isPaging || option.name === 'limit'
        ? '3'
        : `v-${option.name}`;
    args.push(`--${option.flag}`, value);
    if (option.in === 'query') query[option.name] = value;
    else fields[option.name] = value;
  }
  if (spec.body === 'json') args.push('--body', `{"probe":"cli","big":${BIG}}`);
  return { args, path, query, fields, file };
}

async function pool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]);
      }
    }),
  );
  return results;
}

describe('commands from the catalog', () => {
  const tree = commandTree(catalog);

  it('has one command per catalog entry, with unique names', () => {
    const names = [...tree.values()].flat().map((spec) => `${spec.area} ${spec.operation}`);
    expect(names).toHaveLength(catalog.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('puts exactly the request of a sample command of every area on the wire', async () => {
    await fetch(`${server.url}/_emulator/requests`, { method: 'DELETE' });
    // Per area, the richest command whose sample values the client accepts: it checks some values
    // (dates, ...) before sending, and refuses the made-up ones with a usage error.
    const samples = [...tree.values()].map((specs) => ranked(specs).slice(0, 4));
    const chosen = await pool(samples, 3, async (candidates) => {
      for (const spec of candidates) {
        const call = sampleCall(spec);
        const result = await run(call.args, env);
        if (result.code !== 2) return { spec, call, result };
      }
      return { spec: candidates[0], call: sampleCall(candidates[0]), result: await run(['--version'], env) };
    });
    const calls = chosen.map(({ spec, call }) => ({ spec, call }));
    const runs = chosen.map(({ result }) => result);
    const requests = await recorded();
    const problems: string[] = [];
    calls.forEach(({ spec, call }, i) => {
      const { endpoint } = spec;
      const result = runs[i];
      const label = `${call.args.join(' ')}`;
      if (result.code !== 0 && !(result.code === 1 && /^error: \d{3} /.test(result.stderr))) {
        problems.push(`${label}: exit ${result.code}: ${result.stderr}`);
        return;
      }
      const made = requests.filter((request) => request.endpoint === endpoint.name);
      if (made.length !== 1) {
        problems.push(`${label}: ${made.length} requests reached ${endpoint.name}`);
        return;
      }
      const [request] = made;
      const expectedPath = endpoint.path.replace(/\{(\w+)\}/g, (_, name) =>
        encodeURIComponent(call.path[name]),
      );
      expect(request.method, label).toBe(endpoint.method);
      expect(request.path, label).toBe(expectedPath);
      expect(request.headers.authorization, label).toBe(`Bearer [redacted sha256:${fingerprint(TOKEN)}]`);
      const sent = new URLSearchParams(request.query);
      for (const name of sent.keys()) expect(endpoint.query, `${label}: query ${name}`).toContain(name);
      // The request log keeps no credential: a token's value is recorded redacted.
      for (const [name, value] of Object.entries(call.query))
        expect(sent.getAll(name), label).toEqual([CREDENTIALS.test(name) ? '[redacted]' : value]);
      if (endpoint.organizationQuery) expect(sent.get(endpoint.organizationQuery), label).toBe(ORG);
      if (spec.body === 'json') {
        expect(request.headers['content-type'], label).toContain('application/json');
        expect(request.body.replace(/\s/g, ''), label).toBe(`{"probe":"cli","big":${BIG}}`);
      } else if (spec.body === 'fields' && endpoint.body === 'form') {
        expect(request.headers['content-type'], label).toMatch(/^multipart\/form-data/);
        if (endpoint.name !== 'auth.checkToken') {
          for (const value of Object.values(call.fields)) expect(request.body, label).toContain(value);
        }
      } else if (spec.body === 'fields') {
        // Body field values that read as JSON numbers are sent as numbers.
        const expected = Object.fromEntries(
          Object.entries(call.fields).map(([name, value]) => [
            name,
            /^\d+$/.test(value) ? Number(value) : value,
          ]),
        );
        expect(JSON.parse(request.body), label).toEqual(expected);
      } else if (spec.body === 'file') {
        expect(request.headers['content-type'], label).toMatch(/^multipart\/form-data/);
        expect(request.body, label).toContain('{"resources":{}}');
        expect(request.body, label).toContain('upload.json');
      } else if (['POST', 'PUT', 'PATCH'].includes(endpoint.method)) {
        expect(request.body, label).toBe('{}');
      } else {
        expect(request.body, label).toBe('');
      }
    });
    expect(problems).toEqual([]);
    expect(calls.length).toBe(tree.size);
  }, 180_000);

  it('sends nested areas typed with spaces, and path parameters percent-encoded', async () => {
    const id = await newSource('Encoded');
    const spaced = await run(['sources', 'mappings', 'get', id], env);
    const dotted = await run(['sources.mappings', 'get', id], env);
    expect(spaced.code).toBe(0);
    expect(spaced.stdout).toBe(dotted.stdout);
    const ua = await run(['ua', 'exports', 'list'], env);
    expect(ua.code).toBe(0);
    expect(ua.stdout).toBe((await run(['ua.exports', 'list'], env)).stdout);
    const group = await run(['ua', 'exprots', 'list'], env);
    expect(group.code).toBe(2);
    expect(group.stderr).toContain("'ua exports'");
    await run(['sources', 'get', 'a/b?c#d'], env);
    const last = (await recorded()).at(-1)!;
    expect(last.path).toBe(`/rest/organizations/${ORG}/sources/a%2Fb%3Fc%23d`);
  });
});

describe('help', () => {
  it('lists the areas, an area lists its operations, an operation gives its REST call and parameters', async () => {
    const top = await run(['--help'], env);
    expect(top.code).toBe(0);
    for (const area of commandTree(catalog).keys()) expect(top.stdout).toContain(`  ${area} `);
    const area = await run(['sources', '--help'], env);
    expect(area.stdout).toContain('start-refresh');
    expect(area.stdout).toContain('Sub-areas: sources.mappings');

    const list = catalog.find((e) => e.name === 'sources.list')!;
    const help = await run(['sources', 'list', '--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(`REST call: GET ${list.path}`);
    for (const name of list.query!) expect(help.stdout).toMatch(new RegExp(`--\\S+\\s+query\\s+${name}=`));
    const summaries = JSON.parse(readFileSync(join(cliDir, '../client/summaries.json'), 'utf8'));
    const summary: string = summaries['sources.list'].summary;
    expect(help.stdout.replace(/\s+/g, ' ')).toContain(summary.slice(0, 40));
    const refresh = await run(['sources', 'start-refresh', '--help'], env);
    expect(refresh.stdout).toMatch(/<sourceId>\s+path/);
    expect(refresh.stdout).toContain('--wait');
  });

  it("gives each operation the catalog's summary, and a deprecated one what replaces it", async () => {
    const summaries = JSON.parse(readFileSync(join(cliDir, '../client/summaries.json'), 'utf8')) as Record<
      string,
      { summary: string; deprecated?: string }
    >;
    const help = await run(['ua.v14.stats', 'combined-data', '--help'], env);
    expect(help.code).toBe(0);
    const text = help.stdout.replace(/\s+/g, ' ');
    expect(text).toContain(summaries['ua.v14.stats.combinedData'].summary);
    expect(text).toContain(`Deprecated: ${summaries['ua.v14.stats.combinedData'].deprecated}`);
    const listing = await run(['commerce.listings', '--help'], env);
    expect(listing.stdout.replace(/\s+/g, ' ')).toContain(
      summaries['commerce.listings.list'].summary.slice(0, 40),
    );
  });

  it('has a TSDoc description for nearly every catalog entry', () => {
    const descriptions = JSON.parse(readFileSync(join(cliDir, 'dist/descriptions.json'), 'utf8'));
    const missing = catalog.filter((e) => !descriptions.methods[e.name]?.summary).map((e) => e.name);
    expect(missing.length / catalog.length, `no TSDoc: ${missing.join(', ')}`).toBeLessThan(0.05);
  });
});

describe('output', () => {
  it('prints JSON on stdout only, compact when piped, with every digit of big integers', async () => {
    const created = await run(
      [
        'sources',
        'create',
        '--body',
        `{"name":"Big","sourceType":"PUSH","sourceVisibility":"SHARED","big":${BIG}}`,
      ],
      env,
    );
    expect(created.code).toBe(0);
    expect(created.stderr).toBe('');
    expect(created.stdout.trim().split('\n')).toHaveLength(1);
    expect(created.stdout).toContain(`"big":${BIG}`);
    expect(JSON.parse(created.stdout).name).toBe('Big');
  });

  it('prints ndjson and tables of chosen columns', async () => {
    const total = (await client.sources.list({ perPage: 1 }))!.totalEntries;
    const ndjson = await run(['sources', 'list', '--per-page', '100', '--output', 'ndjson'], env);
    const lines = ndjson.stdout.trim().split('\n');
    expect(lines).toHaveLength(Math.min(total, 100));
    expect(lines.every((line) => JSON.parse(line).id)).toBe(true);
    const table = await run(
      ['sources', 'list', '-o', 'table', '--columns', 'id,name,information.sourceStatus.type'],
      env,
    );
    const [header, ...rows] = table.stdout.trim().split('\n');
    expect(header.split(/\s{2,}/)).toEqual(['ID', 'NAME', 'INFORMATION.SOURCESTATUS.TYPE']);
    expect(rows.length).toBe(lines.length);
    expect(rows[0]).toMatch(/(CREATING|IDLE|REFRESHING)$/);
  });

  it('--all streams every page as NDJSON, each line as soon as its page came', async () => {
    for (let i = 0; i < 12; i++) await newSource(`Streamed ${i}`);
    const total = (await client.sources.list({ perPage: 1 }))!.totalEntries;
    const pages = Math.ceil(total / 4);
    expect(pages).toBeGreaterThanOrEqual(4);
    await control('faults', { endpoint: 'sources.list', kind: 'delay', delayMs: 250, count: pages });
    await fetch(`${server.url}/_emulator/requests`, { method: 'DELETE' });
    const started = Date.now();
    let firstLineAt = 0;
    const result = await run(['sources', 'list', '--all', '--per-page', '4'], env, {
      onStdout: () => {
        firstLineAt ||= Date.now();
      },
    });
    const endedAt = Date.now();
    await fetch(`${server.url}/_emulator/faults`, { method: 'DELETE' });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const ids = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).id);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    const lists = (await recorded()).filter((r) => r.endpoint === 'sources.list');
    expect(lists.map((r) => new URLSearchParams(r.query).get('page'))).toEqual(
      Array.from({ length: pages }, (_, i) => String(i)),
    );
    // The first items were out while later pages were still being fetched.
    expect(endedAt - firstLineAt).toBeGreaterThan(250 * (pages - 2));
    expect(firstLineAt - started).toBeGreaterThan(0);
  });
});

describe('--wait', () => {
  it('waits for a source refresh to end, quietly when stderr is not a terminal', async () => {
    const id = await idleSource('Waited');
    await fetch(`${server.url}/_emulator/requests`, { method: 'DELETE' });
    const result = await run(['sources', 'start-refresh', id, '--wait', '--interval', '0.1'], env);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const source = JSON.parse(result.stdout);
    expect(source.id).toBe(id);
    expect(source.information.sourceStatus.type).toBe('IDLE');
    const made = (await recorded()).map((r) => r.endpoint);
    expect(made[0]).toBe('sources.startRefresh');
    expect(made.filter((name) => name === 'sources.get').length).toBeGreaterThan(1);
  });

  it.skipIf(!hasScript())('shows progress on stderr when it is a terminal', async () => {
    const id = await idleSource('Progress');
    const result = await runInTerminal(['sources', 'start-refresh', id, '--wait', '--interval', '0.1'], env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`waiting for source '${id}'`);
    expect(result.stdout).toContain('REFRESHING');
    expect(result.stdout).toMatch(/IDLE/);
  });

  it('waits for an ML model, a snapshot report and a usage analytics export through the client helpers', async () => {
    await fetch(`${server.url}/_emulator/requests`, { method: 'DELETE' });
    const model = await run(
      [
        'ml',
        'register',
        '--body',
        '{"modelName":"cliwait","engineId":"topclicks","exportPeriod":"P3M","intervalTime":1,"intervalUnit":"WEEK"}',
        '--wait',
        '--interval',
        '0.1',
      ],
      env,
    );
    expect(model.code, model.stderr).toBe(0);
    expect(JSON.parse(model.stdout).status).toBe('ONLINE');
    const snapshot = await run(
      ['snapshots', 'create-from-organization', '--body', '{}', '--wait', '--interval', '0.1'],
      env,
    );
    expect(snapshot.code, snapshot.stderr).toBe(0);
    expect(JSON.parse(snapshot.stdout)).toMatchObject({ type: 'CREATE_SNAPSHOT', status: 'COMPLETED' });
    const exported = await run(
      [
        'ua',
        'exports',
        'generate',
        '--from',
        '2025-01-01T00:00:00.000Z',
        '--to',
        '2025-01-31T00:00:00.000Z',
      ].concat(['--tables', 'SEARCHES', '--wait', '--interval', '0.1']),
      env,
    );
    expect(exported.code, exported.stderr).toBe(0);
    expect(JSON.parse(exported.stdout).status).toBe('AVAILABLE');
    const made = (await recorded()).map((r) => r.endpoint);
    for (const read of ['ml.models.get', 'snapshots.get', 'ua.exports.get']) expect(made).toContain(read);
  });

  it('names only calls of the catalog', async () => {
    const { WAITERS } = await import('../src/wait');
    const names = new Set(catalog.map((e) => e.name));
    expect(Object.keys(WAITERS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('is offered only where there is something to wait for', async () => {
    const result = await run(['sources', 'get', 'x', '--wait'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown option '--wait'");
  });
});

describe('errors and exit codes', () => {
  it('exits 1 on an API error, with one line: status, error code, message, request id', async () => {
    const result = await run(['sources', 'get', 'no-such-source'], env);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: 404 \S+ .*no-such-source.* \(request id: [\w-]+\)$/);
    const verbose = await run(['sources', 'get', 'no-such-source', '--verbose'], env);
    expect(verbose.code).toBe(1);
    const body = verbose.stderr.slice(verbose.stderr.indexOf('\n') + 1);
    expect(JSON.parse(body)).toMatchObject({ errorCode: expect.any(String), message: expect.any(String) });
  });

  it('exits 2 on a usage error, with how to mend it and the nearest names', async () => {
    const area = await run(['sorces', 'list'], env);
    expect(area.code).toBe(2);
    expect(area.stdout).toBe('');
    expect(area.stderr).toContain("Did you mean 'sources'");
    const operation = await run(['sources', 'strat-refresh', 'x'], env);
    expect(operation.code).toBe(2);
    expect(operation.stderr).toContain("'sources start-refresh'");
    expect(operation.stderr).toContain('platform-admin sources --help');
    const missing = await run(['sources', 'get'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'sourceId'");
    const body = await run(['sources', 'create'], env);
    expect(body.code).toBe(2);
    expect(body.stderr).toContain('--body @file.json');
    const json = await run(['sources', 'create', '--body', '{nope'], env);
    expect(json.code).toBe(2);
    const format = await run(['sources', 'list', '--output', 'yaml'], env);
    expect(format.code).toBe(2);
    const noToken = await run(['sources', 'list'], { ...env, PLATFORM_ADMIN_TOKEN: undefined });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain('platform-admin login');
  });

  it('with a token and no organization, says how the CLI takes one; nothing is sent', async () => {
    const noOrg = { ...env, PLATFORM_ADMIN_ORG: undefined };
    const onQuery = catalog.find((e) => e.organizationQuery && !e.pathParams.length && !e.body)!;
    const queried = [...commandTree(catalog).values()].flat().find((spec) => spec.endpoint === onQuery)!;
    await fetch(`${server.url}/_emulator/requests`, { method: 'DELETE' });
    for (const args of [
      ['sources', 'list'],
      [queried.area, queried.operation],
    ]) {
      const result = await run(args, noOrg);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(`${args.join(' ')} needs an organization`);
      for (const way of ['--org', 'PLATFORM_ADMIN_ORG', 'profile'])
        expect(result.stderr, args.join(' ')).toContain(way);
      expect(result.stderr).not.toContain('organizationId option');
    }
    expect(await recorded()).toEqual([]);
    // Calls on no organization need none.
    expect((await run(['organizations', 'list'], noOrg)).code).toBe(0);
  });

  it('suggests the nearest operations for an unknown one in a sub-area too', async () => {
    for (const typed of ['lis', 'list']) {
      const result = await run(['sources', 'mappings', typed], env);
      expect(result.code, typed).toBe(2);
      expect(result.stderr, typed).toContain(`Unknown operation '${typed}' in sources.mappings.`);
      expect(result.stderr, typed).toContain("Did you mean 'sources mappings list-types'");
    }
    const area = await run(['sources', 'mapings', 'get', 'x'], env);
    expect(area.stderr).toContain("Did you mean 'sources mappings'?");
    const elsewhere = await run(['ua', 'exports', 'register'], env);
    expect(elsewhere.stderr).toContain("'ml register'");
  });

  it("answers an unknown option with the command's nearest, in kebab case", async () => {
    await fetch(`${server.url}/_emulator/requests`, { method: 'DELETE' });
    const cases: Array<[string[], string]> = [
      [['sources', 'list', '--pageSize', '3'], '--per-page'],
      [['sources', 'list', '--perPage=3'], '--per-page'],
      [['catalogs', 'list', '--pageSize', '3'], '--page-size'],
      [['catalogs', 'list', '--per-page', '3'], '--page-size'],
      [['sources', 'list', '--sortingOrder', 'ASC'], '--sorting-order'],
      [['sources', 'list', '--sorting-ordr', 'ASC'], '--sorting-order'],
      [['sources', 'list', '--outptu', 'table'], '--output'],
    ];
    for (const [args, meant] of cases) {
      const result = await run(args, env);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(`unknown option '${args[2]}'. Did you mean ${meant}`);
    }
    expect(await recorded()).toEqual([]);
  });

  it('refuses a paging value that is no whole number of 0 or more, before anything is sent', async () => {
    await fetch(`${server.url}/_emulator/requests`, { method: 'DELETE' });
    const cases: Array<[string[], string]> = [
      [['sources', 'list', '--per-page', 'abc'], "--per-page takes a whole number, 0 or more; got 'abc'."],
      [['sources', 'list', '--per-page', '-1'], "--per-page takes a whole number, 0 or more; got '-1'."],
      [['sources', 'list', '--page', '1.5'], "--page takes a whole number, 0 or more; got '1.5'."],
      [['sources', 'list', '--page'], '--page takes a whole number, 0 or more; got no value.'],
      [
        ['sources', 'list', '--all', '--per-page', '1e3'],
        "--per-page takes a whole number, 0 or more; got '1e3'.",
      ],
      [
        ['sources', 'list', '--per-page', '5', '--per-page', '6'],
        '--per-page takes one value; it was given 2 times.',
      ],
      [['catalogs', 'list', '--page-size', 'ten'], "--page-size takes a whole number, 0 or more; got 'ten'."],
    ];
    for (const [args, message] of cases) {
      const result = await run(args, env);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(`error: ${message}`);
      expect(result.stderr, args.join(' ')).toMatch(/\ne\.g\. --[\w-]+ \d+/);
    }
    expect(await recorded()).toEqual([]);
    const good = await run(['sources', 'list', '--per-page', '2', '--page', '0'], env);
    expect(good.code).toBe(0);
    expect(new URLSearchParams((await recorded()).at(-1)!.query).get('perPage')).toBe('2');
  });

  it('deletes an organization only when --confirm repeats its id', async () => {
    const { id } = await client.organizations.create({ name: 'Doomed' });
    const target = { ...env, PLATFORM_ADMIN_ORG: id };
    const none = await run(['organizations', 'delete'], target);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('cannot be undone: --confirm is required');
    expect(none.stderr).toContain(`platform-admin --org ${id} organizations delete --confirm ${id}`);
    const wrong = await run(['organizations', 'delete', '--confirm', ORG], target);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(`--confirm '${ORG}' is not the organization this would delete ('${id}')`);
    expect(await client.organizations.get(id)).toMatchObject({ id });
    const confirmed = await run(['organizations', 'delete', '--confirm', id], target);
    expect(confirmed.code).toBe(0);
    await expect(client.organizations.get(id)).rejects.toMatchObject({ status: 404 });
  });

  it('exits 130 on Ctrl-C, aborting the call in flight', async () => {
    await control('faults', { endpoint: 'sources.list', kind: 'delay', delayMs: 30_000, count: 1 });
    await fetch(`${server.url}/_emulator/requests`, { method: 'DELETE' });
    let pid = 0;
    const started = Date.now();
    const running = run(['sources', 'list'], env, { onSpawn: (id) => (pid = id) });
    while (!(await recorded()).some((r) => r.endpoint === 'sources.list')) {
      if (Date.now() - started > 20_000) throw new Error('the call never reached the emulator');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const interrupted = Date.now();
    process.kill(pid, 'SIGINT');
    const result = await running;
    await fetch(`${server.url}/_emulator/faults`, { method: 'DELETE' });
    expect(result.code).toBe(130);
    // Well before the 30 s the emulator would have taken to answer.
    expect(Date.now() - interrupted).toBeLessThan(10_000);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Interrupted');
  });
});

describe('profiles, login, emulator, completion', () => {
  it('login checks the token and keeps it in a 0600 config file; commands then use the profile', async () => {
    const config = join(work, 'config-login');
    const loginEnv = { ...env, XDG_CONFIG_HOME: config };
    const bad = await run(['login', '--profile', 'ci'], {
      ...loginEnv,
      PLATFORM_ADMIN_TOKEN: 'not-a-valid-token',
    });
    expect(bad.code).toBe(1);
    const login = await run(['login', '--profile', 'ci'], loginEnv);
    expect(login.code).toBe(0);
    expect(login.stderr).toContain("profile 'ci'");
    const file = join(config, 'platform-admin', 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(config, 'platform-admin')).mode & 0o777).toBe(0o700);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.profiles.ci).toMatchObject({ token: TOKEN, org: ORG, host: server.url });
    // Piped on standard input.
    const piped = await run(
      ['login', '--profile', 'piped'],
      { ...loginEnv, PLATFORM_ADMIN_TOKEN: undefined },
      {
        input: `${TOKEN}\n`,
      },
    );
    expect(piped.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const bare = { XDG_CONFIG_HOME: config };
    const listed = await run(['sources', 'list', '--profile', 'ci'], bare);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout).totalEntries).toBeGreaterThan(0);
    const profiles = await run(['profiles'], bare);
    expect(
      JSON.parse(profiles.stdout)
        .map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['ci', 'piped']);
    const unknown = await run(['sources', 'list', '--profile', 'nope'], bare);
    expect(unknown.code).toBe(2);
    const logout = await run(['logout', '--profile', 'ci'], bare);
    expect(logout.code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).profiles.ci.token).toBeUndefined();
  });

  it('--emulator runs a command against a fresh in-process emulator', async () => {
    const result = await run(['--emulator', 'sources', 'list'], { XDG_CONFIG_HOME: join(work, 'none') });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ totalEntries: 0 });
  });

  it('`emulator --port 0` serves the emulator over HTTP until interrupted', async () => {
    let pid = 0;
    let url = '';
    const running = run(
      ['emulator', '--port', '0'],
      {},
      {
        onSpawn: (id) => (pid = id),
        onStdout: (chunk) => {
          url ||= /listening on (\S+)/.exec(chunk)?.[1] ?? '';
        },
      },
    );
    const started = Date.now();
    while (!url && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 25));
    const answer = await fetch(`${url}/rest/organizations/${ORG}/sources/pages`, {
      headers: { authorization: 'Bearer emulator-admin-token' },
    });
    expect(answer.status).toBe(200);
    process.kill(pid, 'SIGINT');
    expect((await running).code).toBe(0);
  });

  it('`emulator --host` sets the address to listen on, as `platform-emulator --host` does', async () => {
    const help = await run(['emulator', '--help'], {});
    expect(help.stdout).toMatch(/--host <address>\s+address to listen on/);
    expect(help.stdout).not.toContain('--bind');
    let pid = 0;
    let url = '';
    // Linux answers on every address of 127.0.0.0/8: one other than the default shows --host was used.
    const running = run(
      ['emulator', '--port', '0', '--host', '127.0.0.2'],
      { PLATFORM_ADMIN_HOST: 'http://127.0.0.1:9' },
      {
        onSpawn: (id) => (pid = id),
        onStdout: (chunk) => {
          url ||= /listening on (\S+)/.exec(chunk)?.[1] ?? '';
        },
      },
    );
    const started = Date.now();
    while (!url && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(url).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
    const answer = await fetch(`${url}/rest/organizations/${ORG}/sources/pages`, {
      headers: { authorization: 'Bearer emulator-admin-token' },
    });
    expect(answer.status).toBe(200);
    process.kill(pid, 'SIGINT');
    expect((await running).code).toBe(0);
    const aUrl = await run(['emulator', '--host', 'http://127.0.0.1:8080'], {});
    expect(aUrl.code).toBe(2);
    expect(aUrl.stderr).toContain('is the address to listen on, not a URL');
  });

  it('writes completion scripts for bash, zsh and fish, and completes areas and operations', async () => {
    for (const shell of ['bash', 'zsh', 'fish']) {
      const script = await run(['completion', shell], {});
      expect(script.code, shell).toBe(0);
      expect(script.stdout, shell).toContain('platform-admin');
    }
    const operations = await run(['complete', '--', 'sources', 'st'], {});
    const names = operations.stdout.split('\n').map((line) => line.split('\t')[0]);
    expect(names).toEqual(expect.arrayContaining(['start-refresh', 'stop-refresh']));
  });
});

describe('the token', () => {
  it('appears in no output, errors included', async () => {
    const errors = await run(['sources', 'get', TOKEN, '--verbose', '--token', TOKEN], env);
    expect(errors.code).toBe(1);
    const check = await run(['auth', 'check-token', '--field-token', TOKEN, '-v'], env);
    expect(check.code).toBe(0);
    expect(seen.length).toBeGreaterThan(20);
    const leaks = seen.filter((text) => text.includes(TOKEN));
    expect(leaks).toEqual([]);
  });
});
