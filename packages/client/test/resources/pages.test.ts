import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;

describe('pages', () => {
  it('creates, lists by name, reads, replaces and deletes pages', async () => {
    const client = env.client();
    const page = await client.pages.create({ name: 'support', title: 'Support search' });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/pages` });
    expect(JSON.parse(wire.body)).toEqual({ name: 'support', title: 'Support search' });
    expect(page).toMatchObject({ name: 'support', title: 'Support search', css: [], javascript: [] });
    await client.pages.create({ name: 'docs', title: 'Docs' });

    expect((await client.pages.list({ name: 'supp' }))?.map((p) => p.id)).toEqual([page.id]);
    expect(await env.lastRequest()).toMatchObject({ path: `${org}/pages`, query: 'name=supp' });
    expect((await client.pages.list())?.map((p) => p.name)).toEqual(['docs', 'support']);

    expect(
      await client.pages.update(page.id, { name: 'support', title: 'Help', html: '<div></div>' }),
    ).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${org}/pages/${page.id}` });
    expect(await client.pages.get(page.id)).toMatchObject({
      id: page.id,
      title: 'Help',
      html: '<div></div>',
      css: [],
    });

    expect(await client.pages.delete(page.id)).toEqual({});
    expect((await rejection(client.pages.get(page.id))).status).toBe(404);
    expect((await rejection(client.pages.create({ name: 'x' } as never))).status).toBe(400);
    expect(await client.pages.list()).toHaveLength(1);
  });

  it('adds, replaces, deletes and reorders header resources; the order is kept', async () => {
    const client = env.client();
    const page = await client.pages.create({ name: 'p', title: 'P' });
    const h = `${org}/pages/${page.id}/header`;
    // Adding answers the resource added.
    expect(
      await client.pages.addCss(page.id, { name: 'theme', url: 'https://cdn.example.com/theme.css' }),
    ).toEqual({ name: 'theme', url: 'https://cdn.example.com/theme.css' });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${h}/css` });
    await client.pages.addCss(page.id, { name: 'custom', inlineContent: 'body{margin:0}' });
    await client.pages.addJavascript(page.id, { name: 'lib', url: 'https://cdn.example.com/lib.js' });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${h}/javascript` });
    expect(await client.pages.addJavascript(page.id, { name: 'init', inlineContent: 'start()' })).toEqual({
      name: 'init',
      inlineContent: 'start()',
    });
    expect((await client.pages.getHeader(page.id))?.javascript.map((r) => r.name)).toEqual(['lib', 'init']);
    expect((await rejection(client.pages.addCss(page.id, { name: 'theme', url: 'x' }))).status).toBe(409);
    expect(
      (await rejection(client.pages.addCss(page.id, { name: 'both', url: 'x', inlineContent: 'y' }))).status,
    ).toBe(400);

    const reordered = await client.pages.reorderHeader(page.id, {
      css: ['custom', 'theme'],
      javascript: ['init', 'lib'],
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: h });
    expect(JSON.parse(wire.body)).toEqual({ css: ['custom', 'theme'], javascript: ['init', 'lib'] });
    expect(reordered.css.map((r) => r.name)).toEqual(['custom', 'theme']);
    expect((await client.pages.getHeader(page.id))?.javascript.map((r) => r.name)).toEqual(['init', 'lib']);
    expect((await client.pages.get(page.id))?.css?.map((r) => r.name)).toEqual(['custom', 'theme']);
    // A reorder must name every resource once.
    const bad = await rejection(
      client.pages.reorderHeader(page.id, { css: ['custom'], javascript: ['init', 'lib'] }),
    );
    expect(bad.status).toBe(400);
    expect((await client.pages.getHeader(page.id))?.css.map((r) => r.name)).toEqual(['custom', 'theme']);

    // Replacing keeps the place.
    expect(
      await client.pages.updateCss(page.id, 'custom', {
        name: 'custom2',
        url: 'https://cdn.example.com/c.css',
      }),
    ).toEqual({ name: 'custom2', url: 'https://cdn.example.com/c.css' });
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${h}/css/custom` });
    await client.pages.updateJavascript(page.id, 'lib', {
      name: 'lib',
      url: 'https://cdn.example.com/lib2.js',
    });
    expect((await env.lastRequest()).path).toBe(`${h}/javascript/lib`);
    const after = await client.pages.getHeader(page.id);
    expect(after?.css).toEqual([
      { name: 'custom2', url: 'https://cdn.example.com/c.css' },
      { name: 'theme', url: 'https://cdn.example.com/theme.css' },
    ]);
    expect(after?.javascript[1]).toEqual({ name: 'lib', url: 'https://cdn.example.com/lib2.js' });

    expect(await client.pages.deleteCss(page.id, 'theme')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${h}/css/theme` });
    await client.pages.deleteJavascript(page.id, 'init');
    expect((await env.lastRequest()).path).toBe(`${h}/javascript/init`);
    expect(await client.pages.getHeader(page.id)).toEqual({
      css: [{ name: 'custom2', url: 'https://cdn.example.com/c.css' }],
      javascript: [{ name: 'lib', url: 'https://cdn.example.com/lib2.js' }],
    });
    expect((await rejection(client.pages.deleteCss(page.id, 'theme'))).status).toBe(404);
  });

  it('reports and changes the search UI version', async () => {
    const client = env.client();
    const page = await client.pages.create({ name: 'p', title: 'P' });
    const version = await client.pages.getSearchUiVersion(page.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/pages/${page.id}/searchui`,
    });
    expect(version?.upgradable).toBe(true);
    const latest = version!.latest;
    expect(await client.pages.updateSearchUiVersion(page.id, latest)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${org}/pages/${page.id}/searchui`,
      query: `major=${latest.major}&minor=${latest.minor}`,
    });
    expect(await client.pages.getSearchUiVersion(page.id)).toMatchObject({
      current: latest,
      upgradable: false,
    });
    expect(
      (await rejection(client.pages.updateSearchUiVersion(page.id, { major: '9', minor: '9' }))).status,
    ).toBe(400);
  });
});

describe('hostedPages', () => {
  it('CRUD with paging, filter and order', async () => {
    const client = env.client();
    const a = await client.hostedPages.create({
      name: 'alpha',
      html: '<p>a</p>',
      css: [{ url: 'https://x/a.css' }],
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/hostedpages` });
    expect(JSON.parse(wire.body)).toEqual({
      name: 'alpha',
      html: '<p>a</p>',
      css: [{ url: 'https://x/a.css' }],
    });
    expect(a).toMatchObject({
      name: 'alpha',
      createdBy: 'admin@emulator.local',
      javascript: [],
      created: expect.any(Number),
    });
    await client.hostedPages.create({ name: 'beta', html: '' });

    const page = await client.hostedPages.list({ order: 'desc', page: 0, perPage: 1 });
    expect(await env.lastRequest()).toMatchObject({
      path: `${org}/hostedpages`,
      query: 'order=desc&page=0&perPage=1',
    });
    expect(page).toMatchObject({ totalEntries: 2, totalPages: 2, items: [{ name: 'beta' }] });
    expect((await client.hostedPages.list({ filter: 'alp' }))?.items.map((p) => p.id)).toEqual([a.id]);

    const updated = await client.hostedPages.update(a.id, { name: 'alpha', html: '<p>A</p>' });
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${org}/hostedpages/${a.id}` });
    expect(updated).toMatchObject({ html: '<p>A</p>', created: a.created });
    expect(await client.hostedPages.get(a.id)).toEqual(updated);
    expect(await client.hostedPages.delete(a.id)).toEqual({});
    expect((await rejection(client.hostedPages.get(a.id))).status).toBe(404);
    expect((await rejection(client.hostedPages.create({ name: 'no html' } as never))).status).toBe(400);
    expect((await client.hostedPages.list())?.totalEntries).toBe(1);
  });
});
