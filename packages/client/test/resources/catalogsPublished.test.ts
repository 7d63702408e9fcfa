// Published catalog-management calls added with the commerce group (catalog view definitions and
// filters, catalogs by ids or project, the catalog configuration of a source), over HTTP against the
// emulator: the request on the wire, the state kept, and an answer the published schema allows.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer, lastWire } from './publishedChecks';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const preview = `/api/preview/organizations/${DEFAULT_ORGANIZATION_ID}/catalog-management/catalogs`;

const wire = () => lastWire(env);
const product = { objectType: 'Product', idField: 'ec_product_id' };

/** A catalog of a new catalog source, with its own configuration. */
async function newCatalog(name: string, source?: { id: string }) {
  const client = env.client();
  const fed =
    source ?? (await client.sources.create({ name: `${name} ${Math.random()}`, sourceType: 'CATALOG' }));
  return client.catalogs.create({ name, sourceId: fed.id, configuration: { name, product } as never });
}

describe('catalogs: view definitions, filter, and lists by ids or project', () => {
  it("replaces and reads a catalog's view definitions and filter, each catalog its own", async () => {
    const { catalogs } = env.client();
    const [shoes, boots] = [await newCatalog('Shoes'), await newCatalog('Boots')];
    const views = { viewDefinitions: [{ key: 'color', field: 'ec_color' }] };
    const saved = await catalogs.updateViewDefinitions(shoes.id, views);
    expect(saved).toEqual(views);
    expectPublishedAnswer('catalogs.updateViewDefinitions', saved);
    expect(await wire()).toEqual({
      method: 'PUT',
      path: `${preview}/${shoes.id}/view-definitions`,
      query: '',
      body: views,
      endpoint: 'catalogs.updateViewDefinitions',
    });
    expect(await catalogs.getViewDefinitions(shoes.id)).toEqual(views);
    expect(await wire()).toMatchObject({ method: 'GET', path: `${preview}/${shoes.id}/view-definitions` });
    expect(await catalogs.getViewDefinitions(boots.id)).not.toEqual(views);

    const filter = { filter: { field: 'ec_brand', value: 'Acme' } };
    const savedFilter = await catalogs.updateFilter(shoes.id, filter);
    expect(savedFilter).toEqual(filter);
    expectPublishedAnswer('catalogs.updateFilter', savedFilter);
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${preview}/${shoes.id}/filter`,
      body: filter,
      endpoint: 'catalogs.updateFilter',
    });
    expect(await catalogs.getFilter(shoes.id)).toEqual(filter);
    expect(await catalogs.getFilter(boots.id)).not.toEqual(filter);

    const refused = await rejection(
      catalogs.updateFilter(shoes.id, { filter: { field: 'ec_brand', value: '' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('/filter/value');
    expect(await catalogs.getFilter(shoes.id)).toEqual(filter);
  });

  it('lists catalogs by their ids (in the body) and by project', async () => {
    const { catalogs } = env.client();
    const ids = ['3d1f9a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b'];
    const byIds = await catalogs.listByIds(ids, { filter: 'shoe', page: 0, pageSize: 25 });
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${org}/catalogs/ids`,
      query: 'filter=shoe&page=0&pageSize=25',
      body: ids,
      endpoint: 'catalogs.listByIds',
    });
    expectPublishedAnswer('catalogs.listByIds', byIds);

    const byProject = await catalogs.listByProject({ projectId: 'storefront', sortingDirection: 'DESC' });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/catalogs/project`,
      query: 'projectId=storefront&sortingDirection=DESC',
      endpoint: 'catalogs.listByProject',
    });
    expectPublishedAnswer('catalogs.listByProject', byProject);
  });

  it('answers 404 for the catalog configuration of a source that feeds no catalog', async () => {
    const { catalogConfigurations } = env.client();
    const error = await rejection(catalogConfigurations.getBySource('no-such-source'));
    expect(error.status).toBe(404);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/catalogconfigurations/source/no-such-source`,
      endpoint: 'catalogConfigurations.getBySource',
    });
  });
});

describe('catalogs: what needs the platform', () => {
  it('answers 404 for the view definitions and the filter of a catalog the organization does not have', async () => {
    const { catalogs } = env.client();
    const views = { viewDefinitions: [{ key: 'size', field: 'ec_size' }] };
    const filter = { filter: { field: 'ec_brand', value: 'Acme' } };
    const unknown = '3d1f9a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
    const calls = [
      () => catalogs.getViewDefinitions(unknown),
      () => catalogs.updateViewDefinitions(unknown, views),
      () => catalogs.getFilter(unknown),
      () => catalogs.updateFilter(unknown, filter),
    ];
    for (const call of calls) {
      const error = await rejection(call());
      expect(error.status).toBe(404);
      expect(error.message).toContain(`Catalog '${unknown}' does not exist`);
    }
    expect(await wire()).toMatchObject({ method: 'PUT', path: `${preview}/${unknown}/filter`, body: filter });

    // A new catalog has no view definitions and no filter; a deleted one takes its own away.
    const gloves = await newCatalog('Gloves');
    expect(await catalogs.getViewDefinitions(gloves.id)).toEqual({ viewDefinitions: [] });
    expect(await catalogs.getFilter(gloves.id)).toEqual({});
    await catalogs.updateViewDefinitions(gloves.id, views);
    await catalogs.updateFilter(gloves.id, filter);
    await catalogs.delete(gloves.id);
    expect((await rejection(catalogs.getViewDefinitions(gloves.id))).status).toBe(404);
    expect((await rejection(catalogs.getFilter(gloves.id))).status).toBe(404);
  });
  it('lists, by their ids or by project, the catalogs catalogs.list has, filtered by name and source', async () => {
    const client = env.client();
    const [coats, capes] = [await newCatalog('Coats'), await newCatalog('Capes')];
    const hats = await newCatalog('Hats', { id: coats.sourceId });
    const names = (page: { items: Array<{ name: string }> }) => page.items.map((catalog) => catalog.name);
    const ids = [coats.id, capes.id, hats.id];

    expect(names(await client.catalogs.listByIds(ids))).toEqual(['Capes', 'Coats', 'Hats']);
    expect(names(await client.catalogs.listByIds(ids, { filter: 'c' }))).toEqual(['Capes', 'Coats']);
    expect(names(await client.catalogs.listByIds(ids, { sourceIds: [coats.sourceId] }))).toEqual([
      'Coats',
      'Hats',
    ]);
    const page = await client.catalogs.listByIds(ids, { page: 1, pageSize: 2 });
    expect(page).toMatchObject({ totalEntries: 3, totalPages: 2 });
    expect(names(page)).toEqual(['Hats']);
    expect(names(await client.catalogs.listByIds([capes.id, 'no-such-catalog']))).toEqual(['Capes']);

    const project = await client.projects.create({
      name: 'Winter',
      type: 'OTHER',
      description: 'Winter catalogs',
      resources: { CATALOG: [hats.id, coats.id] },
    });
    const byProject = await client.catalogs.listByProject({
      projectId: project.id,
      sortingDirection: 'DESC',
    });
    expect(names(byProject)).toEqual(['Hats', 'Coats']);
    expect(byProject.items[0]).toMatchObject({ id: hats.id, configuration: { name: 'Hats', product } });
    expect((await client.catalogs.listByProject({ projectId: 'no-such-project' })).items).toEqual([]);
  });

  it('answers the catalog a source feeds, with its catalog configuration (catalogConfigurations.getBySource)', async () => {
    const client = env.client();
    const catalog = await newCatalog('Gloves');
    const found = await client.catalogConfigurations.getBySource(catalog.sourceId);
    expect(found).toEqual({ catalogId: catalog.id, catalogConfiguration: { name: 'Gloves', product } });
    expectPublishedAnswer('catalogConfigurations.getBySource', found);
    await client.catalogs.delete(catalog.id);
    expect((await rejection(client.catalogConfigurations.getBySource(catalog.sourceId))).status).toBe(404);
  });
});
