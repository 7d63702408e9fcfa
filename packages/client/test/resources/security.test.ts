import type { PlatformClient, PushIdentityBatchModel } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, sleep, useEmulator } from '../../../../test/support';

const LIFECYCLE_MS = 200;
const env = useEmulator({ refreshDurationMs: LIFECYCLE_MS });
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const INDEX = `${DEFAULT_ORGANIZATION_ID}-index-1`;
const user = (name: string) => ({ name, type: 'User' as const });
const group = (name: string) => ({ name, type: 'Group' as const });
/** The same identities as the Push API names their types. */
const pushUser = (name: string) => ({ name, type: 'USER' as const });
const pushGroup = (name: string) => ({ name, type: 'GROUP' as const });

/** Sends a Push API batch as the platform takes it: uploaded to a file container, then named by its fileId. */
async function pushBatch(
  client: PlatformClient,
  providerId: string,
  batch: PushIdentityBatchModel,
  orderingId?: number,
) {
  const container = await client.pushApi.createFileContainer();
  const upload = await fetch(container.uploadUri, {
    method: 'PUT',
    headers: container.requiredHeaders,
    body: JSON.stringify(batch),
  });
  expect(upload.status).toBe(200);
  return client.pushApi.updateIdentitiesBatch(providerId, { fileId: container.fileId, orderingId });
}

async function withProvider(id = 'corp') {
  const client = env.client();
  await client.securityProviders.createOrUpdate(id, { name: id, type: 'EXPANDED' });
  return client;
}

describe('security providers', () => {
  it('creates, reads, lists, deletes; schedules come with the provider', async () => {
    const client = await withProvider('corp');
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${org}/securityproviders/corp` });
    expect(JSON.parse(wire.body)).toEqual({ name: 'corp', type: 'EXPANDED' });
    const provider = await client.securityProviders.get('corp');
    expect(provider).toMatchObject({
      id: 'corp',
      name: 'corp',
      currentStatus: { type: 'IDLE', totalNumberOfEntities: 0 },
    });
    expect((await client.securityProviders.list())!.map((p) => p.id)).toEqual(['corp']);
    const [schedule] = (await client.securityProviders.listSchedules('corp'))!;
    const updated = await client.securityProviders.updateSchedule('corp', schedule.id, { enabled: false });
    expect(updated).toMatchObject({ id: schedule.id, enabled: false });
    expect((await client.securityCache.listSchedules())!.map((s) => s.enabled)).toEqual([false]);
    expect(
      await client.securityProviders.updateRaw('corp', { caseSensitive: true }, { forceUpdate: true }),
    ).toEqual({});
    wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${org}/securityproviders/corp/raw`,
      query: 'forceUpdate=true',
    });
    // The raw configuration: the published fields only (no id).
    expect(await client.securityProviders.getRaw('corp')).toEqual({
      name: 'corp',
      type: 'EXPANDED',
      organizationId: DEFAULT_ORGANIZATION_ID,
      caseSensitive: true,
    });
    // The platform answers 204, no body.
    expect(
      await env.sendJson('PUT', `${org}/securityproviders/corp/raw`, '{"name":"corp","caseSensitive":false}'),
    ).toEqual({ status: 204, body: undefined });
    expect(await client.securityProviders.getRaw('corp')).toMatchObject({
      name: 'corp',
      caseSensitive: false,
    });
    await client.securityProviders.delete('corp');
    expect((await rejection(client.securityProviders.get('corp'))).status).toBe(404);
    expect(await client.securityCache.listSchedules()).toEqual([]);
  });

  it('refreshes (REFRESHING, then IDLE with SUCCESS) and cancels a refresh, with activities that agree', async () => {
    const client = await withProvider();
    await client.pushApi.updateIdentity('corp', { identity: pushUser('ann') });
    await client.securityCache.refreshProvider('corp');
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/securitycache/corp/refresh`,
      body: '{}',
    });
    expect((await client.securityProviders.get('corp'))!.currentStatus!.type).toBe('REFRESHING');
    expect((await rejection(client.securityCache.refreshProvider('corp'))).status).toBe(409);
    expect((await client.securityCache.getStatus())!.currentStatus.type).toBe('REFRESHING');
    await sleep(LIFECYCLE_MS + 50);
    const done = await client.securityProviders.get('corp');
    expect(done).toMatchObject({
      currentStatus: { type: 'IDLE' },
      lastRefreshOperation: { result: 'SUCCESS', numberOfEntitiesProcessed: 1 },
    });
    const [finished] = (await client.activities.list({ operations: ['REFRESH'] })).items;
    expect(finished).toMatchObject({
      id: done!.lastRefreshOperation!.id,
      resourceType: 'SECURITY_PROVIDER',
      state: 'EXECUTED',
      result: 'SUCCESS',
    });

    await client.securityCache.refreshProvider('corp');
    await client.securityProviders.cancelRefresh('corp');
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/securityproviders/corp/refresh/cancel`,
    });
    const cancelled = await client.securityProviders.get('corp');
    expect(cancelled).toMatchObject({
      currentStatus: { type: 'IDLE' },
      lastRefreshOperation: { result: 'ABORT' },
    });
    const latest = (await client.activities.list({ operations: ['REFRESH'] })).items[0];
    expect(latest).toMatchObject({
      id: cancelled!.lastRefreshOperation!.id,
      state: 'EXECUTED',
      result: 'ABORT',
    });
    expect((await rejection(client.securityProviders.cancelRefresh('corp'))).status).toBe(409);

    // Aborting the activity cancels the refresh too.
    await client.securityCache.refresh();
    const running = (await client.securityProviders.get('corp'))!.currentStatus!;
    await client.activities.abort(String(running.activityId));
    expect((await client.securityProviders.get('corp'))!.lastRefreshOperation!.result).toBe('ABORT');
  });
});

describe('the security cache: disabled identities', () => {
  it('enables the disabled identities (the emulator disables none) of every provider or of one; 404 for an unknown one', async () => {
    const client = await withProvider('corp');
    await withProvider('hr');
    await client.pushApi.updateIdentity('corp', { identity: pushUser('ann') });
    const enabling = async () =>
      (await client.activities.list({ operations: ['ENABLE_DISABLED_ENTITIES'] })).items;
    expect(await enabling()).toEqual([]);
    expect(await client.securityCache.enableProviderDisabledEntities('corp')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/securitycache/corp/disabled/enable`,
    });
    expect(await enabling()).toEqual([
      expect.objectContaining({ resourceType: 'SECURITY_PROVIDER', resourceId: 'corp' }),
    ]);
    await client.securityCache.enableDisabledEntities();
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/securitycache/disabled/enable`,
    });
    expect((await enabling()).map((a) => a.resourceId).sort()).toEqual(['corp', 'corp', 'hr']);
    // Nothing was disabled: the identities stay as they were.
    expect((await client.securityCache.getStatus())!.statistics.numberOfEntitiesByState).toMatchObject({
      UP_TO_DATE: 1,
      DISABLED: 0,
    });
    expect((await rejection(client.securityCache.enableProviderDisabledEntities('ghost'))).status).toBe(404);
    expect(await enabling()).toHaveLength(3);
  });
});

describe('the Push API and the security cache', () => {
  it('sends identities to the serverless host, and the cache reports members, parents and children', async () => {
    const client = await withProvider();
    const queued = await client.pushApi.updateIdentity(
      'corp',
      { identity: pushGroup('engineering'), members: [pushUser('ann'), pushGroup('backend')] },
      { orderingId: 5 },
    );
    expect(queued).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `/push/v1/organizations/${DEFAULT_ORGANIZATION_ID}/providers/corp/permissions`,
      query: 'orderingId=5',
      endpoint: 'pushApi.updateIdentity',
    });
    expect(JSON.parse(wire.body).members).toHaveLength(2);
    await pushBatch(client, 'corp', {
      members: [
        { identity: pushGroup('backend'), members: [pushUser('bob')] },
        { identity: pushUser('ann') },
        { identity: pushUser('bob') },
      ],
      mappings: [
        { identity: pushUser('ann'), mappings: [{ name: 'ann@corp.com', type: 'USER', provider: 'Email' }] },
      ],
    });
    const batchWire = await env.lastRequest();
    expect(batchWire).toMatchObject({
      method: 'PUT',
      path: `/push/v1/organizations/${DEFAULT_ORGANIZATION_ID}/providers/corp/permissions/batch`,
      query: expect.stringMatching(/^fileId=[\w-]+$/),
    });

    const members = await client.securityCache.listMembers('corp', { perPage: 2 });
    expect(await env.lastRequest()).toMatchObject({ query: 'usePageModel=true&perPage=2' });
    expect(members).toMatchObject({ totalEntries: 4, totalPages: 2 });
    expect(members!.items.map((i) => i.name)).toEqual(['ann', 'backend']);
    const ann = await client.securityCache.getEntity('corp', user('ann'));
    expect(ann.mappings).toEqual([{ name: 'ann@corp.com', type: 'User', provider: 'Email' }]);

    const direct = await client.securityCache.listChildren('corp', group('engineering'));
    expect(direct.items.map((i) => i.name).sort()).toEqual(['ann', 'backend']);
    const all = await client.securityCache.listChildren('corp', group('engineering'), { recursive: true });
    expect(all.items.map((i) => i.name).sort()).toEqual(['ann', 'backend', 'bob']);
    const parents = await client.securityCache.listParents('corp', user('bob'), { recursive: true });
    expect(await env.lastRequest()).toMatchObject({
      path: `${org}/securitycache/entities/corp/members/parents`,
      query: 'recursive=true',
    });
    expect(parents.items.map((i) => i.name).sort()).toEqual(['backend', 'engineering']);

    const filtered = await client.securityCache.filterEntities({
      filterTerm: 'B',
      identityTypes: ['USER'],
      providerIds: ['corp'],
    });
    expect(JSON.parse((await env.lastRequest()).body)).toEqual({
      filterTerm: 'B',
      identityTypes: ['USER'],
      providerIds: ['corp'],
    });
    expect(filtered.items.map((i) => i.name)).toEqual(['bob']);
    expect((await client.securityCache.filterEntities({ providerIds: ['other'] })).totalEntries).toBe(0);
    const names = async (filteringMode?: 'PREFIX' | 'SUBSTRING') =>
      (await client.securityCache.filterEntities({ filterTerm: 'E', filteringMode })).items.map(
        (i) => i.name,
      );
    expect(await names()).toEqual(['backend', 'engineering']);
    expect(await names('PREFIX')).toEqual(['engineering']);
    expect(await client.securityCache.isEntityListingSupported()).toBe(true);

    // Deleting an identity removes it from its groups.
    await client.pushApi.deleteIdentity('corp', { identity: pushUser('bob') });
    expect((await client.securityCache.listChildren('corp', group('backend'))).items).toEqual([]);
    expect((await rejection(client.securityCache.getEntity('corp', user('bob')))).status).toBe(404);
    expect((await client.securityCache.getStatus())!.statistics).toMatchObject({
      numberOfProviders: 1,
      totalNumberOfEntities: 3,
    });
  });

  it('ignores older writes, deletes older identities with olderthan, and refuses unknown providers', async () => {
    const client = await withProvider();
    const future = Date.now() + 3_600_000;
    await client.pushApi.updateIdentity('corp', { identity: pushUser('kept') }, { orderingId: future });
    await client.pushApi.updateIdentity('corp', { identity: pushUser('gone') });
    await client.pushApi.updateIdentity(
      'corp',
      { identity: pushUser('kept'), wellKnowns: [pushGroup('everyone')] },
      { orderingId: 1 },
    );
    expect((await client.securityCache.getEntity('corp', user('kept'))).wellKnowns).toEqual([]);

    const cutoff = Date.now();
    await client.pushApi.deleteOlderThan('corp', { orderingId: cutoff, queueDelay: 0 });
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `/push/v1/organizations/${DEFAULT_ORGANIZATION_ID}/providers/corp/permissions/olderthan`,
      query: `orderingId=${cutoff}&queueDelay=0`,
    });
    expect(await client.securityCache.listEntities('corp')).toEqual({
      items: [{ id: 1, provider: 'corp', data: 'kept' }],
      totalEntries: 1,
      totalPages: 1,
    });

    expect((await rejection(client.pushApi.updateIdentity('nope', { identity: pushUser('x') }))).status).toBe(
      404,
    );
    const noFile = await rejection(client.pushApi.updateIdentitiesBatch('corp', {} as never));
    expect(noFile.message).toContain("the query parameter 'fileId' is required");
    expect((await rejection(client.pushApi.updateIdentitiesBatch('corp', { fileId: 'nope' }))).status).toBe(
      404,
    );
    const older = await rejection(client.pushApi.deleteOlderThan('corp', {} as never));
    expect(older.message).toContain("the query parameter 'orderingId' is required");
    const container = await client.pushApi.createFileContainer({ useVirtualHostedStyleUrl: true });
    expect(container).toMatchObject({
      fileId: expect.any(String),
      uploadUri: expect.stringContaining(container.fileId),
      requiredHeaders: { 'Content-Type': 'application/octet-stream' },
    });
    // The Push API answers 201 with the container, and 202 with no body to the identity calls.
    const files = `/push/v1/organizations/${DEFAULT_ORGANIZATION_ID}/files`;
    const made = await env.sendJson('POST', files);
    expect(made.status).toBe(201);
    expect(made.body.uploadUri).toContain(made.body.fileId);
    expect(
      await env.sendJson(
        'PUT',
        `/push/v1/organizations/${DEFAULT_ORGANIZATION_ID}/providers/corp/permissions`,
        JSON.stringify({ identity: pushUser('raw') }),
      ),
    ).toEqual({ status: 202, body: undefined });
    expect(await client.securityCache.getEntity('corp', user('raw'))).toMatchObject({ name: 'raw' });
    // The upload link takes the file (no token, as a pre-signed link) and serves it back.
    const upload = await fetch(container.uploadUri, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: '{"addOrUpdate":[]}',
    });
    expect(upload.status).toBe(200);
    expect(await (await fetch(container.uploadUri)).text()).toBe('{"addOrUpdate":[]}');
    // A container that holds no batch, and a malformed batch, store nothing.
    const empty = await client.pushApi.createFileContainer();
    const unread = await rejection(client.pushApi.updateIdentitiesBatch('corp', { fileId: empty.fileId }));
    expect(unread.message).toContain('holds no batch');
    const bad = await rejection(
      pushBatch(client, 'corp', {
        members: [{ identity: pushUser('new') }, { identity: { name: 5 } as never }],
      }),
    );
    expect(bad.status).toBe(400);
    expect((await rejection(client.securityCache.getEntity('corp', user('new')))).status).toBe(404);
  });
});

describe('document permissions', () => {
  it('expand through the cache, and change with what the Push API sends', async () => {
    const client = await withProvider();
    await env.seed({
      records: {
        [DEFAULT_ORGANIZATION_ID]: {
          indexDocuments: [
            {
              id: 'doc-1',
              indexId: INDEX,
              permissions: [
                {
                  allowedPermissions: [{ ...group('engineering'), provider: 'corp' }],
                  deniedPermissions: [{ ...user('eve'), provider: 'corp' }],
                },
              ],
            },
          ],
        },
      },
    });
    let declared = await client.indexes.documents.listPermissions(INDEX, 'doc-1');
    expect(await env.lastRequest()).toMatchObject({
      path: `${org}/indexes/${INDEX}/documents/doc-1/permissions`,
    });
    expect(declared!.permissionSets[0].allowedPermissions).toEqual([
      expect.objectContaining({ name: 'engineering', state: 'NOT_UPDATED' }),
    ]);
    expect((await client.indexes.documents.listEffectivePermissions(INDEX, 'doc-1'))!.items).toEqual([]);

    await pushBatch(client, 'corp', {
      members: [
        { identity: pushGroup('engineering'), members: [pushUser('ann'), pushUser('eve')] },
        { identity: pushUser('ann') },
        { identity: pushUser('eve') },
      ],
    });
    declared = await client.indexes.documents.listPermissions(INDEX, 'doc-1');
    expect(declared!.permissionSets[0].allowedPermissions[0]).toMatchObject({ state: 'UP_TO_DATE' });
    const effective = await client.indexes.documents.listEffectivePermissions(INDEX, 'doc-1');
    const byName = Object.fromEntries(effective!.items.map((i) => [i.name, i.allowed]));
    expect(byName).toEqual({ eve: false, engineering: true, ann: true });
    const allowedOnly = await client.indexes.documents.listEffectivePermissions(INDEX, 'doc-1', {
      includedEntities: 'ALLOWED',
    });
    expect(await env.lastRequest()).toMatchObject({ query: 'includedEntities=ALLOWED' });
    expect(allowedOnly!.items.map((i) => i.name).sort()).toEqual(['ann', 'engineering']);

    await client.pushApi.deleteOlderThan('corp', { orderingId: Date.now() + 1 });
    expect((await client.indexes.documents.listEffectivePermissions(INDEX, 'doc-1'))!.items).toEqual([]);
    expect((await rejection(client.indexes.documents.listPermissions(INDEX, 'nope'))).status).toBe(404);
    expect((await rejection(client.indexes.documents.listPermissions('no-index', 'doc-1'))).status).toBe(404);
  });

  it('says the security cache can list identities: filterEntities lists them', async () => {
    const client = env.client();
    expect(await client.securityCache.isEntityListingSupported()).toBe(true);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/securitycache/entities/list/is_supported`,
      endpoint: 'securityCache.isEntityListingSupported',
    });
    expect((await client.securityCache.filterEntities({})).totalEntries).toEqual(expect.any(Number));
  });
});
