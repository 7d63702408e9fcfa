import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { corpusSeed } from './searchSupport';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const wireBody = async () => JSON.parse((await env.lastRequest()).body);

describe('insight panel configurations', () => {
  it('creates, lists (filter, order, pages), reads, replaces, duplicates and deletes', async () => {
    const insight = env.client().insightConfigs;
    const created = await insight.create({
      name: 'Support agents',
      pipeline: 'agents',
      contextFields: { subject: 'Case_subject' },
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/insightconfig/v1/configs`,
    });
    expect(await wireBody()).toEqual({
      name: 'Support agents',
      pipeline: 'agents',
      contextFields: { subject: 'Case_subject' },
    });
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Support agents',
      pipeline: {
        id: 'agents',
        name: 'agents',
        models: { art: { enabled: false }, dne: { enabled: false } },
      },
      searchHub: 'Support agents',
      contextFields: { subject: 'Case_subject' },
      interfaces: [],
    });
    await insight.create({ id: 'billing', name: 'Billing', pipeline: 'billing' });
    expect((await rejection(insight.create({ name: 'billing', pipeline: 'x' }))).status).toBe(409);
    expect((await rejection(insight.create({ name: 'No pipeline' } as never))).status).toBe(400);

    const page = await insight.list({ order: 'desc', perPage: 1, page: 0 });
    expect((await env.lastRequest()).query).toBe('order=desc&page=0&perPage=1');
    expect(page).toMatchObject({ totalEntries: 2, totalPages: 2 });
    expect(page?.items.map((c) => c.name)).toEqual(['Support agents']);
    expect((await insight.list({ filter: 'bill' }))?.items.map((c) => c.id)).toEqual(['billing']);

    const replaced = await insight.update('billing', {
      name: 'Billing agents',
      pipeline: 'billing2',
      contextFields: { account: 'Account_name' },
      interfaces: ['billing-panel'],
    });
    expect(replaced).toMatchObject({
      id: 'billing',
      name: 'Billing agents',
      pipeline: { id: 'billing2' },
      contextFields: { account: 'Account_name' },
      interfaces: ['billing-panel'],
    });
    const partial = await rejection(
      insight.update('billing', { name: 'Billing', pipeline: 'billing' } as never),
    );
    expect(partial.message).toContain("the body's /contextFields is required");
    expect(await insight.get('billing')).toEqual(replaced);

    const copy = await insight.duplicate(created.id, 'Support agents (copy)');
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/insightconfig/v1/configs/${created.id}`,
    });
    expect(await wireBody()).toEqual({ name: 'Support agents (copy)' });
    expect(copy).toMatchObject({ name: 'Support agents (copy)', pipeline: { id: 'agents' } });
    expect(copy.id).not.toBe(created.id);
    expect(copy.contextFields).toEqual({ subject: 'Case_subject' });

    expect(await insight.delete('billing')).toEqual({});
    expect((await rejection(insight.get('billing'))).status).toBe(404);
    expect((await insight.list())?.totalEntries).toBe(2);
  });
});

describe('insight panel interfaces: versions', () => {
  it('saves a version per save, labels them, and restores an old one as a new version', async () => {
    const interfaces = env.client().insightInterfaces;
    const panel = await interfaces.create({
      name: 'Agent panel',
      facets: [{ field: 'source', label: 'Source' }],
    });
    // The interface's dates are in ms since the epoch; its versions' are ISO 8601.
    expect(panel).toMatchObject({
      name: 'Agent panel',
      createdBy: 'admin@emulator.local',
      created: expect.any(Number),
    });
    const updated = await interfaces.update(panel.id, { name: 'Agent panel', facets: [] });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${org}/insightinterface/v1/interfaces/${panel.id}`,
    });
    expect(updated.facets).toEqual([]);
    expect(updated.created).toBe(panel.created);

    const versions = await interfaces.listVersions(panel.id);
    expect(versions?.items.map((v) => [v.version, v.isPublished])).toEqual([
      [2, true],
      [1, false],
    ]);
    const iso = /^\d{4}-\d\d-\d\dT/;
    expect(versions?.items[1].created).toEqual({
      date: expect.stringMatching(iso),
      by: 'admin@emulator.local',
    });
    expect(versions?.items[1]).not.toHaveProperty('configuration');
    const first = await interfaces.getVersion(panel.id, 1);
    expect((await env.lastRequest()).path).toBe(
      `${org}/insightinterface/v1/interfaces/${panel.id}/versions/1`,
    );
    expect(first?.configuration.facets).toEqual([{ field: 'source', label: 'Source' }]);

    const labelled = await interfaces.updateVersionLabel(panel.id, 1, 'launch');
    expect(await wireBody()).toEqual({ label: 'launch' });
    expect(labelled).toMatchObject({ version: 1, label: 'launch', isPublished: false });
    expect(labelled).not.toHaveProperty('configuration');
    expect(
      (await interfaces.listVersions(panel.id, { filter: 'laun' }))?.items.map((v) => v.version),
    ).toEqual([1]);

    const restored = await interfaces.restoreVersion(panel.id, 1, 'back to launch');
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/insightinterface/v1/interfaces/${panel.id}/versions/1/restore`,
    });
    expect(restored).toMatchObject({ id: panel.id, facets: [{ field: 'source', label: 'Source' }] });
    expect(await interfaces.getVersion(panel.id, 3)).toMatchObject({
      version: 3,
      restoredFromVersion: 1,
      label: 'back to launch',
      isPublished: true,
    });
    expect((await interfaces.get(panel.id))?.facets).toEqual([{ field: 'source', label: 'Source' }]);
    const ascending = await interfaces.listVersions(panel.id, { order: 'asc' });
    expect(ascending?.items.map((v) => v.isPublished)).toEqual([false, false, true]);

    expect((await rejection(interfaces.getVersion(panel.id, 9))).status).toBe(404);
    // Versions count from 1: 0, or no integer at all, is refused before any lookup.
    for (const version of [0, 'latest']) {
      const refused = await rejection(interfaces.getVersion(panel.id, version as number));
      expect(refused).toMatchObject({ status: 400 });
      expect(refused.message).toContain(
        "the path parameter 'versionNumber' must be an integer of at least 1",
      );
    }
    expect((await rejection(interfaces.update(panel.id, { name: '' }))).status).toBe(400);
    expect((await interfaces.listVersions(panel.id))?.totalEntries).toBe(3);

    // The list answers the page's interfaces as an array.
    const other = await interfaces.create({ name: 'Billing panel' });
    expect((await interfaces.list({ perPage: 1, page: 1 }))?.map((i) => i.id)).toEqual([other.id]);
    await interfaces.delete(other.id);
    await interfaces.delete(panel.id);
    expect((await rejection(interfaces.listVersions(panel.id))).status).toBe(404);
    expect(await interfaces.list()).toEqual([]);
  });
});

describe('in-product experiences (in-app widgets)', () => {
  it('creates a widget with its loader script tag; lists by name; the loader is JavaScript', async () => {
    const client = env.client();
    const widget = await client.ipx.create({
      name: 'Help',
      title: 'Help center',
      searchHub: 'InAppHelp',
      buttonPositionHorizontal: 'left',
      filter: '@source==KB',
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${org}/pages/inappwidget` });
    // No pipeline given: the token names none ('') and its queries go through the default pipeline.
    expect(widget).toMatchObject({
      name: 'Help',
      title: 'Help center',
      orgId: DEFAULT_ORGANIZATION_ID,
      hasToken: true,
      button: { buttonPosition: { horizontalPosition: 'Left', verticalPosition: 'Bottom' } },
      token: { searchHub: 'InAppHelp', filter: '@source==KB', pipeline: '', validFor: 86_400_000 },
    });
    expect(widget.scriptToInclude).toBe(
      `<script async src="${env.url}${org}/${widget.id}/inappwidget/loader"></script>`,
    );
    expect((await rejection(client.ipx.create({ name: 'Help', title: 't', searchHub: 'h' }))).status).toBe(
      409,
    );
    expect(
      (await rejection(client.ipx.create({ name: 'Bad', title: 't', searchHub: 'h', validFor: 1000 })))
        .status,
    ).toBe(400);

    await client.ipx.create({ name: 'Store', title: 'Store', searchHub: 'Store' });
    expect((await client.ipx.list({ name: 'hel' }))?.map((w) => w.name)).toEqual(['Help']);
    expect((await env.lastRequest()).query).toBe('name=hel');

    expect(
      await client.ipx.update(widget.id, {
        name: 'Help',
        title: 'Help!',
        searchHub: 'InAppHelp',
        queryPipeline: 'Support',
      }),
    ).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${org}/pages/inappwidget/${widget.id}`,
    });
    expect((await client.ipx.list({ name: 'help' }))?.[0]).toMatchObject({
      title: 'Help!',
      token: { pipeline: 'Support' },
    });

    const loader = await client.ipx.getLoader(widget.id, { access_token: 'xyz' });
    const wire = await env.lastRequest();
    expect(wire.path).toBe(`${org}/${widget.id}/inappwidget/loader`);
    // The token goes in the query string (the emulator may redact its value in what it records).
    expect(wire.query).toMatch(/^access_token=/);
    expect(typeof loader).toBe('string');
    expect(loader).toContain('"title":"Help!"');
    expect(loader).toMatch(/^\/\* In-product experience 'Help'/);
    const raw = await env.send('GET', `${org}/${widget.id}/inappwidget/loader`);
    expect(raw.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect((await rejection(client.ipx.getLoader('nope'))).status).toBe(404);
  });
});

describe('IPX interfaces and search pages: pages, loaders, tokens, accesses', () => {
  it('IPX interfaces: CRUD, previews of unsaved changes, editor, loader, login page and token', async () => {
    const ipx = env.client().ipxInterfaces;
    const created = await ipx.create({ name: 'Docs IPX', searchHub: 'DocsIPX' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/ipxinterface/v1/interfaces`,
    });
    expect((await ipx.list({ filter: 'docs' }))?.items.map((i) => i.id)).toEqual([created.id]);

    const preview = await ipx.generatePreview(created.id, { id: created.id, name: 'Docs IPX <beta>' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/ipxinterface/v1/interfaces/${created.id}/preview`,
    });
    expect(preview).toContain('<h1>Docs IPX &lt;beta&gt;</h1>');
    expect((await ipx.get(created.id))?.name).toBe('Docs IPX');

    expect(await ipx.getEditInterface(created.id)).toMatch(/^<!DOCTYPE html>[\s\S]*Editor/);
    expect(await ipx.getLoginPage(created.id)).toContain('Sign in to Docs IPX');
    const loader = await ipx.getLoader(created.id);
    expect(loader).toContain(`"id":"${created.id}"`);
    const { token } = (await ipx.getToken(created.id))!;
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ organizationId: DEFAULT_ORGANIZATION_ID, searchHub: 'DocsIPX' });

    await ipx.update(created.id, { name: 'Docs IPX 2' });
    expect((await ipx.get(created.id))?.name).toBe('Docs IPX 2');
    await ipx.delete(created.id);
    expect((await rejection(ipx.getLoader(created.id))).status).toBe(404);
  });

  it("the tokens of IPX interfaces and search pages run queries, through the interface's search hub, and nothing else", async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const condition = await client.pipelines.conditions.create({
      definition: 'when $searchHub is "Support"',
    });
    await client.pipelines.create({ name: 'Support', condition: { id: condition.id } });
    const page = await client.searchPages.create({ name: 'Support' });
    const ipx = await client.ipxInterfaces.create({ name: 'Widget', searchHub: 'Support' } as never);
    for (const { token } of [
      await client.searchPages.getToken(page.id),
      await client.ipxInterfaces.getToken(ipx.id),
    ]) {
      const holder = env.client({ accessToken: token });
      const answer = await holder.search.query({ q: '', searchHub: 'Elsewhere' });
      expect(answer).toMatchObject({ pipeline: 'Support', totalCount: 100 });
      expect((await rejection(holder.sources.list())).status).toBe(403);
    }
  });

  it('search pages: CRUD, manifest, accesses and users, HTML views, deletion', async () => {
    const pages = env.client().searchPages;
    const page = await pages.create({
      name: 'Docs search',
      html: '<atomic-search-box></atomic-search-box>',
      layout: 'grid',
    });
    await pages.create({ name: 'Another' });
    expect((await pages.list({ order: 'asc' }))?.map((p) => p.name)).toEqual(['Another', 'Docs search']);
    expect((await pages.list({ order: 'desc', perPage: 1 }))?.map((p) => p.name)).toEqual(['Docs search']);
    expect((await rejection(pages.list({ order: 'sideways' as never }))).status).toBe(400);

    const manifest = await pages.getManifest(page.id, {
      pagePlaceholders: { results: '<div id="r"></div>' },
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/searchpage/v1/interfaces/${page.id}/manifest`,
    });
    expect(manifest.markup).toContain('<div id="r"></div>');
    // The manifest gives the page's configuration as a search interface's, its layout in capitals.
    expect(manifest.config).toMatchObject({ id: page.id, name: 'Docs search', layout: 'GRID' });

    expect(await pages.getAccesses(page.id)).toEqual({
      users: [],
      domains: [],
      sharingLinkEnabled: false,
      sharingDomainEnabled: false,
    });
    expect((await pages.requestAccess(page.id)).requested).toBe(true);
    const added = await pages.addAccessesUsers(
      page.id,
      { users: ['admin@emulator.local', 'b@x.com'] },
      { notify: true },
    );
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/searchpage/v1/interfaces/${page.id}/accesses/users`,
      query: 'notify=true',
    });
    // The page, with its accesses.
    expect(added).toMatchObject({
      id: page.id,
      name: 'Docs search',
      accesses: { users: ['admin@emulator.local', 'b@x.com'], domains: [] },
    });
    expect((await pages.requestAccess(page.id)).requested).toBe(false);
    expect((await pages.updateAccessesUsers(page.id, ['c@x.com'])).accesses.users).toEqual(['c@x.com']);
    expect(await wireBody()).toEqual(['c@x.com']);
    expect(await pages.getAccessesUsers(page.id)).toEqual(['c@x.com']);
    const accesses = await pages.updateAccesses(page.id, {
      users: ['c@x.com'],
      domains: ['emulator.local'],
      sharingDomainEnabled: true,
    });
    expect(accesses).toEqual({
      users: ['c@x.com'],
      domains: ['emulator.local'],
      sharingLinkEnabled: false,
      sharingDomainEnabled: true,
    });
    expect((await pages.requestAccess(page.id)).requested).toBe(false);
    expect(
      (await rejection(pages.updateAccesses(page.id, { users: [1], domains: [] } as never))).status,
    ).toBe(400);

    const view = await pages.getView(page.id);
    expect(view).toContain('<atomic-search-box></atomic-search-box>');
    const raw = await env.send('GET', `${org}/searchpage/v1/interfaces/${page.id}/preview`);
    expect(raw.headers.get('content-type')).toMatch(/^text\/html/);
    const preview = await pages.generatePreview(page.id, {
      id: page.id,
      name: page.name,
      html: '<p>draft</p>',
    });
    const unnamed = await rejection(pages.generatePreview(page.id, { html: '<p>draft</p>' } as never));
    expect(unnamed.message).toContain("the body's /id is required");
    expect(preview).toContain('<p>draft</p>');
    expect(await pages.getView(page.id)).not.toContain('draft');
    expect(await pages.getLoader(page.id)).toContain('data-search-token');
    expect(await pages.getEditInterface(page.id)).toContain('Editor');
    expect(await pages.getLoginPage(page.id)).toContain('Sign in');
    expect((await pages.getToken(page.id))?.token.split('.')).toHaveLength(3);

    await pages.update(page.id, { name: 'Docs search v2' });
    expect((await pages.get(page.id))?.name).toBe('Docs search v2');
    expect(await pages.delete(page.id)).toEqual({});
    expect((await rejection(pages.getAccesses(page.id))).status).toBe(404);
    expect((await rejection(pages.getView(page.id))).status).toBe(404);
    expect((await pages.list())?.map((p) => p.name)).toEqual(['Another']);
  });
});
