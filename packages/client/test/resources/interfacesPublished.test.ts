// The published calls of search interfaces, hosted pages, IPX interfaces, search pages, hosted search
// pages and in-app widgets that the catalog took in with issue 25.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer } from './publishedAnswers';
import { expectCalls, expectSent } from './publishedSupport';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const isObject = (value: unknown) => expect(value).toEqual(expect.any(Object));
const isArray = (value: unknown) => expect(value).toEqual(expect.any(Array));

describe('interfaces of a project', () => {
  it('lists the search interfaces, hosted pages, IPX interfaces and search pages of a project', async () => {
    const query = { projectId: 'project-1', filter: 'docs', order: 'asc', page: 1, perPage: 20 } as const;
    const sent = { projectId: 'project-1', filter: 'docs', order: 'asc', page: '1', perPage: '20' };
    await expectCalls(env, [
      {
        call: (client) => client.searchInterfaces.listByProject(query),
        endpoint: 'searchInterfaces.listByProject',
        method: 'GET',
        path: `${org}/searchinterfaces/projects/interfaces`,
        query: sent,
        answer: isObject,
      },
      {
        call: (client) => client.hostedPages.listByProject(query),
        endpoint: 'hostedPages.listByProject',
        method: 'GET',
        path: `${org}/hostedpages/projects/pages`,
        query: sent,
        answer: isObject,
      },
      {
        call: (client) => client.ipxInterfaces.listByProject(query),
        endpoint: 'ipxInterfaces.listByProject',
        method: 'GET',
        path: `${org}/ipxinterface/v1/projects/interfaces`,
        query: sent,
        answer: isObject,
      },
      {
        // The platform publishes this one without the `/rest` prefix.
        call: (client) => client.searchPages.listByProject(query),
        endpoint: 'searchPages.listByProject',
        method: 'GET',
        path: `/organizations/${DEFAULT_ORGANIZATION_ID}/searchpage/v1/projects/interfaces`,
        query: sent,
        answer: isArray,
      },
    ]);
  });
});

describe('HTML of interfaces and pages', () => {
  it('reads a search interface, a hosted page and a search page as HTML; unknown ones answer 404', async () => {
    const client = env.client();
    const searchInterface = await client.searchInterfaces.create({ name: 'Support' });
    const hostedPage = await client.hostedPages.create({ name: 'Docs', html: '<p>Docs</p>' });
    const searchPage = await client.searchPages.create({ name: 'Docs search' });
    await expectCalls(env, [
      {
        call: (c) => c.searchInterfaces.getHtml(searchInterface.id),
        endpoint: 'searchInterfaces.getHtml',
        method: 'GET',
        path: `${org}/searchinterfaces/${searchInterface.id}/html`,
        answer: (answer) => expect(answer).toBeDefined(),
      },
      {
        call: (c) => c.hostedPages.getHtml(hostedPage.id),
        endpoint: 'hostedPages.getHtml',
        method: 'GET',
        path: `${org}/hostedpages/${hostedPage.id}/html/v1`,
        answer: (answer) => expect(answer).toBeDefined(),
      },
      {
        call: (c) => c.searchPages.getHtml(searchPage.id),
        endpoint: 'searchPages.getHtml',
        method: 'GET',
        path: `${org}/searchpage/v1/interfaces/${searchPage.id}/html`,
        answer: (answer) => expect(answer).toBeDefined(),
      },
    ]);

    expect((await rejection(client.searchInterfaces.getHtml('no such'))).status).toBe(404);
    await expectSent(env, {
      endpoint: 'searchInterfaces.getHtml',
      method: 'GET',
      path: `${org}/searchinterfaces/no%20such/html`,
    });
    expect((await rejection(client.hostedPages.getHtml('nope'))).status).toBe(404);
    expect((await rejection(client.searchPages.getHtml('nope'))).status).toBe(404);
    await client.hostedPages.delete(hostedPage.id);
    expect((await rejection(client.hostedPages.getHtml(hostedPage.id))).status).toBe(404);
  });

  it('answers the HTML of a hosted page: its style sheets, its markup, then its scripts in order', async () => {
    const client = env.client();
    const page = await client.hostedPages.create({
      name: 'Docs & help',
      html: '<atomic-search-interface></atomic-search-interface>',
      css: [{ url: 'https://cdn.example.com/theme.css?a=1&b=2' }, { inlineContent: 'body { margin: 0 }' }],
      javascript: [
        { url: 'https://cdn.example.com/atomic.esm.js', isModule: true },
        { inlineContent: 'document.title += "</script>";' },
      ],
    });
    const html = String(await client.hostedPages.getHtml(page.id));
    expect(html).toContain('<title>Docs &amp; help</title>');
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.example.com/theme.css?a=1&amp;b=2">');
    expect(html).toContain('<style>body { margin: 0 }</style>');
    expect(html).toContain('<atomic-search-interface></atomic-search-interface>');
    const scripts = [
      '<script type="module" src="https://cdn.example.com/atomic.esm.js"></script>',
      // An inline script cannot close its own tag early.
      '<script>document.title += "<\\/script>";</script>',
    ];
    expect(html.indexOf(scripts[0])).toBeGreaterThan(html.indexOf('<atomic-search-interface>'));
    expect(html.indexOf(scripts[1])).toBeGreaterThan(html.indexOf(scripts[0]));
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('HTML of search interfaces and search pages, from their configuration', () => {
  it('answers the page that serves the interface: its title, its facets and sorts as Atomic markup', async () => {
    const client = env.client();
    const facets = [{ field: 'source', label: 'Source & kind' }];
    const searchInterface = await client.searchInterfaces.create({
      name: 'Support',
      title: 'Help <center>',
      facets,
    });
    const html = String(await client.searchInterfaces.getHtml(searchInterface.id));
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<title>Help &lt;center&gt;</title>');
    expect(html).toContain('<atomic-facet field="source" label="Source &amp; kind"></atomic-facet>');
    // Its markup is the manifest's.
    const { markup } = await client.searchInterfaces.getManifest(searchInterface.id, {});
    expect(html).toContain(markup!);
    await client.searchInterfaces.update(searchInterface.id, { name: 'Support', facets: [] });
    expect(String(await client.searchInterfaces.getHtml(searchInterface.id))).not.toContain('atomic-facet');

    const sortCriteria = [{ by: 'date' as const, label: 'Newest', order: 'DESC' as const }];
    const searchPage = await client.searchPages.create({ name: 'Docs search', sortCriteria });
    const page = String(await client.searchPages.getHtml(searchPage.id));
    expect(page).toContain('<title>Docs search</title>');
    expect(page).toContain('<atomic-sort-expression label="Newest"');

    // The published media type: text/html.
    const answer = await env.send('GET', `${org}/searchpage/v1/interfaces/${searchPage.id}/html`);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    await client.searchPages.delete(searchPage.id);
    expect((await rejection(client.searchPages.getHtml(searchPage.id))).status).toBe(404);
  });
});

describe('pipelines of IPX interfaces and search pages', () => {
  it('lists the pipelines whose condition routes the search hub of the interface, else the default one', async () => {
    const client = env.client();
    const page = await client.searchPages.create({ name: 'Docs search' });
    const ipx = await client.ipxInterfaces.create({ name: 'Docs IPX' });
    const [defaultPipeline] = (await client.pipelines.list())!.items.filter((p) => p.isDefault);
    const onlyDefault = [{ id: defaultPipeline.id, name: 'default', pipelineType: 'search', models: [] }];
    expect(await client.searchPages.listPipelines(page.id)).toEqual(onlyDefault);
    expect(await client.ipxInterfaces.listPipelines(ipx.id)).toEqual(onlyDefault);

    // The search hub of a page is its name.
    const docs = await client.pipelines.conditions.create({ definition: 'when $searchHub is "Docs search"' });
    const other = await client.pipelines.conditions.create({ definition: 'when $searchHub is "Community"' });
    const routed = await client.pipelines.create({ name: 'Docs', condition: { id: docs.id } });
    await client.pipelines.create({ name: 'Community', condition: { id: other.id } });
    const pipelines = await client.searchPages.listPipelines(page.id);
    expectPublishedAnswer('searchPages.listPipelines', pipelines);
    expect(pipelines).toEqual([
      { id: routed.id, name: 'Docs', pipelineType: 'search', conditionId: docs.id, models: [] },
    ]);
    expect(await client.ipxInterfaces.listPipelines(ipx.id)).toEqual(onlyDefault);

    // With the models associated with the pipeline, a new one still building.
    const model = { engineId: 'topclicks', modelName: 'docs', exportPeriod: 'P3M', intervalTime: 1 };
    const { modelId } = await client.ml.register({ ...model, intervalUnit: 'WEEK' });
    await client.pipelines.mlAssociations.create(routed.id, { modelId });
    expect((await client.searchPages.listPipelines(page.id))[0].models).toEqual([
      { id: modelId, modelStatus: 'BUILD_IN_PROGRESS', modelEngine: 'topclicks' },
    ]);
  });
});

describe('ipxInterfaces: versions and pipelines', () => {
  it('creates a query pipeline for a new IPX interface, routed by its search hub, when createPipelines asks', async () => {
    const client = env.client();
    const pipelineCount = async () => (await client.pipelines.list())!.items.length;
    const before = await pipelineCount();
    const plain = await client.ipxInterfaces.create({ name: 'Plain IPX' });
    expect(await pipelineCount()).toBe(before);
    const [defaultPipeline] = await client.ipxInterfaces.listPipelines(plain.id);

    const help = await client.ipxInterfaces.create(
      { name: 'Help IPX', searchHub: 'HelpHub' },
      { createPipelines: true },
    );
    await expectSent(env, {
      endpoint: 'ipxInterfaces.create',
      method: 'POST',
      path: `${org}/ipxinterface/v1/interfaces`,
      query: { createPipelines: 'true' },
      body: { name: 'Help IPX', searchHub: 'HelpHub' },
    });
    const [routed] = await client.ipxInterfaces.listPipelines(help.id);
    expect(routed).toMatchObject({
      name: 'Help IPX',
      pipelineType: 'search',
      conditionId: expect.any(String),
    });
    expect(routed.id).not.toBe(defaultPipeline.id);
    const condition = await client.pipelines.conditions.get(routed.conditionId!);
    expect(condition?.definition).toBe('when $searchHub is "HelpHub"');
    // The other interfaces keep the default pipeline; replacing the interface creates nothing more.
    expect(await client.ipxInterfaces.listPipelines(plain.id)).toEqual([defaultPipeline]);
    await client.ipxInterfaces.update(help.id, { name: 'Help IPX', searchHub: 'HelpHub' });
    expect(await pipelineCount()).toBe(before + 1);

    // A pipeline has the name already: 409, and neither an interface nor a pipeline is created.
    const clash = await rejection(
      client.ipxInterfaces.create({ name: 'help ipx' }, { createPipelines: true }),
    );
    expect(clash.status).toBe(409);
    expect(clash.message).toContain("A query pipeline named 'help ipx' already exists");
    expect((await client.ipxInterfaces.list())!.items.map((i) => i.name)).toEqual(['Help IPX', 'Plain IPX']);
    expect(await pipelineCount()).toBe(before + 1);
  });

  it('lists the versions and pipelines of an IPX interface; a version it does not have answers 404', async () => {
    const client = env.client();
    const { id } = await client.ipxInterfaces.create({ name: 'Docs IPX', searchHub: 'DocsIPX' });
    const base = `${org}/ipxinterface/v1/interfaces/${id}`;

    const versions = await client.ipxInterfaces.listVersions(id, { page: 0, perPage: 5, order: 'desc' });
    await expectSent(env, {
      endpoint: 'ipxInterfaces.listVersions',
      method: 'GET',
      path: `${base}/versions`,
      query: { page: '0', perPage: '5', order: 'desc' },
    });
    expect(versions).toMatchObject({ items: expect.any(Array) });

    expect(await client.ipxInterfaces.listPipelines(id)).toEqual(expect.any(Array));
    await expectSent(env, {
      endpoint: 'ipxInterfaces.listPipelines',
      method: 'GET',
      path: `${base}/pipelines`,
    });

    expect((await rejection(client.ipxInterfaces.getVersion(id, 7))).status).toBe(404);
    await expectSent(env, {
      endpoint: 'ipxInterfaces.getVersion',
      method: 'GET',
      path: `${base}/versions/7`,
    });
    // The label is the body's one field.
    expect((await rejection(client.ipxInterfaces.restoreVersion(id, 7, 'before the redesign'))).status).toBe(
      404,
    );
    await expectSent(env, {
      endpoint: 'ipxInterfaces.restoreVersion',
      method: 'POST',
      path: `${base}/versions/7/restore`,
      body: { label: 'before the redesign' },
    });
    expect((await rejection(client.ipxInterfaces.updateVersionLabel(id, 7, 'launch'))).status).toBe(404);
    await expectSent(env, {
      endpoint: 'ipxInterfaces.updateVersionLabel',
      method: 'PUT',
      path: `${base}/versions/7/label`,
      body: { label: 'launch' },
    });

    // Calls under an unknown interface answer its 404.
    expect((await rejection(client.ipxInterfaces.listVersions('nope'))).status).toBe(404);
    expect((await rejection(client.ipxInterfaces.listPipelines('nope'))).status).toBe(404);
  });

  it('each save of an IPX interface is a version that can be labelled and restored', async () => {
    const client = env.client();
    const facets = [{ field: 'source', label: 'Source' }];
    const { id } = await client.ipxInterfaces.create({ name: 'Docs IPX', facets });
    await client.ipxInterfaces.update(id, { name: 'Docs IPX', facets: [] });
    const versions = await client.ipxInterfaces.listVersions(id);
    expect(versions.items!.map((v) => [v.version, v.isPublished])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await client.ipxInterfaces.getVersion(id, 1)).configuration).toMatchObject({ id, facets });

    const labelled = await client.ipxInterfaces.updateVersionLabel(id, 1, 'launch');
    expect(labelled).toMatchObject({ version: 1, label: 'launch', isPublished: false });
    expect(
      (await client.ipxInterfaces.listVersions(id, { filter: 'laun' })).items!.map((v) => v.version),
    ).toEqual([1]);

    // A restore answers the interface as restored, and saves it as the newest version.
    const restored = await client.ipxInterfaces.restoreVersion(id, 1, 'back to launch');
    expect(restored).toMatchObject({ id, name: 'Docs IPX', facets });
    expect((await client.ipxInterfaces.get(id)).facets).toEqual(facets);
    const [newest] = (await client.ipxInterfaces.listVersions(id)).items!;
    expect(newest).toMatchObject({
      version: 3,
      restoredFromVersion: 1,
      label: 'back to launch',
      isPublished: true,
    });
    expect((await rejection(client.ipxInterfaces.getVersion(id, 4))).status).toBe(404);

    // Deleting the interface deletes its versions.
    await client.ipxInterfaces.delete(id);
    expect((await rejection(client.ipxInterfaces.listVersions(id))).status).toBe(404);
  });
});

describe('searchPages: access requests and pipelines', () => {
  it('asks for access to a search page and lists its pipelines; an unknown page answers 404', async () => {
    const client = env.client();
    const { id } = await client.searchPages.create({ name: 'Docs search' });
    const base = `${org}/searchpage/v1/interfaces/${id}`;
    expect(await client.searchPages.submitAccessRequest(id)).toEqual({});
    await expectSent(env, {
      endpoint: 'searchPages.submitAccessRequest',
      method: 'POST',
      path: `${base}/access/request`,
      body: {},
    });
    expect(await client.searchPages.listPipelines(id)).toEqual(expect.any(Array));
    await expectSent(env, {
      endpoint: 'searchPages.listPipelines',
      method: 'GET',
      path: `${base}/pipelines`,
    });
    expect((await rejection(client.searchPages.submitAccessRequest('nope'))).status).toBe(404);
    expect((await rejection(client.searchPages.listPipelines('nope'))).status).toBe(404);
  });

  it('refuses an access request from a user the page already shares with, by name, link or domain', async () => {
    const client = env.client();
    const { id } = await client.searchPages.create({ name: 'Shared search' });
    const me = (await client.searchPages.get(id)).createdBy as string;
    const domain = me.split('@')[1];
    expect(await client.searchPages.submitAccessRequest(id)).toEqual({});
    for (const shared of [
      { users: [me], domains: [] },
      { users: [], domains: [], sharingLinkEnabled: true },
      { users: [], domains: [domain], sharingDomainEnabled: true },
    ]) {
      await client.searchPages.updateAccesses(id, shared);
      const refused = await rejection(client.searchPages.submitAccessRequest(id));
      expect(refused.status).toBe(400);
      expect(refused.message).toContain(`may already open the search page '${id}'`);
    }
    // No longer shared with the user: they may ask again.
    await client.searchPages.updateAccesses(id, { users: ['someone@else.com'], domains: [] });
    expect(await client.searchPages.submitAccessRequest(id)).toEqual({});
  });
});

describe('pages and ipx (hosted search pages, in-app widgets)', () => {
  it('reads pages and widgets by ids and by project, unlinks Zendesk, fetches a loader at the published path', async () => {
    const widget = await env.client().ipx.create({ name: 'Help', title: 'Help', searchHub: 'InAppHelp' });
    await expectCalls(env, [
      {
        call: (client) => client.pages.bulkGet(['page-1', 'page-2']),
        endpoint: 'pages.bulkGet',
        method: 'POST',
        path: `${org}/pages/ids`,
        body: ['page-1', 'page-2'],
        answer: isArray,
      },
      {
        call: (client) => client.pages.listByProject({ projectid: 'project-1' }),
        endpoint: 'pages.listByProject',
        method: 'GET',
        path: `${org}/pages/project/id`,
        query: { projectid: 'project-1' },
        answer: isArray,
      },
      {
        // The platform publishes this one without the `/rest` prefix.
        call: (client) => client.pages.unlinkZendesk({ installationId: 'zendesk-1' }),
        endpoint: 'pages.unlinkZendesk',
        method: 'DELETE',
        path: `/pages/${DEFAULT_ORGANIZATION_ID}/zendesk/unlink`,
        query: { installationId: 'zendesk-1' },
        answer: (answer) => expect(answer).toEqual({}),
      },
      {
        call: (client) => client.ipx.bulkGet(['widget-1']),
        endpoint: 'ipx.bulkGet',
        method: 'POST',
        path: `${org}/pages/inappwidgets/ids`,
        body: ['widget-1'],
        answer: isArray,
      },
      {
        call: (client) => client.ipx.listByProject({ projectid: 'project-1' }),
        endpoint: 'ipx.listByProject',
        method: 'GET',
        path: `${org}/pages/inappwidgets/projectid`,
        query: { projectid: 'project-1' },
        answer: isArray,
      },
      {
        call: (client) => client.ipx.getPageLoader(widget.id, { access_token: 'page-token' }),
        endpoint: 'ipx.getPageLoader',
        method: 'GET',
        path: `${org}/pages/${widget.id}/inappwidget/loader`,
        // Sent; the emulator's request log keeps no token.
        query: { access_token: '[redacted]' },
        answer: (answer) => expect(answer).toBeDefined(),
      },
    ]);
    // Without its installation, the unlink is refused.
    expect((await rejection(env.client().pages.unlinkZendesk({} as never))).status).toBe(400);
  });

  it('answers at the published loader path the JavaScript that ipx.getLoader answers', async () => {
    const client = env.client();
    const widget = await client.ipx.create({ name: 'Help', title: 'Help center', searchHub: 'InAppHelp' });
    const published = await client.ipx.getPageLoader(widget.id, { access_token: 'page-token' });
    expect(published).toContain('Help center');
    // The loader holds a search token made when it is served: the rest is the same script.
    const withoutToken = (script: unknown) => String(script).replace(/var token = .*;/, '');
    expect(withoutToken(published)).toBe(withoutToken(await client.ipx.getLoader(widget.id)));
    // The access_token given is the one the widget searches with.
    expect(published).toContain('var token = "page-token";');
    expect((await rejection(client.ipx.getPageLoader('no-such-widget'))).status).toBe(404);
    // A page's <script src> sends no header: the loader needs no token (no privilege), its organization
    // and widget must exist.
    const path = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/pages/${widget.id}/inappwidget/loader`;
    const script = await fetch(`${env.url}${path}`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('Help center');
    expect((await fetch(`${env.url}${path.replace(widget.id, 'no-such-widget')}`)).status).toBe(404);
    expect((await fetch(`${env.url}${path.replace(DEFAULT_ORGANIZATION_ID, 'no-such-org')}`)).status).toBe(
      404,
    );
    // Any other call still needs one.
    expect((await fetch(`${env.url}/rest/organizations/${DEFAULT_ORGANIZATION_ID}/pages`)).status).toBe(401);
  });

  it('reads in bulk the pages and widgets whose ids are given, in that order, leaving out unknown ids', async () => {
    const client = env.client();
    const docs = await client.pages.create({ name: 'Docs', title: 'Docs' });
    const blog = await client.pages.create({ name: 'Blog', title: 'Blog' });
    const pages = await client.pages.bulkGet([blog.id, 'no-such-page', docs.id]);
    expect(pages.map((page) => page.name)).toEqual(['Blog', 'Docs']);
    const help = await client.ipx.create({ name: 'Help', title: 'Help', searchHub: 'Help' });
    const store = await client.ipx.create({ name: 'Store', title: 'Store', searchHub: 'Store' });
    const widgets = await client.ipx.bulkGet([store.id, help.id, 'no-such-widget']);
    expect(widgets.map((w) => w.name)).toEqual(['Store', 'Help']);
    expect(widgets[0]).toMatchObject((await client.ipx.list({ name: 'Store' }))![0]);
  });
});
