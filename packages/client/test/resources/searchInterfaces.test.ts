import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/searchinterfaces`;

describe('searchInterfaces', () => {
  it('creates, lists, reads, replaces and deletes interfaces', async () => {
    const client = env.client();
    const si = await client.searchInterfaces.create({
      name: 'Support',
      facets: [{ field: 'source', label: 'Source' }],
      sortCriteria: [{ by: 'relevancy', label: 'Relevance' }],
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: base });
    expect(si).toMatchObject({
      name: 'Support',
      title: 'Support',
      accesses: { users: [], domains: [], sharingLinkEnabled: false, sharingDomainEnabled: false },
      createdBy: 'admin@emulator.local',
      created: expect.any(Number),
      updated: expect.any(Number),
    });
    await client.searchInterfaces.create({ name: 'Agents' });
    const page = await client.searchInterfaces.list({ filter: 'o', order: 'desc', page: 0, perPage: 1 });
    expect(await env.lastRequest()).toMatchObject({
      path: base,
      query: 'filter=o&order=desc&page=0&perPage=1',
    });
    expect(page).toMatchObject({ totalEntries: 1, items: [{ name: 'Support' }] });

    const updated = await client.searchInterfaces.update(si.id, { name: 'Support 2', title: 'Help' });
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${base}/${si.id}` });
    expect(updated).toMatchObject({ name: 'Support 2', title: 'Help', created: si.created, facets: [] });
    expect(await client.searchInterfaces.get(si.id)).toEqual(updated);
    expect(await client.searchInterfaces.delete(si.id)).toEqual({});
    expect((await rejection(client.searchInterfaces.get(si.id))).status).toBe(404);
    expect((await rejection(client.searchInterfaces.create({} as never))).status).toBe(400);
  });

  it('keeps accesses and access users consistent; adding users takes notify=1, users and message', async () => {
    const client = env.client();
    const si = await client.searchInterfaces.create({ name: 'S' });
    const accesses = await client.searchInterfaces.updateAccesses(si.id, {
      users: ['Ann@Example.com'],
      domains: ['example.com'],
      sharingDomainEnabled: true,
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${base}/${si.id}/accesses` });
    expect(accesses).toEqual({
      users: ['ann@example.com'],
      domains: ['example.com'],
      sharingLinkEnabled: false,
      sharingDomainEnabled: true,
    });
    expect(await client.searchInterfaces.getAccessesUsers(si.id)).toEqual(['ann@example.com']);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/${si.id}/accesses/users` });

    const users = await client.searchInterfaces.addAccessesUsers(
      si.id,
      { users: ['bob@example.com', 'ann@example.com'], message: 'Welcome' },
      { notify: 1 },
    );
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${base}/${si.id}/accesses/users`,
      query: 'notify=1',
    });
    expect(JSON.parse(wire.body)).toEqual({
      users: ['bob@example.com', 'ann@example.com'],
      message: 'Welcome',
    });
    expect(users).toEqual(['ann@example.com', 'bob@example.com']);
    await client.searchInterfaces.addAccessesUsers(si.id, { users: ['cy@example.com'] });
    expect((await env.lastRequest()).query).toBe('');
    expect((await client.searchInterfaces.getAccesses(si.id))?.users).toEqual([
      'ann@example.com',
      'bob@example.com',
      'cy@example.com',
    ]);

    expect(await client.searchInterfaces.updateAccessesUsers(si.id, ['dee@example.com'])).toEqual([
      'dee@example.com',
    ]);
    expect(JSON.parse((await env.lastRequest()).body)).toEqual(['dee@example.com']);
    expect(await client.searchInterfaces.getAccesses(si.id)).toMatchObject({
      users: ['dee@example.com'],
      domains: ['example.com'],
    });
    expect((await client.searchInterfaces.get(si.id))?.accesses?.users).toEqual(['dee@example.com']);

    for (const call of [
      client.searchInterfaces.addAccessesUsers(si.id, { users: ['not an address'] }),
      client.searchInterfaces.addAccessesUsers(si.id, { users: [] }),
      client.searchInterfaces.updateAccessesUsers(si.id, ['x']),
    ]) {
      expect((await rejection(call)).status).toBe(400);
    }
    expect(await client.searchInterfaces.getAccessesUsers(si.id)).toEqual(['dee@example.com']);
  });

  it('builds a manifest from the facets and sorts', async () => {
    const client = env.client();
    const si = await client.searchInterfaces.create({
      name: 'S',
      title: 'Search',
      facets: [{ field: 'filetype', label: 'Type' }],
      sortCriteria: [{ by: 'date', label: 'Newest', field: 'date', order: 'DESC' }],
    });
    const manifest = await client.searchInterfaces.getManifest(si.id, {
      pagePlaceholders: { results: '<ul></ul>' },
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${base}/${si.id}/manifest/v1` });
    expect(manifest.config).toMatchObject({ name: 'S', title: 'Search' });
    expect(manifest.markup).toContain('field="filetype"');
    expect(manifest.markup).toContain('label="Newest"');
    expect(manifest.markup).toContain('<ul></ul>');
    expect(manifest.results.placeholder).toBe('<ul></ul>');
    expect(manifest.results.templates?.length).toBeGreaterThan(0);
    expect(manifest.style.theme).toMatch(/--atomic-primary/);
  });
});
