// Published calls of the organization and platform services added with the commerce group (organization
// provisioning and monitoring, crawling modules, limits, licence entitlements), over HTTP against the
// emulator: the request on the wire, and an answer the published schema allows.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, sleep, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer, lastWire } from './publishedChecks';

/** How long a provisioning (like any transition) lasts in the emulator. */
const PROVISIONING_MS = 500;
const env = useEmulator({ refreshDurationMs: PROVISIONING_MS });
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
      await crawlingModule.getUpgradeChannelVersion('STABLE'),
    );
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/crawlingmodule/upgradechannels/STABLE/version',
      endpoint: 'crawlingModule.getUpgradeChannelVersion',
    });
    // The platform answers 200 with no body.
    expect(await crawlingModule.setUpgradeChannelVersion('STABLE', '1.9.2')).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: '/rest/crawlingmodule/upgradechannels/STABLE/version/1.9.2',
      query: '',
      endpoint: 'crawlingModule.setUpgradeChannelVersion',
    });
  });
});

describe('crawling modules: deployments and upgrade channels', () => {
  const versions = { maestroVersion: '1.4.0', workerVersion: '22.1.0' };

  it('lists, by their ids, the deployments reported with reportDeployment, and no others (listByIds makes none)', async () => {
    const { crawlingModule } = env.client();
    await crawlingModule.reportDeployment('cm-1', { name: 'Montreal', versions });
    await crawlingModule.reportDeployment('cm-2', { name: 'Quebec', versions });
    const listed = await crawlingModule.listByIds(['cm-2', 'cm-9']);
    expect(listed).toEqual([expect.objectContaining({ id: 'cm-2', name: 'Quebec', ...versions })]);
    expectPublishedAnswer('crawlingModule.listByIds', listed);
    expect(await crawlingModule.listByIds(['cm-9'])).toEqual([]);
    expect((await crawlingModule.list())?.map((module) => module.id)).toEqual(['cm-1', 'cm-2']);
  });

  it('lists the deployments of a project (listByProject), as projects hold them', async () => {
    const { crawlingModule, projects } = env.client();
    await crawlingModule.reportDeployment('cm-1', { name: 'Montreal', versions });
    await crawlingModule.reportDeployment('cm-2', { name: 'Quebec', versions });
    const project = await projects.create({
      name: 'Storefront',
      type: 'COMMERCE',
      description: 'What the store searches',
      resources: { CRAWLING_MODULE: ['cm-2'] },
    });
    const listed = await crawlingModule.listByProject({ projectId: project.id });
    expect(listed).toEqual([expect.objectContaining({ id: 'cm-2', projectIds: [project.id] })]);
    expectPublishedAnswer('crawlingModule.listByProject', listed);
    expect(await crawlingModule.listByProject({ projectId: 'no-such-project' })).toEqual([]);
  });

  it("reads back an upgrade channel's version as { value } once setUpgradeChannelVersion (which answers no body) has set it", async () => {
    const { crawlingModule } = env.client();
    expect(await crawlingModule.setUpgradeChannelVersion('STABLE', '1.9.2')).toEqual({});
    expect(await crawlingModule.getUpgradeChannelVersion('STABLE')).toEqual({ value: '1.9.2' });
    // Each channel has its own version.
    expect(await crawlingModule.getUpgradeChannelVersion('LATEST')).not.toEqual({ value: '1.9.2' });
    // A channel the platform does not have: 400 naming the path parameter and the channels it has.
    const refused = await rejection(crawlingModule.getUpgradeChannelVersion('stable' as 'STABLE'));
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.message).toContain(
      "the path parameter 'upgradeChannel' must be one of INTERNAL, LATEST, STABLE; got 'stable'",
    );
  });
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

describe('limits and licence: what the organization has', () => {
  it('answers 404 when resetting the statuses of a section or limit the organization does not have', async () => {
    const { limits } = env.client();
    const section = await rejection(limits.resetExpiredStatuses('no-such-section', 'numberOfSources'));
    expect(section.status).toBe(404);
    expect(section.message).toContain('no-such-section');
    const limit = await rejection(limits.resetExpiredStatuses('sources', 'numberOfWidgets'));
    expect(limit.status).toBe(404);
    expect(limit.message).toContain('numberOfWidgets');
  });

  it("lists the entitlements the organization's licence grants, with their limits", async () => {
    const { license } = env.client();
    const licence = await license.get();
    const organization = await license.getSection('organization');
    const entitlements = await license.listEntitlements();
    expectPublishedAnswer('license.listEntitlements', entitlements);
    expect(entitlements).toEqual([
      expect.objectContaining({
        productName: licence.productName,
        expirationStatus: 'ACTIVE',
        userLimit: organization.numberOfMembers,
      }),
    ]);
    expect(entitlements[0].userLimit).toBeGreaterThan(0);
    await license.updateSection('organization', { ...organization, numberOfMembers: 7 });
    expect((await license.listEntitlements())[0].userLimit).toBe(7);
    await license.updateExpiration({ expirationDate: Date.now() - 1000 });
    expect((await license.listEntitlements())[0].expirationStatus).toBe('EXPIRED');
  });
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

  it("shows a launched provisioning in the organization's status: ongoing, then completed", async () => {
    const { organizations } = env.client();
    expect(await organizations.getStatus()).not.toHaveProperty('provisioningStatus');
    const launched = Date.now();
    await organizations.launchProvisioning(DEFAULT_ORGANIZATION_ID);
    const ongoing = await organizations.getStatus();
    expectPublishedAnswer('organizations.getStatus', ongoing);
    expect(ongoing?.provisioningStatus).toMatchObject({
      status: 'HEALTHY',
      ongoing: true,
      initialProvisioningDone: true,
    });
    expect(ongoing?.provisioningStatus?.currentProvisioningProgress).toBeLessThan(1);
    expect((await organizations.get())?.provisioningStatus).toMatchObject({ ongoing: true });

    await sleep(PROVISIONING_MS);
    const done = await organizations.getStatus();
    expect(done?.provisioningStatus).toMatchObject({ ongoing: false, currentProvisioningProgress: 1 });
    expect(Number(done?.provisioningStatus?.lastProvisioningCompletedDate)).toBeGreaterThanOrEqual(
      launched + PROVISIONING_MS,
    );
    expect((await rejection(organizations.launchProvisioning('no-such-organization'))).status).toBe(404);
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

describe('organizations: monitoring what the organization logged, and where it lives', () => {
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);

  it("answers in getEndpointUsage and getEndpointReadiness the traffic of the last days through the organization's own hosts", async () => {
    const client = env.client();
    const usage = client.organizations.monitoring;
    const { distributedDns, analyticsDns } = await client.global.getOrganization();
    const week = await usage.getEndpointUsage({ numberOfDaysToInclude: 7 });
    expect(await wire()).toEqual({
      method: 'GET',
      path: `${monitoring}/endpoints/usage`,
      query: 'numberOfDaysToInclude=7',
      body: undefined,
      endpoint: 'organizations.monitoring.getEndpointUsage',
    });
    expectPublishedAnswer('organizations.monitoring.getEndpointUsage', week);
    // The week's searches (those listSearchHubUsage lists) all came through the organization's search host.
    const hubs = await usage.listSearchHubUsage({ hostname: distributedDns!, numberOfDaysToInclude: 7 });
    expect(hubs.items!.length).toBeGreaterThan(0);
    const all = { totalRequestPercentage: 100, blockedRequestPercentage: 0 };
    expect(week).toEqual({
      organizationId: DEFAULT_ORGANIZATION_ID,
      customerEndpointUsageStatus: { readyForSearch: true },
      searchDetails: {
        recommendedEndpointDetails: { hostname: distributedDns, requestDetails: all },
        wrongEndpointsDetails: [],
        otherEndpointsDetails: [],
      },
      analyticsDetails: {
        recommendedEndpointDetails: { hostname: analyticsDns, requestDetails: all },
        wrongEndpointsDetails: [],
        otherEndpointsDetails: [],
      },
    });
    const readiness = await usage.getEndpointReadiness({ numberOfDaysToInclude: 7 });
    expect(await wire()).toMatchObject({
      path: `${monitoring}/endpoints/readiness`,
      endpoint: 'organizations.monitoring.getEndpointReadiness',
    });
    expect(readiness).toEqual(week.customerEndpointUsageStatus);

    // No day: no traffic, no search hub, and nothing shows the organization searches through its host.
    const none = await usage.getEndpointUsage({ numberOfDaysToInclude: 0 });
    expect(none.searchDetails?.recommendedEndpointDetails?.requestDetails?.totalRequestPercentage).toBe(0);
    expect(none.analyticsDetails?.recommendedEndpointDetails?.requestDetails?.totalRequestPercentage).toBe(0);
    expect(
      (await usage.listSearchHubUsage({ hostname: distributedDns!, numberOfDaysToInclude: 0 })).items,
    ).toEqual([]);
    expect(await usage.getEndpointReadiness({ numberOfDaysToInclude: 0 })).toEqual({ readyForSearch: false });
  });

  it('lists, by search hub, the searches logged through a host name in listSearchHubUsage: each hub with its last use', async () => {
    const client = env.client();
    const usage = client.organizations.monitoring;
    const { distributedDns: hostname } = await client.global.getOrganization();
    const searchHub = `Monitored-${process.pid}-${Date.now()}`;
    await client.ua.events.logSearch({
      language: 'en',
      clientId: crypto.randomUUID(),
      searchQueryUid: crypto.randomUUID(),
      queryText: 'pricing',
      actionCause: 'searchboxSubmit',
      responseTime: 80,
      numberOfResults: 3,
      originLevel1: searchHub,
    });
    const lastDay = await usage.listSearchHubUsage({ hostname: hostname!, numberOfDaysToInclude: 1 });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${monitoring}/search-hubs/usage`,
      endpoint: 'organizations.monitoring.listSearchHubUsage',
    });
    expectPublishedAnswer('organizations.monitoring.listSearchHubUsage', lastDay);
    // The latest used first: the hub just logged, today.
    expect(lastDay.items?.[0]).toEqual({ searchHub, lastUsageDate: day(Date.now()) });

    // Over a week, the hubs of older searches too, each on the last day a search of it was counted.
    const week = await usage.listSearchHubUsage({ hostname: hostname!, numberOfDaysToInclude: 7 });
    const older = week.items!.filter((item) => item.searchHub !== searchHub);
    expect(older.length).toBeGreaterThan(0);
    for (const { searchHub: hub, lastUsageDate } of older) {
      const { values } = await client.searchUsageMetrics.raw.hubDaily(hub!, 'normalQueries', {
        from: lastUsageDate!,
        to: day(Date.now()),
      });
      expect(values?.[0]?.value, hub).toBeGreaterThan(0);
      expect(
        values?.slice(1).every(({ value }) => value === 0),
        hub,
      ).toBe(true);
    }
    expect(week.totalEntries).toBe(week.items!.length);
    const page = await usage.listSearchHubUsage({
      hostname: hostname!,
      numberOfDaysToInclude: 7,
      perPage: 1,
      page: 1,
    });
    expect(page).toEqual({
      items: [week.items![1]],
      totalEntries: week.totalEntries,
      totalPages: week.totalEntries,
    });

    // No search of the organization came through another host.
    const elsewhere = await usage.listSearchHubUsage({
      hostname: 'search.example.com',
      numberOfDaysToInclude: 7,
    });
    expect(elsewhere).toEqual({ items: [], totalEntries: 0, totalPages: 0 });
  });

  it("answers the organization's regions in getRegionUsage, its main region first", async () => {
    const client = env.client();
    const regions = await client.organizations.monitoring.getRegionUsage();
    expect(await wire()).toMatchObject({
      path: `${monitoring}/usage/regions`,
      endpoint: 'organizations.monitoring.getRegionUsage',
    });
    expectPublishedAnswer('organizations.monitoring.getRegionUsage', regions);
    const { primaryMainRegion } = await client.global.getOrganization();
    expect(regions).toEqual({
      organizationId: DEFAULT_ORGANIZATION_ID,
      regionUsageDetails: [
        { region: primaryMainRegion, organizationRegionType: 'MAIN', totalRequestPercentage: 100 },
      ],
    });
    // An organization in Europe is served there.
    await env.seed({
      organizations: [{ id: 'euro-org', displayName: 'Euro', region: 'eu' }],
      tokens: [{ token: 'euro-token', username: 'ana@example.eu', organizations: ['euro-org'] }],
    });
    const euro = env.client({ accessToken: 'euro-token', organizationId: 'euro-org' });
    expect(await euro.organizations.monitoring.getRegionUsage({ numberOfDaysToInclude: 30 })).toEqual({
      organizationId: 'euro-org',
      regionUsageDetails: [
        { region: 'eu-west-1', organizationRegionType: 'MAIN', totalRequestPercentage: 100 },
      ],
    });
  });
});
