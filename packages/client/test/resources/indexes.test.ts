import type { CreateIndexModel } from '@platform-admin/client';
import { redactCredential } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_TOKEN,
  rejection,
  sleep,
  useEmulator,
} from '../../../../test/support';

const LIFECYCLE_MS = 300;
const env = useEmulator({ refreshDurationMs: LIFECYCLE_MS });
const raw = (method: string, path: string, body?: string) => env.send(method, path, body);
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const base = `${org}/indexes`;
const defaultIndex = `${DEFAULT_ORGANIZATION_ID}-index-1`;
const waitLifecycle = () => sleep(LIFECYCLE_MS + 100);

const newIndex = (sizeInGibibytes = 50): CreateIndexModel => ({
  machineSpec: { architecture: 'X86_64', storageSpec: { storageType: 'SSD', sizeInGibibytes } },
  logicalIndex: 'default',
});

describe('indexes: reading', () => {
  it('lists the provisioned index and reads it by id', async () => {
    const client = env.client();
    const indexes = await client.indexes.list();
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'GET', path: base, query: '', body: '', endpoint: 'indexes.list' });
    expect(wire.headers.authorization).toBe(redactCredential(`Bearer ${DEFAULT_TOKEN}`));
    expect(wire.headers.accept).toBe('application/json');
    expect(indexes).toEqual([
      expect.objectContaining({
        id: defaultIndex,
        type: 'COVEO',
        status: 'ONLINE',
        online: true,
        readOnly: false,
        machineSpec: expect.objectContaining({
          storageSpec: expect.objectContaining({ sizeInGibibytes: 100 }),
        }),
      }),
    ]);

    const index = await client.indexes.get(defaultIndex);
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'GET', path: `${base}/${defaultIndex}`, endpoint: 'indexes.get' });
    expect(index).toEqual(indexes![0]);
    expect(index).not.toHaveProperty('pendingUntil');
  });

  it('answers 404 for an unknown index, with the id percent-encoded on the wire', async () => {
    const client = env.client();
    const error = await rejection(client.indexes.get('no such/index'));
    expect(error).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    expect(error.message).toContain("Index 'no such/index' does not exist");
    expect((await env.lastRequest()).path).toBe(`${base}/no%20such%2Findex`);
    for (const call of [
      () => client.indexes.getStats('nope'),
      () => client.indexes.getConfiguration('nope'),
      () => client.indexes.delete('nope'),
      () => client.indexes.backup('nope'),
      () => client.indexes.commit('nope'),
      () => client.indexes.resize('nope', 10),
      () => client.indexes.setOnline('nope', { isOnline: true }),
      () => client.indexes.setReadOnly('nope', { isReadOnly: true }),
      () => client.indexes.restore('nope', { backupId: 'b' }),
      () => client.indexes.updateConfiguration('nope', {}),
    ]) {
      expect((await rejection(call())).status).toBe(404);
    }
  });
});

describe('indexes: create and delete', () => {
  it('creates an index (CREATING, then ONLINE) and deletes it', async () => {
    const client = env.client();
    const created = await client.indexes.create({ ...newIndex(), backupType: 'FULL' });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: base, query: '', endpoint: 'indexes.create' });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toEqual({ ...newIndex(), backupType: 'FULL' });
    expect(created).toMatchObject({
      organizationId: DEFAULT_ORGANIZATION_ID,
      type: 'COVEO',
      backupType: 'FULL',
      online: true,
      readOnly: false,
      status: 'CREATING',
    });
    expect(created.id).toMatch(new RegExp(`^${DEFAULT_ORGANIZATION_ID}-index-`));
    expect(created.createdDate).toBeGreaterThan(Date.now() - 60_000);
    expect((await client.indexes.list())?.map((i) => i.id)).toEqual([defaultIndex, created.id]);

    await waitLifecycle();
    expect((await client.indexes.get(created.id))?.status).toBe('ONLINE');

    expect(await client.indexes.delete(created.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/${created.id}`,
      body: '',
    });
    expect((await rejection(client.indexes.get(created.id))).status).toBe(404);
    expect((await client.indexes.list())?.map((i) => i.id)).toEqual([defaultIndex]);
  });

  it('refuses malformed index models with 400 naming the problem', async () => {
    const client = env.client();
    const cases: Array<[unknown, string]> = [
      [{}, "'machineSpec' is required"],
      [{ machineSpec: 'big' }, "'machineSpec' must be a JSON object"],
      [{ machineSpec: {} }, "'machineSpec.storageSpec' is required"],
      [{ machineSpec: { storageSpec: {} } }, "'machineSpec.storageSpec.sizeInGibibytes' is required"],
      [{ machineSpec: { storageSpec: { sizeInGibibytes: -1 } } }, 'positive number'],
      [{ machineSpec: { storageSpec: { sizeInGibibytes: '10' } } }, 'positive number'],
      [{ ...newIndex(), type: 'SOLR' }, "'type' must be one of: COVEO, ELASTIC, INDEX_LESS, ON_PREMISES"],
      [{ ...newIndex(), backupType: 'DAILY' }, "'backupType' must be one of: FULL, NONE, REGULAR"],
      [{ ...newIndex(), online: 'yes' }, "'online' must be a boolean"],
      [{ ...newIndex(), logicalIndex: '' }, "'logicalIndex' must be a non-empty string"],
      [{ ...newIndex(), copyFromId: 'ghost' }, "'copyFromId' names no index"],
    ];
    for (const [model, message] of cases) {
      const error = await rejection(client.indexes.create(model as CreateIndexModel));
      expect(error.status, JSON.stringify(model)).toBe(400);
      expect(error.message).toContain(message);
    }
    const notJson = await raw('POST', base, '{"machineSpec":');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ errorCode: 'INVALID_JSON' });
    const noBody = await raw('POST', base);
    expect(noBody.status).toBe(400);
    expect(await noBody.json()).toMatchObject({ errorCode: 'MISSING_BODY' });
    expect(await client.indexes.list()).toHaveLength(1);
  });
});

describe('indexes: resize, online, read-only', () => {
  it('resizes the storage (RESIZING, then ONLINE); another resize meanwhile is a 409', async () => {
    const client = env.client();
    const resized = await client.indexes.resize(defaultIndex, 250);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/${defaultIndex}/resize`, query: '' });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toEqual({ sizeInGibibytes: 250 });
    expect(resized.status).toBe('RESIZING');
    expect(resized.machineSpec).toEqual({
      architecture: 'X86_64',
      storageSpec: { storageType: 'SSD', sizeInGibibytes: 250 },
    });
    const busy = await rejection(client.indexes.resize(defaultIndex, 300));
    expect(busy).toMatchObject({ status: 409, errorCode: 'CONFLICT' });
    expect(busy.message).toContain('RESIZING');

    await waitLifecycle();
    const index = await client.indexes.get(defaultIndex);
    expect(index?.status).toBe('ONLINE');
    expect(index?.machineSpec?.storageSpec.sizeInGibibytes).toBe(250);
  });

  it('refuses a size that is not a positive number', async () => {
    const client = env.client();
    for (const size of [0, -5, Number.NaN, '12' as unknown as number]) {
      const error = await rejection(client.indexes.resize(defaultIndex, size));
      expect(error.status).toBe(400);
      expect(error.message).toContain("'sizeInGibibytes'");
    }
    expect(
      (await rejection(client.indexes.resize(defaultIndex, undefined as unknown as number))).message,
    ).toContain("'sizeInGibibytes' is required");
    for (const body of [undefined, '[]', '"big"', '{"sizeInGibibytes":null}', '{oops']) {
      const response = await raw('POST', `${base}/${defaultIndex}/resize`, body);
      expect(response.status, String(body)).toBe(400);
    }
    expect((await client.indexes.get(defaultIndex))?.machineSpec?.storageSpec.sizeInGibibytes).toBe(100);
  });

  it('toggles online and read-only through query flags, reflected on GET', async () => {
    const client = env.client();
    const offline = await client.indexes.setOnline(defaultIndex, { isOnline: false });
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${base}/${defaultIndex}/online`,
      query: 'isOnline=false',
      body: '{}',
    });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(offline).toMatchObject({ online: false, status: 'OFFLINE' });
    expect(await client.indexes.get(defaultIndex)).toMatchObject({ online: false, status: 'OFFLINE' });

    const readOnly = await client.indexes.setReadOnly(defaultIndex, { isReadOnly: true });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${base}/${defaultIndex}/readonly`,
      query: 'isReadOnly=true',
      body: '{}',
    });
    expect(readOnly).toMatchObject({ readOnly: true, online: false });

    await client.indexes.setOnline(defaultIndex, { isOnline: true });
    await client.indexes.setReadOnly(defaultIndex, { isReadOnly: false });
    expect(await client.indexes.get(defaultIndex)).toMatchObject({
      online: true,
      readOnly: false,
      status: 'ONLINE',
    });
  });

  it('answers 400 when the flag is missing or not true/false', async () => {
    for (const [path, name] of [
      ['online', 'isOnline'],
      ['readonly', 'isReadOnly'],
    ]) {
      const missing = await raw('PUT', `${base}/${defaultIndex}/${path}`);
      expect(missing.status).toBe(400);
      expect((await missing.json()).message).toContain(`'${name}' is required`);
      const wrong = await raw('PUT', `${base}/${defaultIndex}/${path}?${name}=yes`);
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).message).toContain(`'${name}' must be true or false`);
    }
    const error = await rejection(env.client().indexes.setOnline(defaultIndex, {} as { isOnline: boolean }));
    expect(error.status).toBe(400);
    expect(await env.client().indexes.get(defaultIndex)).toMatchObject({ online: true, readOnly: false });
  });
});

describe('indexes: commit, backups and restore', () => {
  it('commits with an empty POST and records when', async () => {
    const client = env.client();
    const before = Date.now();
    expect(await client.indexes.commit(defaultIndex)).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${base}/${defaultIndex}/commit`,
      query: '',
      body: '{}',
    });
    expect((await client.indexes.get(defaultIndex))?.lastCommitDate).toBeGreaterThanOrEqual(before);
  });

  it('backs up (IN_PROGRESS, then COMPLETED) and restores a completed backup', async () => {
    const client = env.client();
    const backup = await client.indexes.backup(defaultIndex);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/${defaultIndex}/backup`, body: '{}' });
    expect(backup).toMatchObject({
      indexId: defaultIndex,
      organizationId: DEFAULT_ORGANIZATION_ID,
      backupType: 'REGULAR',
      status: 'IN_PROGRESS',
    });
    expect(backup.backupId).toMatch(/[0-9a-f-]{36}/);

    const early = await rejection(client.indexes.restore(defaultIndex, { backupId: backup.backupId }));
    expect(early).toMatchObject({ status: 409 });
    expect(early.message).toContain('still in progress');

    await waitLifecycle();
    const page = await client.indexes.listBackups();
    expect(page?.items).toEqual([
      expect.objectContaining({ backupId: backup.backupId, status: 'COMPLETED' }),
    ]);

    const restoring = await client.indexes.restore(defaultIndex, { backupId: backup.backupId });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/${defaultIndex}/restore`,
      query: `backupId=${backup.backupId}`,
      body: '{}',
    });
    expect(restoring).toMatchObject({ status: 'RESTORING', lastRestoredBackupId: backup.backupId });
    expect((await rejection(client.indexes.backup(defaultIndex))).status).toBe(409);
    await waitLifecycle();
    expect((await client.indexes.get(defaultIndex))?.status).toBe('ONLINE');
  });

  it('restore needs a known backup of the same index: 400 missing, 404 unknown, 400 another index', async () => {
    const client = env.client();
    const missing = await raw('POST', `${base}/${defaultIndex}/restore`);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toContain("'backupId' is required");

    const unknown = await rejection(client.indexes.restore(defaultIndex, { backupId: 'ghost' }));
    expect(unknown).toMatchObject({ status: 404 });
    expect(unknown.message).toContain("Index backup 'ghost' does not exist");

    const other = await client.indexes.create(newIndex());
    await waitLifecycle();
    const backup = await client.indexes.backup(other.id);
    await waitLifecycle();
    const wrong = await rejection(client.indexes.restore(defaultIndex, { backupId: backup.backupId }));
    expect(wrong.status).toBe(400);
    expect(wrong.message).toContain(`backup of the index '${other.id}'`);
  });

  it('pages backups with filters, sorting and the perPage rename', async () => {
    const client = env.client();
    const other = await client.indexes.create(newIndex());
    await waitLifecycle();
    const first = await client.indexes.backup(defaultIndex);
    await sleep(5);
    const second = await client.indexes.backup(other.id);
    await sleep(5);
    const third = await client.indexes.backup(defaultIndex);

    const all = await client.indexes.listBackups();
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/indexbackups/page`,
      query: '',
    });
    expect(all?.items.map((b) => b.backupId)).toEqual([third.backupId, second.backupId, first.backupId]);
    expect(all).toMatchObject({ totalEntries: 3, totalPages: 1 });

    const ascending = await client.indexes.listBackups({ sortBy: 'createdDate', order: 'ASC' });
    expect(ascending?.items.map((b) => b.backupId)).toEqual([
      first.backupId,
      second.backupId,
      third.backupId,
    ]);

    const ofDefault = await client.indexes.listBackups({ indexId: defaultIndex, page: 1, pageSize: 1 });
    expect((await env.lastRequest()).query).toBe(`indexId=${defaultIndex}&page=1&perPage=1`);
    expect(ofDefault).toEqual({
      items: [expect.objectContaining({ backupId: first.backupId })],
      totalEntries: 2,
      totalPages: 2,
    });

    const one = await client.indexes.listBackups({ backupId: second.backupId });
    expect(one?.items.map((b) => b.indexId)).toEqual([other.id]);

    const from = second.createdDate!;
    const recent = await client.indexes.listBackups({ from, to: new Date(third.createdDate!).toISOString() });
    expect(recent?.items.map((b) => b.backupId)).toEqual([third.backupId, second.backupId]);
    const none = await client.indexes.listBackups({ to: first.createdDate! - 1 });
    expect(none).toEqual({ items: [], totalEntries: 0, totalPages: 0 });
  });

  it('refuses invalid backup listing parameters', async () => {
    for (const [query, message] of [
      ['sortBy=size', "'sortBy' must be one of"],
      ['order=UP', "'order' must be ASC or DESC"],
      ['from=yesterday', "'from' must be a time"],
      ['to=2024-13-45', "'to' must be a time"],
      ['page=-1', "'page' must be a non-negative integer"],
      ['perPage=0', 'page size must be at least 1'],
    ]) {
      const response = await raw('GET', `${org}/indexbackups/page?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});

describe('indexes: statistics, configuration, raw model', () => {
  it('computes statistics from the sources, the fields and the index size', async () => {
    await env.seed({
      records: {
        [DEFAULT_ORGANIZATION_ID]: {
          sources: [
            { id: 's1', name: 'one', information: { numberOfDocuments: 120, documentsTotalSize: 4_000_000 } },
            {
              id: 's2',
              name: 'two',
              logicalIndex: defaultIndex,
              information: { numberOfDocuments: 30, documentsTotalSize: 1_000 },
            },
            { id: 's3', name: 'empty' },
            {
              id: 's4',
              name: 'elsewhere',
              logicalIndex: 'other',
              information: { numberOfDocuments: 999, documentsTotalSize: 999 },
            },
          ],
        },
      },
    });
    const client = env.client();
    const fieldsBefore = (await client.fields.list())!.totalEntries;
    await client.fields.create({ name: 'extra', type: 'LONG' });

    const stats = await client.indexes.getStats(defaultIndex);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/${defaultIndex}/stats` });
    expect(stats).toEqual({
      indexId: defaultIndex,
      numberOfDocuments: 150,
      documentsTotalSize: 4_001_000,
      numberOfFields: fieldsBefore + 1,
      sizeInGibibytes: 100,
      totalDiskSpace: 100 * 1024 ** 3,
      diskSpaceUsed: 4_001_000,
      remainingDiskSpace: 100 * 1024 ** 3 - 4_001_000,
    });

    await client.indexes.resize(defaultIndex, 1);
    expect((await client.indexes.getStats(defaultIndex))?.totalDiskSpace).toBe(1024 ** 3);
  });

  it('reads and replaces the configuration of one index', async () => {
    const client = env.client();
    expect(await client.indexes.getConfiguration(defaultIndex)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/${defaultIndex}/configuration`,
    });
    const configuration = { commitIntervalInSeconds: 30, analyzers: { stemming: ['en', 'fr'] } };
    expect(await client.indexes.updateConfiguration(defaultIndex, configuration)).toEqual(configuration);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/${defaultIndex}/configuration` });
    expect(JSON.parse(wire.body)).toEqual(configuration);
    expect(await client.indexes.getConfiguration(defaultIndex)).toEqual(configuration);

    const other = await client.indexes.create(newIndex());
    expect(await client.indexes.getConfiguration(other.id)).toEqual({});
    const array = await raw('PUT', `${base}/${defaultIndex}/configuration`, '[1]');
    expect(array.status).toBe(400);
    expect(await client.indexes.getConfiguration(defaultIndex)).toEqual(configuration);
  });

  it('updates an index from its raw model, found by id', async () => {
    const client = env.client();
    const updated = await client.indexes.updateRaw({
      id: defaultIndex,
      backupType: 'NONE',
      region: 'us-east-1',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/raw`, endpoint: 'indexes.updateRaw' });
    expect(JSON.parse(wire.body)).toEqual({ id: defaultIndex, backupType: 'NONE', region: 'us-east-1' });
    expect(updated).toMatchObject({
      id: defaultIndex,
      backupType: 'NONE',
      region: 'us-east-1',
      status: 'ONLINE',
    });
    expect(await client.indexes.get(defaultIndex)).toMatchObject({ backupType: 'NONE', region: 'us-east-1' });

    const noId = await rejection(client.indexes.updateRaw({ backupType: 'FULL' } as never));
    expect(noId.status).toBe(400);
    expect(noId.message).toContain("'id' is required");
    expect((await rejection(client.indexes.updateRaw({ id: 'ghost' }))).status).toBe(404);
    const badEnum = await rejection(client.indexes.updateRaw({ id: defaultIndex, backupType: 'WEEKLY' }));
    expect(badEnum.status).toBe(400);
    const badSpec = await rejection(
      client.indexes.updateRaw({ id: defaultIndex, machineSpec: { storageSpec: { sizeInGibibytes: 0 } } }),
    );
    expect(badSpec.status).toBe(400);
    expect(await client.indexes.get(defaultIndex)).toMatchObject({ backupType: 'NONE' });
  });
});
