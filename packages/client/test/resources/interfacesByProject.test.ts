// The interface, page and customer-service listings "by project" (each family's own listing, limited to
// the resources the query's project holds), the versions of insight panel and IPX interfaces, and what an
// Insight Panel configuration shows, over HTTP against the emulator.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer } from './publishedChecks';
import { expectSent } from './publishedSupport';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
type Named = { id?: string; name?: string; projectIds?: string[] };
/** A new project (the platform needs its type and description). */
const newProject = (client: ReturnType<typeof env.client>, name: string) =>
  client.projects.create({ name, type: 'OTHER', description: `The ${name} project` });
const names = (items: Named[] | undefined) => items?.map((item) => item.name);
/** The items of a page the client types without a schema (the platform publishes none). */
const itemsOf = (page: unknown) => (page as { items: Named[] }).items;

describe('listings by project', () => {
  it('lists the search interfaces, hosted pages, IPX interfaces and search pages a project holds', async () => {
    const client = env.client();
    const support = await newProject(client, 'Support');
    const docs = await newProject(client, 'Docs');
    const held = [
      await client.searchInterfaces.create({ name: 'Support search' }),
      await client.hostedPages.create({ name: 'Support page', html: '<p>Help</p>' }),
      await client.searchPages.create({ name: 'Support hub' }),
    ];
    const others = [
      await client.searchInterfaces.create({ name: 'Other search' }),
      await client.hostedPages.create({ name: 'Other page', html: '<p>Other</p>' }),
      await client.searchPages.create({ name: 'Other hub' }),
    ];
    for (const { id } of held) await client.workspace.addResource(support.id, 'SEARCH_PAGE', id!);
    // The second search interface is in the other project only; the first is in both.
    await client.workspace.addResource(docs.id, 'SEARCH_PAGE', others[0].id!);
    await client.workspace.addResource(docs.id, 'SEARCH_PAGE', held[0].id!);
    const ipx = await client.ipxInterfaces.create({ name: 'Support IPX' });
    await client.ipxInterfaces.create({ name: 'Other IPX' });
    await client.workspace.addResource(support.id, 'IN_PRODUCT_EXPERIENCE', ipx.id!);

    const interfaces = await client.searchInterfaces.listByProject({ projectId: support.id });
    await expectSent(env, {
      endpoint: 'searchInterfaces.listByProject',
      method: 'GET',
      path: `${org}/searchinterfaces/projects/interfaces`,
      query: { projectId: support.id },
    });
    expect(interfaces).toMatchObject({ totalEntries: 1, totalPages: 1 });
    expect(itemsOf(interfaces)).toEqual([
      expect.objectContaining({ id: held[0].id, name: 'Support search', projectIds: [support.id, docs.id] }),
    ]);
    const inDocs = await client.searchInterfaces.listByProject({ projectId: docs.id, order: 'desc' });
    expect(names(itemsOf(inDocs))).toEqual(['Support search', 'Other search']);
    const filtered = await client.searchInterfaces.listByProject({ projectId: docs.id, filter: 'other' });
    expect(names(itemsOf(filtered))).toEqual(['Other search']);

    const hosted = await client.hostedPages.listByProject({ projectId: support.id, perPage: 1 });
    await expectSent(env, {
      endpoint: 'hostedPages.listByProject',
      method: 'GET',
      path: `${org}/hostedpages/projects/pages`,
      query: { projectId: support.id, perPage: '1' },
    });
    expect(hosted).toMatchObject({ items: [{ id: held[1].id, html: '<p>Help</p>' }], totalEntries: 1 });

    const ipxInterfaces = await client.ipxInterfaces.listByProject({ projectId: support.id });
    await expectSent(env, {
      endpoint: 'ipxInterfaces.listByProject',
      method: 'GET',
      path: `${org}/ipxinterface/v1/projects/interfaces`,
      query: { projectId: support.id },
    });
    expect(ipxInterfaces).toMatchObject({
      items: [{ id: ipx.id, projectIds: [support.id] }],
      totalEntries: 1,
    });

    const searchPages = await client.searchPages.listByProject({ projectId: support.id });
    await expectSent(env, {
      endpoint: 'searchPages.listByProject',
      method: 'GET',
      path: `/organizations/${DEFAULT_ORGANIZATION_ID}/searchpage/v1/projects/interfaces`,
      query: { projectId: support.id },
    });
    expectPublishedAnswer('searchPages.listByProject', searchPages);
    expect(searchPages).toEqual([expect.objectContaining({ id: held[2].id, projectIds: [support.id] })]);

    // Taken out of the project, a resource leaves its listing; an unknown project holds nothing.
    await client.workspace.removeResource(support.id, 'SEARCH_PAGE', held[2].id!);
    expect(await client.searchPages.listByProject({ projectId: support.id })).toEqual([]);
    expect(await client.hostedPages.listByProject({ projectId: 'no-such-project' })).toMatchObject({
      items: [],
      totalEntries: 0,
    });
  });

  it('lists the hosted search pages and in-app widgets a project holds (`projectid`)', async () => {
    const client = env.client();
    const project = await newProject(client, 'Help center');
    const page = await client.pages.create({ name: 'help', title: 'Help' });
    await client.pages.create({ name: 'other', title: 'Other' });
    const widget = await client.ipx.create({ name: 'Help', title: 'Help', searchHub: 'InAppHelp' });
    await client.ipx.create({ name: 'Other', title: 'Other', searchHub: 'InAppOther' });
    await client.workspace.addResource(project.id, 'SEARCH_PAGE', page.id!);
    await client.workspace.addResource(project.id, 'IN_PRODUCT_EXPERIENCE', widget.id!);

    const pages = await client.pages.listByProject({ projectid: project.id });
    await expectSent(env, {
      endpoint: 'pages.listByProject',
      method: 'GET',
      path: `${org}/pages/project/id`,
      query: { projectid: project.id },
    });
    expectPublishedAnswer('pages.listByProject', pages);
    expect(pages).toEqual([expect.objectContaining({ id: page.id, name: 'help', title: 'Help' })]);
    expect(pages[0]).not.toHaveProperty('searchUi');

    const widgets = await client.ipx.listByProject({ projectid: project.id });
    await expectSent(env, {
      endpoint: 'ipx.listByProject',
      method: 'GET',
      path: `${org}/pages/inappwidgets/projectid`,
      query: { projectid: project.id },
    });
    expectPublishedAnswer('ipx.listByProject', widgets);
    expect(widgets).toEqual([
      expect.objectContaining({
        id: widget.id,
        name: 'Help',
        token: expect.objectContaining({ searchHub: 'InAppHelp' }),
      }),
    ]);
    expect(await client.ipx.listByProject({ projectid: 'no-such-project' })).toEqual([]);
  });

  it('lists the case assist and Insight Panel configurations a project holds, with their projects', async () => {
    const client = env.client();
    const project = await newProject(client, 'Agents');
    const classification = { strategy: 'Some' as const, filter: '', fieldsToPredict: [{ name: 'source' }] };
    const assist = await client.caseAssists.create({
      name: 'Portal',
      classificationConfigurations: [classification],
    });
    await client.caseAssists.create({ name: 'Elsewhere' });
    const panels = [];
    for (const name of ['Desk', 'Console', 'Billing'])
      panels.push(await client.insightConfigs.create({ name, pipeline: 'agents' }));
    await client.workspace.addResource(project.id, 'CASE_ASSIST', assist.id!);
    for (const panel of panels.slice(0, 2))
      await client.workspace.addResource(project.id, 'INSIGHT_PANEL', panel.id!);

    const assists = await client.caseAssists.listByProject({ projectId: project.id, page: 0, perPage: 5 });
    await expectSent(env, {
      endpoint: 'caseAssists.listByProject',
      method: 'GET',
      path: `${org}/caseassists/projects/get`,
      query: { projectId: project.id, page: '0', perPage: '5' },
    });
    expectPublishedAnswer('caseAssists.listByProject', assists);
    expect(assists).toMatchObject({ totalEntries: 1, totalPages: 1 });
    expect(assists.configurations).toEqual([
      expect.objectContaining({
        id: assist.id,
        name: 'Portal',
        classificationConfigurations: [{ ...classification, projectIds: [project.id] }],
      }),
    ]);

    const configs = await client.insightConfigs.listByProject({ projectId: project.id, order: 'desc' });
    await expectSent(env, {
      endpoint: 'insightConfigs.listByProject',
      method: 'GET',
      path: `${org}/insightconfig/v1/configs/projects/get`,
      query: { projectId: project.id, order: 'desc' },
    });
    expectPublishedAnswer('insightConfigs.listByProject', configs);
    expect(configs.configurations?.map((c) => [c.name, c.projectIds, c.pipeline?.id])).toEqual([
      ['Desk', [project.id], 'agents'],
      ['Console', [project.id], 'agents'],
    ]);
    expect(configs).toMatchObject({ totalEntries: 2, totalPages: 1 });
    const page = await client.insightConfigs.listByProject({ projectId: project.id, perPage: 1, page: 1 });
    expect(names(page.configurations)).toEqual(['Desk']);
    expect(page).toMatchObject({ totalEntries: 2, totalPages: 2 });
    expect((await rejection(client.insightConfigs.listByProject({} as never))).status).toBe(400);
  });
});

describe('insight panel and IPX interface versions', () => {
  it('reads one version of an interface; 404 for an unknown interface or version', async () => {
    const client = env.client();
    for (const family of ['insightInterfaces', 'ipxInterfaces'] as const) {
      const interfaces = client[family];
      const { id } = await interfaces.create({
        name: 'Panel',
        facets: [{ field: 'source', label: 'Source' }],
      });
      await interfaces.update(id!, { name: 'Panel', facets: [] });
      const first = await interfaces.getVersion(id!, 1);
      const base = family === 'insightInterfaces' ? 'insightinterface' : 'ipxinterface';
      await expectSent(env, {
        endpoint: `${family}.getVersion`,
        method: 'GET',
        path: `${org}/${base}/v1/interfaces/${id}/versions/1`,
      });
      expectPublishedAnswer(`${family}.getVersion`, first);
      expect(first).toMatchObject({
        version: 1,
        isPublished: false,
        configuration: { id, facets: [{ field: 'source' }] },
      });
      expect(await interfaces.getVersion(id!, 2)).toMatchObject({ version: 2, isPublished: true });
      expect((await rejection(interfaces.getVersion(id!, 3))).status).toBe(404);
      expect((await rejection(interfaces.getVersion('no-such-interface', 1))).status).toBe(404);
    }
  });
});

describe('what an Insight Panel configuration shows', () => {
  it('answers its context fields, its search hub and its interface; 404 for an unknown configuration', async () => {
    const client = env.client();
    const facets = [{ field: 'source', label: 'Source' }];
    const panel = await client.insightInterfaces.create({ name: 'Agent panel', facets });
    const contextFields = { subject: 'Case_subject' };
    const config = await client.insightConfigs.create({
      name: 'Agents',
      pipeline: 'agents',
      contextFields,
      interfaces: ['no-such-interface', panel.id!],
    });

    const shown = await client.insightConfigs.getInterface(config.id!);
    await expectSent(env, {
      endpoint: 'insightConfigs.getInterface',
      method: 'GET',
      path: `${org}/insight/v1/configs/${config.id}/interface`,
    });
    expectPublishedAnswer('insightConfigs.getInterface', shown);
    expect(shown).toEqual({
      contextFields,
      searchHub: 'Agents',
      interface: expect.objectContaining({ id: panel.id, name: 'Agent panel', facets }),
    });

    // Without an interface the organization has, the panel shows none.
    const bare = await client.insightConfigs.create({ name: 'Bare', pipeline: 'agents' });
    expect(await client.insightConfigs.getInterface(bare.id!)).toEqual({
      contextFields: {},
      searchHub: 'Bare',
    });
    expect((await rejection(client.insightConfigs.getInterface('no-such-config'))).status).toBe(404);
  });
});
