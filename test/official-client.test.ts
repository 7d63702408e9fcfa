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
      sourceType: 'WEB',
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
    expect(verdict).toMatchObject({ approved: true, evaluationReport: 'OPERATION_GRANTED' });
    expect(Array.isArray(await platform.group.list())).toBe(true);
    expect(await platform.pipeline.list()).toBeDefined();
    expect(Array.isArray(await platform.resourceSnapshot.list())).toBe(true);
  });
});
