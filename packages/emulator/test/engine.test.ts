import { describe, expect, it } from 'vitest';
import { rejection, useEmulator } from '../../../test/support';

const env = useEmulator();

describe('the engine', () => {
  it('serves a collection under a parent item, and answers the parent 404', async () => {
    const client = env.client();
    const source = await client.sources.create({
      name: 'engine',
      sourceType: 'PUSH',
      sourceVisibility: 'SHARED',
    } as never);
    const types = await client.sources.mappings.listTypes(source.id);
    expect(types).toEqual([]);
    expect(await rejection(client.sources.mappings.listTypes('nope'))).toMatchObject({ status: 404 });
  });

  it('filters a listing by its `filter`: the records whose name, id or description hold it', async () => {
    const client = env.client();
    for (const name of ['Filter alpha docs', 'filter beta docs', 'unrelated']) {
      await client.sources.create({ name, sourceType: 'PUSH', sourceVisibility: 'SHARED' } as never);
    }
    const names = async (filter: string) =>
      ((await client.sources.listAll({ filter })) as Array<{ name: string }>)
        .map((source) => source.name)
        .sort();
    expect(await names('FILTER')).toEqual(['Filter alpha docs', 'filter beta docs']);
    expect(await names('beta')).toEqual(['filter beta docs']);
  });

  it('sorts and pages a listing as its query asks, in the style the call publishes', async () => {
    const client = env.client();
    for (const name of ['Sorted b', 'Sorted c', 'Sorted a']) {
      await client.sources.create({ name, sourceType: 'PUSH', sourceVisibility: 'SHARED' } as never);
    }
    const names = async (query: Record<string, unknown>) =>
      ((await client.sources.listAll({ filter: 'Sorted', ...query })) as Array<{ name: string }>).map(
        (source) => source.name,
      );
    expect(await names({ sortingType: 'NAME', sortingOrder: 'DESC' })).toEqual([
      'Sorted c',
      'Sorted b',
      'Sorted a',
    ]);
    expect(await names({ sortingType: 'NAME', sortingOrder: 'ASC', page: 1, perPage: 1 })).toEqual([
      'Sorted b',
    ]);
    expect(await names({ sortingType: 'NAME', page: 2, perPage: 2 })).toEqual([]);
  });

  it("runs a family's hooks: its checks refuse, its view hides, and state stays unchanged", async () => {
    const client = env.client();
    const refused = await rejection(
      client.vaults.create({ key: 'bad id!', value: 's', valueType: 'STRING' } as never),
    );
    expect(refused).toMatchObject({ status: 400, message: expect.stringContaining('key') });
    await client.vaults.create({
      key: 'secret.one',
      value: 'hidden',
      valueType: 'STRING',
      vaultVisibilityType: 'OBFUSCATED',
    });
    await client.vaults.create({
      key: 'public.one',
      value: 'shown',
      valueType: 'STRING',
      vaultVisibilityType: 'PUBLIC',
    });
    const secret = (await client.vaults.get('secret.one')) as Record<string, unknown>;
    expect(secret).toMatchObject({ key: 'secret.one', vaultVisibilityType: 'OBFUSCATED' });
    expect(secret.value).toBeUndefined();
    expect(await client.vaults.get('public.one')).toMatchObject({ value: 'shown' });
    // A second entry under the same id is a conflict, and the first stays as it was.
    const again = await rejection(
      client.vaults.create({ key: 'public.one', value: 'other', valueType: 'STRING' } as never),
    );
    expect(again).toMatchObject({ status: 409 });
    expect(await client.vaults.get('public.one')).toMatchObject({ value: 'shown' });
    const page = await client.vaults.list();
    expect(page!.items.map((entry) => entry.key).sort()).toEqual(['public.one', 'secret.one']);
    await client.vaults.delete('secret.one');
    expect(await rejection(client.vaults.get('secret.one'))).toMatchObject({ status: 404 });
  });
});
