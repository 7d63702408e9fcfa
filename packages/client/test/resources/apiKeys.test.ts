import { type ApiKeyStatusFilter, PlatformError } from '@platform-admin/client';
import { redactCredential } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_TOKEN,
  rejection,
  sleep,
  useEmulator,
} from '../../../../test/support';

const env = useEmulator();
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/apikeys`;

describe('apiKeys', () => {
  it('creates a key (secret shown once), lists, reads, updates, disables, activates and deletes it', async () => {
    const client = env.client();
    const key = await client.apiKeys.create(
      { displayName: 'ci', privileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' }] },
      { apiKeyTemplateId: 'tpl' },
    );
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: base, query: 'apiKeyTemplateId=tpl' });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(wire.headers.authorization).toBe(redactCredential(`Bearer ${DEFAULT_TOKEN}`));
    expect(JSON.parse(wire.body)).toEqual({
      displayName: 'ci',
      privileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' }],
    });
    expect(key).toMatchObject({ displayName: 'ci', enabled: true, apiKeyTemplateId: 'tpl' });
    expect(key.value).toMatch(/^xx/);

    expect(await client.apiKeys.list()).toEqual([expect.objectContaining({ id: key.id, displayName: 'ci' })]);
    expect((await client.apiKeys.get(key.id))?.value).toBeUndefined();

    expect(await client.apiKeys.update(key.id, { ...key, displayName: 'renamed' })).toEqual({});
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/${key.id}` });
    expect(await client.apiKeys.get(key.id)).toMatchObject({ id: key.id, displayName: 'renamed' });

    expect(await client.apiKeys.disable(key.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/${key.id}/disable` });
    expect(await client.apiKeys.get(key.id)).toMatchObject({ enabled: false, status: 'DISABLED' });
    expect(await client.apiKeys.list({ status: 'DEACTIVATED' })).toHaveLength(1);
    expect((await env.lastRequest()).query).toBe('status=DEACTIVATED');
    expect(await client.apiKeys.list({ status: 'ACTIVE' })).toEqual([]);
    const unknown = await rejection(client.apiKeys.list({ status: 'DISABLED' as never }));
    expect(unknown.message).toContain('\'status\' must be one of "ACTIVE"');
    expect(await client.apiKeys.setEnabled({ id: key.id, enabled: true })).toEqual({});
    expect((await env.lastRequest()).path).toBe(`${base}/${key.id}/activate`);
    expect(await client.apiKeys.get(key.id)).toMatchObject({ enabled: true, status: 'ENABLED' });
    expect((await rejection(client.apiKeys.disable('nope'))).status).toBe(404);

    expect(await client.apiKeys.delete(key.id)).toEqual({});
    const error = await client.apiKeys.get(key.id).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    expect(error.requestId).toMatch(/[0-9a-f-]{36}/);
  });

  it('expires a key at the end of its lifetimeDuration: its status and the list status filters follow', async () => {
    const client = env.client();
    const created = Date.now();
    const key = await client.apiKeys.create({ displayName: 'short-lived', lifetimeDuration: 'PT1S' });
    expect(JSON.parse((await env.lastRequest()).body)).toEqual({
      displayName: 'short-lived',
      lifetimeDuration: 'PT1S',
    });
    expect(key.expirationDate).toBeGreaterThanOrEqual(created + 1000);
    expect(key.expirationDate).toBeLessThan(created + 5000);
    const ids = async (status: ApiKeyStatusFilter) =>
      (await client.apiKeys.list({ status }))?.map((k) => k.id);
    expect(await ids('ACTIVE')).toEqual([key.id]);
    expect((await env.lastRequest()).query).toBe('status=ACTIVE');
    expect(await ids('DEACTIVATED')).toEqual([]);

    await sleep(key.expirationDate! - Date.now() + 50);
    expect(await client.apiKeys.get(key.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await ids('ACTIVE')).toEqual([]);
    expect(await ids('DEACTIVATED')).toEqual([key.id]);
    // Extending its activation makes it active again.
    await client.apiKeys.extendActivation(key.id);
    expect(await client.apiKeys.get(key.id)).toMatchObject({ status: 'ENABLED' });
    expect(await ids('ACTIVE')).toEqual([key.id]);

    const refused = await rejection(client.apiKeys.create({ displayName: 'x', lifetimeDuration: 'a week' }));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("'lifetimeDuration' must be an ISO-8601 duration");
    expect(await client.apiKeys.list()).toHaveLength(1);
  });
});

describe('apiKeys: status filters', () => {
  it('lists the keys of each status filter: active, exposed, with a warning, deactivated', async () => {
    const key = (id: string, status: string, exposed = false) => ({
      id,
      displayName: id,
      enabled: !status.startsWith('DISABLED'),
      status,
      ...(exposed ? { exposed } : {}),
    });
    await env.seed({
      records: {
        [DEFAULT_ORGANIZATION_ID]: {
          apikeys: [
            key('plain', 'ENABLED'),
            key('leaked', 'ENABLED', true),
            key('expiring', 'SOON_TO_BE_EXPIRED'),
            key('leaked-and-unused', 'SOON_TO_BE_DISABLED', true),
            key('revoked-leak', 'DISABLED_EXPOSED'),
            key('off', 'DISABLED'),
          ],
        },
      },
    });
    const client = env.client();
    const ids = async (status: ApiKeyStatusFilter) =>
      (await client.apiKeys.list({ status }))?.map((k) => k.id).sort();
    expect(await ids('ACTIVE')).toEqual(['expiring', 'leaked', 'leaked-and-unused', 'plain']);
    expect(await ids('ACTIVE_AND_EXPOSED')).toEqual(['leaked', 'leaked-and-unused']);
    expect((await env.lastRequest()).query).toBe('status=ACTIVE_AND_EXPOSED');
    // A warning: the key expires or is disabled soon, or it is active and exposed.
    expect(await ids('WITH_WARNING')).toEqual(['expiring', 'leaked', 'leaked-and-unused']);
    // Exposed: active ones still exposed, and those disabled for their exposure.
    expect(await ids('ALL_EXPOSED')).toEqual(['leaked', 'leaked-and-unused', 'revoked-leak']);
    expect(await ids('SOON_TO_BE_EXPIRED')).toEqual(['expiring']);
    expect(await ids('SOON_TO_BE_DISABLED')).toEqual(['leaked-and-unused']);
    expect(await ids('DEACTIVATED')).toEqual(['off', 'revoked-leak']);
    expect(await client.apiKeys.list()).toHaveLength(6);
  });
});

describe('apiKeys.update', () => {
  it('disables or enables a key whose replacement says so: its status follows, and so does its use', async () => {
    const client = env.client();
    const privileges = [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' as const }];
    const key = await client.apiKeys.create({ displayName: 'ci', privileges });
    const { value: _secret, ...replacement } = key;
    const asKey = env.client({ accessToken: key.value! });

    // The published update model leaves `enabled` out; a key read with get, sent back, holds it.
    const disabled = { ...replacement, enabled: false };
    await client.apiKeys.update(key.id, disabled);
    expect(await client.apiKeys.get(key.id)).toMatchObject({ enabled: false, status: 'DISABLED' });
    expect(await client.apiKeys.list({ status: 'ACTIVE' })).toEqual([]);
    expect((await rejection(asKey.sources.list())).status).toBe(401);

    const enabled = { ...replacement, enabled: true, status: 'DISABLED' as const };
    await client.apiKeys.update(key.id, enabled);
    expect(await client.apiKeys.get(key.id)).toMatchObject({ enabled: true, status: 'ENABLED' });
    expect(await asKey.sources.list()).toBeDefined();
  });
});

describe('apiKeys.templates.listPrivilegesEligibility', () => {
  it('tells an API key caller which templates need privileges it lacks, as its own privileges say', async () => {
    const client = env.client();
    const privileges = [
      { owner: 'PLATFORM', targetDomain: 'API_KEY', type: 'VIEW' as const },
      { owner: 'SEARCH_API', targetDomain: 'EXECUTE_QUERY' },
    ];
    const key = await client.apiKeys.create({ displayName: 'Searcher', privileges });
    const eligibility = await env
      .client({ accessToken: key.value! })
      .apiKeys.templates.listPrivilegesEligibility();
    const byId = Object.fromEntries(eligibility!.map((template) => [template.id, template]));
    expect(byId.SearchPage).toEqual({ id: 'SearchPage', canGenerate: true, missingPrivileges: [] });
    expect(byId.PushSource).toEqual({
      id: 'PushSource',
      canGenerate: false,
      missingPrivileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'EDIT' }],
    });
    expect(byId.AnonymousSearch.missingPrivileges).toEqual([
      { owner: 'USAGE_ANALYTICS', targetDomain: 'ANALYTICS_DATA', type: 'EDIT' },
    ]);
  });
});
