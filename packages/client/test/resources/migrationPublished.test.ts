// The migration service's published calls that the client added with the commerce group (vault
// entries by key, links, snapshots described by their body), over HTTP against the emulator.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer, lastWire } from './publishedChecks';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const wire = () => lastWire(env);

describe('links', () => {
  it('creates, reads, lists, replaces and deletes one link', async () => {
    const { links } = env.client();
    const link = { resourceType: 'SOURCE' as const, resourceId: 'products', resourceName: 'Products' };
    const created = await links.create(link);
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${org}/links`,
      query: '',
      body: link,
      endpoint: 'links.create',
    });
    expect(created).toMatchObject(link);
    expectPublishedAnswer('links.create', created);
    const linkId = created.id!;
    expect(linkId).toMatch(UUID);

    expect(await links.get(linkId)).toEqual(created);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/links/${linkId}`,
      endpoint: 'links.get',
    });

    const renamed = { ...link, resourceName: 'Product catalog' };
    expect(await links.update(linkId, renamed)).toEqual({ ...renamed, id: linkId });
    expect(await wire()).toMatchObject({ method: 'PUT', path: `${org}/links/${linkId}`, body: renamed });

    const page = await links.list({ ResourceType: 'SOURCE', page: 0, pageSize: 50 });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/links`,
      query: 'ResourceType=SOURCE&page=0&pageSize=50',
      endpoint: 'links.list',
    });
    expect(page).toMatchObject({ items: [{ ...renamed, id: linkId }], totalEntries: 1, totalPages: 1 });
    expectPublishedAnswer('links.list', page);

    expect(await links.deleteOne(linkId)).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `${org}/links/${linkId}`,
      endpoint: 'links.deleteOne',
    });
    expect((await rejection(links.get(linkId))).status).toBe(404);
    expect((await rejection(links.update(linkId, renamed))).status).toBe(404);
    expect((await links.list())?.items).toEqual([]);
  });

  it('refuses a link of a resource type the platform does not know', async () => {
    const { links } = env.client();
    const error = await rejection(links.create({ resourceType: 'SPREADSHEET' as never, resourceId: 'x' }));
    expect(error.status).toBe(400);
    expect(error.message).toContain('/resourceType');
    expect((await links.list())?.items).toEqual([]);
  });

  it('writes and deletes links several at a time, the ids to delete in the query', async () => {
    const { links } = env.client();
    const batch = [
      { resourceType: 'FIELD' as const, resourceId: 'ec_brand' },
      { resourceType: 'FIELD' as const, resourceId: 'ec_price' },
    ];
    const made = await links.createBatch(batch);
    expectPublishedAnswer('links.createBatch', made);
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${org}/links/batch`,
      query: '',
      body: batch,
      endpoint: 'links.createBatch',
    });
    expectPublishedAnswer('links.updateBatch', await links.updateBatch(made));
    expect(await wire()).toMatchObject({ method: 'PUT', path: `${org}/links/batch`, body: made });

    expect(await links.deleteBatch({ linkIds: ['a1', 'b2'] })).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `${org}/links/batch`,
      query: 'linkIds=a1&linkIds=b2',
      endpoint: 'links.deleteBatch',
    });
  });

  it('lists the links of the resource type the query names (ResourceType), else all, a page at a time', async () => {
    const { links } = env.client();
    await links.createBatch([
      { resourceType: 'FIELD' as const, resourceId: 'ec_brand', resourceName: 'brand' },
      { resourceType: 'SOURCE' as const, resourceId: 'catalog', resourceName: 'Catalog' },
      { resourceType: 'FIELD' as const, resourceId: 'ec_price', resourceName: 'price' },
    ]);
    const fields = await links.list({ ResourceType: 'FIELD' });
    expect(await wire()).toMatchObject({ method: 'GET', path: `${org}/links`, query: 'ResourceType=FIELD' });
    expect(fields!.items!.map((l) => l.resourceId)).toEqual(['ec_brand', 'ec_price']);
    expect(fields).toMatchObject({ totalEntries: 2, totalPages: 1 });
    expectPublishedAnswer('links.list', fields);
    const second = await links.list({ ResourceType: 'FIELD', page: 1, pageSize: 1 });
    expect(second).toMatchObject({ items: [{ resourceId: 'ec_price' }], totalEntries: 2, totalPages: 2 });
    expect((await links.list({ ResourceType: 'EXTENSION' }))?.items).toEqual([]);
    expect((await links.list())?.items).toHaveLength(3);
    const unknown = await rejection(links.list({ ResourceType: 'SPREADSHEET' as never }));
    expect(unknown.status).toBe(400);
  });

  it('deletes every link of the organization at once', async () => {
    const { links } = env.client();
    await links.createBatch([
      { resourceType: 'FIELD' as const, resourceId: 'ec_brand' },
      { resourceType: 'SOURCE' as const, resourceId: 'catalog' },
    ]);
    expect((await links.list())?.items).toHaveLength(2);

    expect(await links.delete()).toEqual({});
    expect(await wire()).toMatchObject({ method: 'DELETE', path: `${org}/links`, endpoint: 'links.delete' });
    expect((await links.list())?.items).toEqual([]);
  });
});

describe('vault entries by key', () => {
  it('reads, replaces and deletes a vault entry by its key, and answers 404 for a key it lacks', async () => {
    const { vaults } = env.client();
    const missing = await rejection(vaults.get('no-such-secret'));
    expect(missing.status).toBe(404);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/vaultentries/no-such-secret`,
      endpoint: 'vaults.get',
    });

    const entry = {
      key: 'no-such-secret',
      value: 's3cr3t',
      valueType: 'STRING' as const,
      vaultVisibilityType: 'OBFUSCATED' as const,
    };
    expect((await rejection(vaults.update('no-such-secret', entry))).status).toBe(404);
    expect(await wire()).toEqual({
      method: 'PUT',
      path: `${org}/vaultentries/no-such-secret`,
      query: '',
      body: entry,
      endpoint: 'vaults.update',
    });

    expect((await rejection(vaults.delete('no-such-secret'))).status).toBe(404);
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `${org}/vaultentries/no-such-secret`,
      endpoint: 'vaults.delete',
    });
  });
});

describe('snapshots', () => {
  it('records a snapshot the body describes', async () => {
    const { snapshots } = env.client();
    const described = {
      developerNote: 'copied by hand',
      originId: 'staging-org',
      targetId: DEFAULT_ORGANIZATION_ID,
    };
    const snapshot = await snapshots.create(described);
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${org}/snapshots`,
      query: '',
      body: described,
      endpoint: 'snapshots.create',
    });
    expect(snapshot).toMatchObject(described);
    expect(snapshot.id).toEqual(expect.any(String));
    expectPublishedAnswer('snapshots.create', snapshot);
  });
});

describe('migration: state behind the calls', () => {
  it('reads, replaces and deletes by its key a vault entry made with vaults.create (value hidden unless PUBLIC)', async () => {
    const { vaults } = env.client();
    const entry = {
      key: 'crm-password',
      value: 's3cr3t',
      valueType: 'STRING' as const,
      vaultVisibilityType: 'OBFUSCATED' as const,
    };
    await vaults.create(entry);
    const { value: _hidden, ...shown } = entry;
    expect(await vaults.get('crm-password')).toMatchObject(shown);
    expect(await vaults.get('crm-password')).not.toHaveProperty('value');

    const open = { ...entry, value: 'visible', vaultVisibilityType: 'PUBLIC' as const };
    expect(await vaults.update('crm-password', open)).toMatchObject(open);
    expect(await vaults.get('crm-password')).toMatchObject(open);

    expect(await vaults.delete('crm-password')).toEqual({});
    expect((await rejection(vaults.get('crm-password'))).status).toBe(404);
  });

  it('lists the links createBatch made and updateBatch changed, and no longer those deleteBatch deleted', async () => {
    const { links } = env.client();
    const made = await links.createBatch([
      { resourceType: 'FIELD', resourceId: 'ec_brand' },
      { resourceType: 'FIELD', resourceId: 'ec_price' },
    ]);
    expect(made).toEqual([
      expect.objectContaining({ id: expect.stringMatching(UUID), resourceId: 'ec_brand' }),
      expect.objectContaining({ id: expect.stringMatching(UUID), resourceId: 'ec_price' }),
    ]);
    const [brand, price] = made;
    const renamed = { ...brand, resourceName: 'Brand' };
    expect(await links.updateBatch([renamed])).toEqual([renamed]);
    expect((await links.list())?.items).toEqual([renamed, price]);
    // A link the organization lacks: nothing changes.
    const unknown = await rejection(
      links.updateBatch([
        { ...price, resourceName: 'Price' },
        { ...brand, id: 'gone' },
      ]),
    );
    expect(unknown.status).toBe(404);
    expect((await links.list())?.items).toEqual([renamed, price]);

    expect(await links.deleteBatch({ linkIds: [brand.id!] })).toEqual({});
    expect((await links.list())?.items).toEqual([price]);
  });

  it('reads back with snapshots.get, and lists with snapshots.list, a snapshot made with snapshots.create', async () => {
    const { snapshots } = env.client();
    const snapshot = await snapshots.create({
      developerNote: 'before the sale',
      targetId: DEFAULT_ORGANIZATION_ID,
    });
    expect(await snapshots.get(snapshot.id!)).toMatchObject({
      id: snapshot.id,
      developerNote: 'before the sale',
    });
    expect(await snapshots.list()).toEqual([expect.objectContaining({ id: snapshot.id })]);
  });
});
