// The workspace service's calls on the resources of projects (client.workspace), over HTTP against the
// emulator.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer, lastWire } from './publishedChecks';

const env = useEmulator();
const projects = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/projects`;

const wire = () => lastWire(env);

describe('workspace: the resources of projects', () => {
  it('adds a resource to a project and removes it, and answers 404 for a project that does not exist', async () => {
    const client = env.client();
    const project = await client.projects.create({
      name: 'Storefront',
      type: 'COMMERCE',
      description: 'The shop',
    });

    const answer = await client.workspace.addResource(project.id, 'SOURCE', 'products');
    expect(await wire()).toEqual({
      method: 'PUT',
      path: `${projects}/${project.id}/resources/SOURCE/products`,
      query: '',
      // No body of its own: the client sends an empty JSON object, as for every PUT without one.
      body: {},
      endpoint: 'workspace.addResource',
    });
    expectPublishedAnswer('workspace.addResource', answer);

    expect(await client.workspace.removeResource(project.id, 'SOURCE', 'products')).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `${projects}/${project.id}/resources/SOURCE/products`,
      endpoint: 'workspace.removeResource',
    });

    const error = await rejection(client.workspace.addResource('no-such-project', 'SOURCE', 'products'));
    expect(error.status).toBe(404);
    expect(error.message).toContain('no-such-project');
  });

  it("sets a resource's projects: the ids in the body, the resource type in the query", async () => {
    const client = env.client();
    const ids = [];
    for (const name of ['One', 'Two'])
      ids.push((await client.projects.create({ name, type: 'OTHER', description: name })).id);
    expect(await client.workspace.setResourceProjects('products', ids, { resourceType: 'SOURCE' })).toEqual(
      {},
    );
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${projects}/resources/products/projectids`,
      query: 'resourceType=SOURCE',
      body: ids,
      endpoint: 'workspace.setResourceProjects',
    });
  });

  it("lists a project's resources of one type: ids, all of them with their projects, one page of them", async () => {
    const client = env.client();
    const project = await client.projects.create({
      name: 'Support',
      type: 'SUPPORT_PORTAL',
      description: 'Help',
    });

    expectPublishedAnswer(
      'workspace.listResourceIds',
      await client.workspace.listResourceIds(project.id, 'QUERY_PIPELINE'),
    );
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${projects}/${project.id}/resources/QUERY_PIPELINE/ids`,
      endpoint: 'workspace.listResourceIds',
    });

    const all = await client.workspace.listResourcesByProject({
      resourceType: 'SOURCE',
      projectId: project.id,
    });
    expectPublishedAnswer('workspace.listResourcesByProject', all);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${projects}/resources/ids`,
      query: `resourceType=SOURCE&projectId=${project.id}`,
      endpoint: 'workspace.listResourcesByProject',
    });

    const page = await client.workspace.listResourcesByProjectPage({
      resourceType: 'SOURCE',
      projectId: project.id,
      page: 1,
      perPage: 20,
    });
    expectPublishedAnswer('workspace.listResourcesByProjectPage', page);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${projects}/resources/ids/page`,
      query: `resourceType=SOURCE&projectId=${project.id}&page=1&perPage=20`,
      endpoint: 'workspace.listResourcesByProjectPage',
    });
  });
});

describe('workspace: what a project holds', () => {
  it('adds resources to a project (projects.get shows them), lists them by type, and removes them', async () => {
    const client = env.client();
    const project = await client.projects.create({ name: 'Shop', type: 'COMMERCE', description: 'Shop' });
    const added = await client.workspace.addResource(project.id, 'SOURCE', 'products');
    expect(added).toMatchObject({ id: project.id, resources: { SOURCE: ['products'] } });
    await client.workspace.addResource(project.id, 'SOURCE', 'products');
    await client.workspace.addResource(project.id, 'SOURCE', 'catalog');
    await client.workspace.addResource(project.id, 'QUERY_PIPELINE', 'shop');
    expect((await client.projects.get(project.id)).resources).toEqual({
      SOURCE: ['products', 'catalog'],
      QUERY_PIPELINE: ['shop'],
    });
    expect(await client.workspace.listResourceIds(project.id, 'SOURCE')).toEqual(['products', 'catalog']);
    expect(await client.workspace.listResourceIds(project.id, 'EXTENSION')).toEqual([]);

    await client.workspace.removeResource(project.id, 'SOURCE', 'products');
    expect(await client.workspace.listResourceIds(project.id, 'SOURCE')).toEqual(['catalog']);
    const error = await rejection(client.workspace.removeResource(project.id, 'SOURCE', 'products'));
    expect(error.status).toBe(404);
    expect(error.message).toContain('products');
  });

  it('lists each resource of a type with all its projects, all or by page, and replaces its projects', async () => {
    const client = env.client();
    const shop = await client.projects.create({ name: 'Shop', type: 'COMMERCE', description: 'Shop' });
    const help = await client.projects.create({ name: 'Help', type: 'SUPPORT_PORTAL', description: 'Help' });
    await client.workspace.addResource(shop.id, 'SOURCE', 'products');
    await client.workspace.addResource(help.id, 'SOURCE', 'products');
    await client.workspace.addResource(help.id, 'SOURCE', 'articles');

    const ofHelp = await client.workspace.listResourcesByProject({
      resourceType: 'SOURCE',
      projectId: help.id,
    });
    expect(ofHelp).toEqual([
      { id: 'products', projectIds: [shop.id, help.id] },
      { id: 'articles', projectIds: [help.id] },
    ]);
    const ofShop = await client.workspace.listResourcesByProject({
      resourceType: 'SOURCE',
      projectId: shop.id,
    });
    expect(ofShop).toEqual([{ id: 'products', projectIds: [shop.id, help.id] }]);
    const query = { resourceType: 'SOURCE', projectId: help.id, page: 1, perPage: 1 };
    const page = await client.workspace.listResourcesByProjectPage(query);
    expect(page).toEqual({
      items: [{ id: 'articles', projectIds: [help.id] }],
      totalEntries: 2,
      totalPages: 2,
    });

    await client.workspace.setResourceProjects('articles', [shop.id], { resourceType: 'SOURCE' });
    const [associated] = await client.projects.listAssociatedProjects(['articles'], {
      resourceType: 'SOURCE',
    });
    expect(associated).toEqual({ id: 'articles', projectIds: [shop.id] });
    expect(await client.workspace.listResourceIds(help.id, 'SOURCE')).toEqual(['products']);
    const unknown = client.workspace.setResourceProjects('articles', ['no-such-project'], {
      resourceType: 'SOURCE',
    });
    expect((await rejection(unknown)).status).toBe(404);
    expect(await client.workspace.listResourceIds(shop.id, 'SOURCE')).toEqual(['products', 'articles']);
  });

  it('pages the resources of a project by 50 when the query gives no perPage, as the platform publishes', async () => {
    const client = env.client();
    const project = await client.projects.create({ name: 'Big', type: 'OTHER', description: 'Many sources' });
    const ids = Array.from({ length: 51 }, (_, i) => `source-${String(i).padStart(2, '0')}`);
    for (const id of ids) await client.workspace.addResource(project.id, 'SOURCE', id);

    const first = await client.workspace.listResourcesByProjectPage({
      resourceType: 'SOURCE',
      projectId: project.id,
    });
    expect(first).toMatchObject({ totalEntries: 51, totalPages: 2 });
    expect(first.items).toHaveLength(50);
    const resources = await client.projects.listResources(project.id, 'SOURCE');
    expect(resources).toMatchObject({ totalEntries: 51, totalPages: 2 });
    expect(resources?.items?.map((resource) => resource.id)).toEqual(ids.slice(0, 50));
  });

  it('lists projects 50 a page without a perPage, the default the platform publishes', async () => {
    const client = env.client();
    for (let i = 0; i < 51; i++)
      await client.projects.create({ name: `Project ${i}`, type: 'OTHER', description: 'One of many' });
    const first = await client.projects.list();
    expect(first).toMatchObject({ totalEntries: 51, totalPages: 2 });
    expect(first.items).toHaveLength(50);
    expect((await client.projects.list({ page: 1 })).items).toHaveLength(1);
    expect((await client.projects.list({ perPage: 100 })).items).toHaveLength(51);
  });
});
