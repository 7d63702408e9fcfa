import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../test/support';

const env = useEmulator();

describe('API keys as bearer tokens', () => {
  it('work with the privileges they were given: 200 where granted, 403 where not, 401 once disabled or deleted', async () => {
    const admin = env.client();
    const key = await admin.apiKeys.create({
      displayName: 'reader',
      privileges: [
        { owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' },
        { owner: 'PLATFORM', targetDomain: 'FIELD', type: 'EDIT' },
      ],
    });
    const client = env.client({ accessToken: key.value! });

    // VIEW on sources: listing works; creating one does not.
    const sources = await client.sources.list();
    expect(sources?.totalEntries).toBeGreaterThanOrEqual(0);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'GET',
      path: `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/sources/pages`,
    });
    // The request log keeps a fingerprint of the key, never the key.
    expect(JSON.stringify(wire)).not.toContain(key.value);
    const refused = await rejection(
      client.sources.create({ name: 'nope', sourceType: 'PUSH', sourceVisibility: 'SECURED' }),
    );
    expect(refused).toMatchObject({ status: 403 });
    expect(refused.message).toContain('PLATFORM SOURCE EDIT');
    expect(refused.message).not.toContain(key.value);

    // EDIT grants VIEW: fields can be read and created.
    expect(await client.fields.list()).toBeDefined();
    // No privilege on groups or API keys at all.
    expect(await rejection(client.groups.list())).toMatchObject({ status: 403 });
    expect(await rejection(client.apiKeys.list())).toMatchObject({ status: 403 });
    // The key belongs to its organization only.
    const elsewhere = env.client({ accessToken: key.value!, organizationId: 'emulator-other-org' });
    expect((await rejection(elsewhere.sources.list())).status).toBeGreaterThanOrEqual(403);

    await admin.apiKeys.disable(key.id);
    expect(await rejection(client.sources.list())).toMatchObject({ status: 401 });
    await admin.apiKeys.activate(key.id);
    expect(await client.sources.list()).toBeDefined();
    await admin.apiKeys.delete(key.id);
    expect(await rejection(client.sources.list())).toMatchObject({ status: 401 });
  });
});
