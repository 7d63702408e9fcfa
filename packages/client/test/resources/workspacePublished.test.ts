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
    const { workspace } = env.client();
    expect(await workspace.setResourceProjects('products', ['p1', 'p2'], { resourceType: 'SOURCE' })).toEqual(
      {},
    );
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${projects}/resources/products/projectids`,
      query: 'resourceType=SOURCE',
      body: ['p1', 'p2'],
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

describe('workspace: what needs the platform', () => {
  it.todo("adds the resource to the project's resources (projects.get shows it) and answers the project");
  it.todo(
    'lists the ids added to a project by type, and each resource with all its projects, all or by page',
  );
  it.todo(
    "replaces a resource's projects with setResourceProjects, as projects.listAssociatedProjects shows",
  );
  it.todo("removes the resource from the project's resources, and answers 404 for one it does not hold");
});
