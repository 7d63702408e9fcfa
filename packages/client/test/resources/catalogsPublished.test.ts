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

describe('catalogs: view definitions, filter, and lists by ids or project', () => {
  it("replaces and reads a catalog's view definitions and filter, each catalog its own", async () => {
    const { catalogs } = env.client();
    const views = { viewDefinitions: [{ key: 'color', field: 'ec_color' }] };
    const saved = await catalogs.updateViewDefinitions('shoes', views);
    expect(saved).toEqual(views);
    expectPublishedAnswer('catalogs.updateViewDefinitions', saved);
    expect(await wire()).toEqual({
      method: 'PUT',
      path: `${preview}/shoes/view-definitions`,
      query: '',
      body: views,
      endpoint: 'catalogs.updateViewDefinitions',
    });
    expect(await catalogs.getViewDefinitions('shoes')).toEqual(views);
    expect(await wire()).toMatchObject({ method: 'GET', path: `${preview}/shoes/view-definitions` });
    expect(await catalogs.getViewDefinitions('boots')).not.toEqual(views);

    const filter = { filter: { field: 'ec_brand', value: 'Acme' } };
    const savedFilter = await catalogs.updateFilter('shoes', filter);
    expect(savedFilter).toEqual(filter);
    expectPublishedAnswer('catalogs.updateFilter', savedFilter);
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${preview}/shoes/filter`,
      body: filter,
      endpoint: 'catalogs.updateFilter',
    });
    expect(await catalogs.getFilter('shoes')).toEqual(filter);
    expect(await catalogs.getFilter('boots')).not.toEqual(filter);

    const refused = await rejection(
      catalogs.updateFilter('shoes', { filter: { field: 'ec_brand', value: '' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('/filter/value');
    expect(await catalogs.getFilter('shoes')).toEqual(filter);
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
  it.todo('answers 404 for the view definitions and the filter of a catalog the organization does not have');
  it.todo('lists, by their ids or by project, the catalogs catalogs.list has, filtered by name and source');
  it.todo(
    'answers the catalog a source feeds, with its catalog configuration (catalogConfigurations.getBySource)',
  );
});
