// Published calls of the organization and platform services added with the commerce group (organization
// provisioning and monitoring, crawling modules, limits, licence entitlements), over HTTP against the
// emulator: the request on the wire, and an answer the published schema allows.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer, lastWire } from './publishedChecks';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const monitoring = `/rest/monitoring/global/organizations/${DEFAULT_ORGANIZATION_ID}`;

const wire = () => lastWire(env);

describe('crawling modules', () => {
  it('lists deployments by ids and by project, and gets the installer URL', async () => {
    const { crawlingModule } = env.client();
    expectPublishedAnswer('crawlingModule.listByIds', await crawlingModule.listByIds(['cm-1', 'cm-2']));
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${org}/crawlingmodule`,
      query: '',
      body: ['cm-1', 'cm-2'],
      endpoint: 'crawlingModule.listByIds',
    });

    expectPublishedAnswer(
      'crawlingModule.listByProject',
      await crawlingModule.listByProject({ projectId: 'storefront' }),
    );
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/crawlingmodule/projectid`,
      query: 'projectId=storefront',
      endpoint: 'crawlingModule.listByProject',
    });

    expectPublishedAnswer('crawlingModule.getDownloadUrl', await crawlingModule.getDownloadUrl());
    expect(await wire()).toMatchObject({ method: 'GET', path: `${org}/crawlingmodule/download` });
  });

  it("reads and sets an upgrade channel's version, outside any organization", async () => {
    const { crawlingModule } = env.client();
    expectPublishedAnswer(
      'crawlingModule.getUpgradeChannelVersion',
      await crawlingModule.getUpgradeChannelVersion('stable'),
    );
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/crawlingmodule/upgradechannels/stable/version',
      endpoint: 'crawlingModule.getUpgradeChannelVersion',
    });
    // The platform answers 200 with no body; the engine answers the record it stored (see the todo).
    await crawlingModule.setUpgradeChannelVersion('stable', '1.9.2');
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: '/rest/crawlingmodule/upgradechannels/stable/version/1.9.2',
      query: '',
      endpoint: 'crawlingModule.setUpgradeChannelVersion',
    });
  });
});

describe('crawling modules: what needs the platform', () => {
  it.todo(
    'lists, by their ids, the deployments reported with reportDeployment, and no others (listByIds makes none)',
  );
  it.todo('lists the deployments of a project (listByProject), as projects hold them');
  it.todo(
    "reads back an upgrade channel's version as { value } once setUpgradeChannelVersion (which answers no body) has set it",
  );
});

describe('limits and licence', () => {
  it("resets a limit's expired statuses", async () => {
    const { limits } = env.client();
    expectPublishedAnswer(
      'limits.resetExpiredStatuses',
      await limits.resetExpiredStatuses('sources', 'numberOfSources'),
    );
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${org}/limits/reset/sources/numberOfSources`,
      query: '',
      endpoint: 'limits.resetExpiredStatuses',
    });
  });

  it("lists the licence's entitlements", async () => {
    const { license } = env.client();
    expectPublishedAnswer('license.listEntitlements', await license.listEntitlements());
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${org}/license/entitlements`,
      endpoint: 'license.listEntitlements',
    });
  });
});

describe('limits and licence: what needs the platform', () => {
  it.todo('answers 404 when resetting the statuses of a section or limit the organization does not have');
  it.todo("lists the entitlements the organization's licence grants, with their limits");
});

describe('organizations', () => {
  it('launches the provisioning of an organization named by its id', async () => {
    const { organizations } = env.client();
    expectPublishedAnswer(
      'organizations.launchProvisioning',
      await organizations.launchProvisioning(DEFAULT_ORGANIZATION_ID),
    );
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${org}/launchprovisioning`,
      endpoint: 'organizations.launchProvisioning',
    });
  });

  it("monitors the configured organization's traffic over the last days", async () => {
    const { monitoring: usage } = env.client().organizations;
    expectPublishedAnswer(
      'organizations.monitoring.getRegionUsage',
      await usage.getRegionUsage({ numberOfDaysToInclude: 3 }),
    );
    expect(await wire()).toEqual({
      method: 'GET',
      path: `${monitoring}/usage/regions`,
      query: 'numberOfDaysToInclude=3',
      body: undefined,
      endpoint: 'organizations.monitoring.getRegionUsage',
    });

    expectPublishedAnswer(
      'organizations.monitoring.listSearchHubUsage',
      await usage.listSearchHubUsage({ hostname: 'search.example.com', perPage: 10 }),
    );
    expect(await wire()).toMatchObject({
      path: `${monitoring}/search-hubs/usage`,
      query: 'hostname=search.example.com&perPage=10',
      endpoint: 'organizations.monitoring.listSearchHubUsage',
    });

    expectPublishedAnswer('organizations.monitoring.getEndpointUsage', await usage.getEndpointUsage());
    expect(await wire()).toMatchObject({ path: `${monitoring}/endpoints/usage`, query: '' });

    expectPublishedAnswer(
      'organizations.monitoring.getEndpointReadiness',
      await usage.getEndpointReadiness({ numberOfDaysToInclude: 14 }),
    );
    expect(await wire()).toMatchObject({
      path: `${monitoring}/endpoints/readiness`,
      query: 'numberOfDaysToInclude=14',
      endpoint: 'organizations.monitoring.getEndpointReadiness',
    });
  });
});

describe('organizations: what needs the platform', () => {
  it.todo('counts the searches logged through a host name in listSearchHubUsage, by search hub');
  it.todo("answers the organization's regions in getRegionUsage, its main region first");
});
