// Published calls of the platform, organization and catalog-management services that the client added
// with the commerce group (crawling modules, limits, licence, organization monitoring, catalogs), over
// HTTP against the emulator.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const preview = `/api/preview/organizations/${DEFAULT_ORGANIZATION_ID}/catalog-management/catalogs`;
const monitoring = `/rest/monitoring/global/organizations/${DEFAULT_ORGANIZATION_ID}`;

/** The last request the emulator received: method, path, query string, JSON body, and the call that answered. */
async function wire() {
  const request = await env.lastRequest();
  return {
    method: request.method,
    path: request.path,
    query: request.query,
    body: request.body ? JSON.parse(request.body) : undefined,
    endpoint: request.endpoint,
  };
}

describe('crawling modules', () => {
  it('lists deployments by ids and by project, and gets the installer URL', async () => {
    const { crawlingModule } = env.client();
    expect(await crawlingModule.listByIds(['cm-1', 'cm-2'])).toEqual(expect.any(Array));
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${org}/crawlingmodule`,
      query: '',
      body: ['cm-1', 'cm-2'],
      endpoint: 'crawlingModule.listByIds',
    });

    expect(await crawlingModule.listByProject({ projectId: 'storefront' })).toEqual(expect.any(Array));
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/crawlingmodule/projectid`,
      query: 'projectId=storefront',
      endpoint: 'crawlingModule.listByProject',
    });

    expect(await crawlingModule.getDownloadUrl()).toEqual(expect.any(String));
    expect(await wire()).toMatchObject({ method: 'GET', path: `${org}/crawlingmodule/download` });
  });

  it("reads and sets an upgrade channel's version, outside any organization", async () => {
    const { crawlingModule } = env.client();
    expect(await crawlingModule.getUpgradeChannelVersion('stable')).toBeTypeOf('object');
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/crawlingmodule/upgradechannels/stable/version',
      endpoint: 'crawlingModule.getUpgradeChannelVersion',
    });
    await crawlingModule.setUpgradeChannelVersion('stable', '1.9.2');
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: '/rest/crawlingmodule/upgradechannels/stable/version/1.9.2',
      query: '',
      endpoint: 'crawlingModule.setUpgradeChannelVersion',
    });
  });
});

describe('limits and licence', () => {
  it("resets a limit's expired statuses", async () => {
    const { limits } = env.client();
    expect(await limits.resetExpiredStatuses('sources', 'numberOfSources')).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${org}/limits/reset/sources/numberOfSources`,
      query: '',
      endpoint: 'limits.resetExpiredStatuses',
    });
  });

  it("lists the licence's entitlements", async () => {
    const { license } = env.client();
    expect(await license.listEntitlements()).toEqual(expect.any(Array));
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/license/entitlements`,
      endpoint: 'license.listEntitlements',
    });
    // The route's literal segment wins over a licence section named the same way.
    expect((await env.requests()).at(-1)?.endpoint).not.toBe('license.getSection');
  });
});

describe('organizations', () => {
  it('launches the provisioning of an organization named by its id', async () => {
    const { organizations } = env.client();
    expect(await organizations.launchProvisioning(DEFAULT_ORGANIZATION_ID)).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${org}/launchprovisioning`,
      endpoint: 'organizations.launchProvisioning',
    });
  });

  it("monitors the configured organization's traffic over the last days", async () => {
    const { monitoring: usage } = env.client().organizations;
    expect(await usage.getRegionUsage({ numberOfDaysToInclude: 3 })).toBeTypeOf('object');
    expect(await wire()).toEqual({
      method: 'GET',
      path: `${monitoring}/usage/regions`,
      query: 'numberOfDaysToInclude=3',
      body: undefined,
      endpoint: 'organizations.monitoring.getRegionUsage',
    });

    expect(await usage.listSearchHubUsage({ hostname: 'search.example.com', perPage: 10 })).toBeTypeOf(
      'object',
    );
    expect(await wire()).toMatchObject({
      path: `${monitoring}/search-hubs/usage`,
      query: 'hostname=search.example.com&perPage=10',
      endpoint: 'organizations.monitoring.listSearchHubUsage',
    });

    expect(await usage.getEndpointUsage()).toBeTypeOf('object');
    expect(await wire()).toMatchObject({ path: `${monitoring}/endpoints/usage`, query: '' });

    expect(await usage.getEndpointReadiness({ numberOfDaysToInclude: 14 })).toBeTypeOf('object');
    expect(await wire()).toMatchObject({
      path: `${monitoring}/endpoints/readiness`,
      query: 'numberOfDaysToInclude=14',
      endpoint: 'organizations.monitoring.getEndpointReadiness',
    });
  });
});

describe('catalogs: view definitions, filter, and lists by ids or project', () => {
  it("replaces and reads a catalog's view definitions and filter, each catalog its own", async () => {
    const { catalogs } = env.client();
    const views = { viewDefinitions: [{ key: 'color', field: 'ec_color' }] };
    expect(await catalogs.updateViewDefinitions('shoes', views)).toEqual(views);
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
    expect(await catalogs.updateFilter('shoes', filter)).toEqual(filter);
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
    expect(byIds).toMatchObject({ items: expect.any(Array), totalEntries: expect.any(Number) });

    const byProject = await catalogs.listByProject({ projectId: 'storefront', sortingDirection: 'DESC' });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/catalogs/project`,
      query: 'projectId=storefront&sortingDirection=DESC',
      endpoint: 'catalogs.listByProject',
    });
    expect(byProject).toMatchObject({ items: expect.any(Array), totalPages: expect.any(Number) });
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
