import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../test/support';

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
    console.log(DEFAULT_ORGANIZATION_ID, await client.sources.enable(source.id));
  });
});
