// The platform's own TypeScript client, pointed at the emulator, works unchanged: it sends what it
// sends to the platform (an empty {} on writes, perPage, ...) and reads what it expects back.
import PlatformClient from '@coveo/platform-client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN, useEmulator } from './support';

const env = useEmulator({ refreshDurationMs: 50 });
const official = () =>
  new PlatformClient({ accessToken: DEFAULT_TOKEN, organizationId: DEFAULT_ORGANIZATION_ID, host: env.url });

describe("the platform's official client against the emulator", () => {
  it('reads the organization, its indexes, fields, sources, extensions and limits', async () => {
    const platform = official();
    expect((await platform.organization.get(DEFAULT_ORGANIZATION_ID)).id).toBe(DEFAULT_ORGANIZATION_ID);
    expect(Array.isArray(await platform.index.list())).toBe(true);
    expect(await platform.field.list({ perPage: 5 })).toMatchObject({ totalEntries: expect.any(Number) });
    expect(await platform.source.list({ perPage: 5 })).toMatchObject({ totalEntries: expect.any(Number) });
    expect(Array.isArray(await platform.extension.list())).toBe(true);
    expect(await platform.limits.getAll()).toBeTypeOf('object');
    const history = await platform.limits.getHistoryLimit('index' as never, 'numberOfFields');
    expect(history[0]).toEqual({ date: expect.any(Number), limitValue: expect.any(Number) });
  });

  it('creates, disables and deletes an API key; creates and refreshes a source', async () => {
    const platform = official();
    const key = await platform.apiKey.create({
      displayName: 'official',
      privileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' }],
    } as never);
    expect(key.id).toBeTruthy();
    await platform.apiKey.disable(key.id);
    expect((await platform.apiKey.get(key.id)).enabled).toBe(false);
    await platform.apiKey.delete(key.id);

    const source = await platform.source.create({
      name: 'Official',
      sourceType: 'WEB2',
      sourceVisibility: 'SHARED',
    } as never);
    expect(source.id).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 120));
    await platform.source.startRefresh(source.id);
    const writes = (await env.requests()).filter((r) => r.endpoint === 'sources.startRefresh');
    expect(writes.at(-1)?.body).toBe('{}');
  });

  it('evaluates a privilege and pages through groups, pipelines and snapshots', async () => {
    const platform = official();
    const verdict = await platform.privilegeEvaluator.evaluate({
      requestedPrivilege: { owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' },
    } as never);
    expect(verdict).toMatchObject({
      approved: true,
      evaluationReport: { privilegeEvaluationResultCodes: ['OPERATION_GRANTED'] },
    });
    expect(Array.isArray(await platform.group.list())).toBe(true);
    expect(await platform.pipeline.list()).toBeDefined();
    expect(Array.isArray(await platform.resourceSnapshot.list())).toBe(true);
  });
});

describe("the official client's calls that the platform's specs allow (issue 24)", () => {
  it('activates, disables and deletes API keys in bulk, the ids sent as a JSON array', async () => {
    const platform = official();
    const ids: string[] = [];
    for (const displayName of ['a', 'b', 'c']) {
      ids.push((await platform.apiKey.create({ displayName } as never)).id);
    }
    await platform.apiKey.disable(ids);
    await platform.apiKey.activate(ids.slice(0, 2));
    const enabled = await Promise.all(ids.map(async (id) => (await platform.apiKey.get(id)).enabled));
    expect(enabled).toEqual([true, true, false]);
    await platform.apiKey.delete(ids);
    expect((await platform.apiKey.list()).map((key) => key.id)).toEqual([]);
    const bulk = (await env.requests()).filter((r) => /^apiKeys\.\w+Bulk$/.test(r.endpoint ?? ''));
    expect(bulk.map((r) => [r.endpoint, JSON.parse(r.body)])).toEqual([
      ['apiKeys.disableBulk', ids],
      ['apiKeys.activateBulk', ids.slice(0, 2)],
      ['apiKeys.deleteBulk', ids],
    ]);
  });

  it("reads a permission filter's users and targets without `org`: the token's organization", async () => {
    const platform = official();
    const { id } = await platform.ua.filters.createPermissionFilter({
      displayName: 'Canada',
      value: "(country=='Canada')",
    } as never);
    await platform.ua.filters.updatePermissionFilterUsers(id, ['someone@example.com'] as never);
    const users = await platform.ua.filters.getPermissionFilterUsers(id);
    expect(users).toEqual([expect.objectContaining({ userId: 'someone@example.com', filters: [id] })]);
    // The platform answers a list that holds the filter's targets.
    expect(await platform.ua.filters.getPermissionFilterTargets(id)).toMatchObject([
      { targetedUsers: [{ userId: 'someone@example.com' }], targetedGroups: [] },
    ]);
    const reads = (await env.requests()).filter((r) =>
      /^ua\.filters\.permissions\.get/.test(r.endpoint ?? ''),
    );
    expect(reads.map((r) => r.query)).toEqual(['', '']);
  });

  it('replays a query with `dateRange` as an object of dates, as the search API takes it', async () => {
    const platform = official();
    const query = await env.sendJson(
      'POST',
      `/rest/search/v2?organizationId=${DEFAULT_ORGANIZATION_ID}`,
      '{"q":"emulator"}',
    );
    expect(query.status).toBe(200);
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const replay = await platform.searchAnalysis.replay(query.body.searchUid, from, to);
    // As the platform publishes it: the query's parameters, the steps run, the results.
    expect(replay).toMatchObject({
      requestParameters: { q: 'emulator' },
      execution: expect.any(Array),
      results: expect.any(Array),
      totalResultsCount: expect.any(Number),
    });
    const sent = (await env.requests()).find((r) => r.endpoint === 'search.analysis.replay');
    expect(JSON.parse(sent!.body)).toEqual({ id: query.body.searchUid, dateRange: { from, to } });
  });

  it("downloads a snapshot's content from its generated URL, without a bearer token", async () => {
    const platform = official();
    const snapshot = await platform.resourceSnapshot.createFromOrganization({} as never);
    const { url } = await platform.resourceSnapshot.generateUrl(snapshot.id);
    const response = await platform.resourceSnapshot.getContent(snapshot.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ snapshotId: snapshot.id });
    const download = (await env.requests()).at(-1)!;
    expect(download.headers.authorization).toBeUndefined();
    expect(download.query).toContain('signature=[redacted]');
    // The URL opens that snapshot's content only, with its signature, until it expires.
    const tampered = url.replace(/contentType=\w+/, 'contentType=CURRENT_STATE');
    expect((await fetch(tampered)).status).toBe(403);
    expect((await fetch(url.replace(/signature=\w+/, 'signature=0'))).status).toBe(403);
    expect((await fetch(url.replace(/\/content\?/, '/diff?'))).status).toBe(401);
  });
});

/** Areas of the official client outside the spec and the platform additions (commerce product listings). */
const OUT_OF_SCOPE = /^platform\.(productListing|productListingConfiguration|products)\./;

describe("every method of the platform's official client", () => {
  it('reaches a route of the emulator: no unknown path, no server error, nothing unserved', async () => {
    const platform = official();
    const seen = new Set<object>();
    const problems: string[] = [];
    let calls = 0;
    const probe = async (target: Record<string, any>, path: string, depth: number): Promise<void> => {
      if (depth > 3 || seen.has(target)) return;
      seen.add(target);
      const names = new Set<string>();
      for (let proto = Object.getPrototypeOf(target); proto && proto !== Object.prototype; ) {
        for (const name of Object.getOwnPropertyNames(proto)) names.add(name);
        proto = Object.getPrototypeOf(proto);
      }
      for (const name of names) {
        const method = target[name];
        if (name === 'constructor' || typeof method !== 'function' || OUT_OF_SCOPE.test(`${path}.${name}.`))
          continue;
        // Placeholder arguments: an id first, then empty objects. The emulator may refuse them (4xx).
        const args = Array.from({ length: Math.max(method.length, 1) }, (_, i) => (i === 0 ? 'x' : {}));
        calls++;
        try {
          await method.apply(target, args);
        } catch (error: any) {
          const message = String(error?.message ?? error);
          const status = error?.statusCode ?? error?.status;
          if (/No route|does not serve/.test(message) || status >= 500) {
            problems.push(`${path}.${name}: ${status ?? ''} ${message.slice(0, 120)}`);
          }
        }
      }
      for (const [key, value] of Object.entries(target)) {
        if (
          value &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          !/^(api|serverlessApi)$/.test(key)
        ) {
          await probe(value, `${path}.${key}`, depth + 1);
        }
      }
    };
    await probe(platform as unknown as Record<string, any>, 'platform', 0);
    expect(calls).toBeGreaterThan(800);
    expect(problems).toEqual([]);
  }, 120_000);
});
