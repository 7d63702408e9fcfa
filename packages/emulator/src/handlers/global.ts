import { platformUrl, type Region } from '@platform-admin/client';
import { type EmulatorContext, intQuery, paged } from '../context';
import { badRequest, created, noContent, notFound } from '../http';
import { checkFields, requireObject } from '../model/rest';
import { searchLog } from '../model/search';
import { DAY_MS, eventsOf } from '../model/ua/events';
import { own, text } from '../safe';
import type { OrganizationRecord } from '../state';
import type { Handlers } from './types';

/** The platform's regions, by the cloud region that hosts each, with its organizations' domain. */
const REGIONS: Record<string, [Region, string]> = {
  'us-east-1': ['us', 'org.coveo.com'],
  'eu-west-1': ['eu', 'orgeu.coveo.com'],
  'ap-southeast-2': ['au', 'orgau.coveo.com'],
};

/** A region's configuration, with its production hosts from the platform's host rule. */
const regionConfiguration = (region: string) => {
  const [regionName] = REGIONS[region];
  const [regionEndpoint, apiEndpoint] = [
    platformUrl('production', regionName),
    platformUrl('production', regionName, 'api'),
  ];
  return { regionName, region, regionType: 'PRIMARY', regionEndpoint, apiEndpoint };
};

/** Where an organization lives: its region (a seeded record's `region`, `us` otherwise) and its hosts. */
function globalConfiguration({ id, region: name }: OrganizationRecord) {
  const region = Object.keys(REGIONS).find((key) => REGIONS[key][0] === name) ?? 'us-east-1';
  const domain = REGIONS[region][1];
  return {
    organizationId: id,
    primaryMainRegion: region,
    mainRegions: [region],
    satelliteRegions: [],
    distributedDns: `${id}.${domain}`,
    adminDns: `${id}.admin.${domain}`,
    analyticsDns: `${id}.analytics.${domain}`,
  };
}

/** Platform-wide groups. */
const groups = (ctx: EmulatorContext) => ctx.state.global.collection('globalgroups', 'Global group');

const isObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
const validList = (list: unknown, item: (value: any) => boolean) =>
  list === undefined || (Array.isArray(list) && list.every((value) => isObject(value) && item(value)));

/** Checks a group body (no published schema): a non-blank name, members with usernames, privileges with owner and domain. */
function checkGroup(body: Record<string, any>, creating: boolean) {
  const { displayName, members, privileges } = body;
  const named = creating || displayName !== undefined;
  checkFields(body, { displayName: named ? 'required' : 'string', description: 'string' }, 'The group');
  if (!validList(members, (member) => typeof member.username === 'string' && member.username !== '')) {
    const shape = '{ username, id?, email?, displayName?, provider? }';
    throw badRequest(`The field 'members' must be an array of members: ${shape}.`);
  }
  if (!validList(privileges, (p) => typeof p.owner === 'string' && typeof p.targetDomain === 'string')) {
    throw badRequest(
      "The field 'privileges' must be an array of privileges, each with owner and targetDomain.",
    );
  }
  return body;
}

/**
 * The search hubs whose searches came through a host name in the query's last days, the latest used
 * first, each with the day (UTC) of its last search. The emulator stands for the organization's own
 * search host (`distributedDns`): every search the organization logged came through it, and none
 * through another.
 */
function searchHubUsage(ctx: EmulatorContext) {
  const { distributedDns } = globalConfiguration(ctx.state.organizations.get(ctx.org));
  const since = Date.now() - intQuery(ctx, 'numberOfDaysToInclude', 7) * DAY_MS;
  const lastSearch = new Map<string, number>();
  for (const event of ctx.query('hostname') === distributedDns ? eventsOf(ctx.store) : []) {
    if (event.table === 'SEARCHES' && event.timestamp >= since)
      lastSearch.set(event.searchHub, event.timestamp);
  }
  const hubs = [...lastSearch].sort(([a, at], [b, bt]) => bt - at || a.localeCompare(b));
  const items = hubs.map(([searchHub, at]) => ({
    searchHub,
    lastUsageDate: new Date(at).toISOString().slice(0, 10),
  }));
  return paged(ctx, items);
}

/**
 * How the traffic of the query's last days used the platform's endpoints: the emulator stands for the
 * organization's own hosts, which took every search (Search API queries, usage-analytics searches) and
 * every usage-analytics event. It is ready for search once its searches came through its own host.
 */
function endpointUsage(ctx: EmulatorContext) {
  const { distributedDns, analyticsDns } = globalConfiguration(ctx.state.organizations.get(ctx.org));
  const since = Date.now() - intQuery(ctx, 'numberOfDaysToInclude', 7) * DAY_MS;
  const events = eventsOf(ctx.store).filter((event) => event.timestamp >= since);
  const searched =
    searchLog(ctx.store).some((query) => query.at >= since) || events.some((e) => e.table === 'SEARCHES');
  const details = (hostname: string, used: boolean) => ({
    recommendedEndpointDetails: {
      hostname,
      requestDetails: { totalRequestPercentage: used ? 100 : 0, blockedRequestPercentage: 0 },
    },
    wrongEndpointsDetails: [],
    otherEndpointsDetails: [],
  });
  return {
    organizationId: ctx.org,
    customerEndpointUsageStatus: { readyForSearch: searched },
    searchDetails: details(distributedDns, searched),
    analyticsDetails: details(analyticsDns, events.length > 0),
  };
}

export const globalHandlers: Handlers = {
  'global.listOrganizations': (ctx) => paged(ctx, ctx.state.organizations.list().map(globalConfiguration)),
  'global.getOrganization': (ctx) => globalConfiguration(ctx.state.organizations.get(ctx.org)),
  'global.listRegions': () => Object.keys(REGIONS).map(regionConfiguration),
  'global.getRegion': (ctx) => {
    if (!own(REGIONS, ctx.params.regionId)) throw notFound('Region', ctx.params.regionId);
    return regionConfiguration(ctx.params.regionId);
  },

  // The organization's regions, its primary main region first: the emulator serves the organization from
  // that one, which takes all of its traffic.
  'organizations.monitoring.getRegionUsage': (ctx) => {
    const configuration = globalConfiguration(ctx.state.organizations.get(ctx.org));
    const { organizationId, primaryMainRegion, mainRegions, satelliteRegions } = configuration;
    const usage = (organizationRegionType: string) => (region: string) => ({
      region,
      organizationRegionType,
      totalRequestPercentage: region === primaryMainRegion ? 100 : 0,
    });
    return {
      organizationId,
      regionUsageDetails: [...mainRegions.map(usage('MAIN')), ...satelliteRegions.map(usage('SATELLITE'))],
    };
  },
  'organizations.monitoring.listSearchHubUsage': searchHubUsage,
  'organizations.monitoring.getEndpointUsage': endpointUsage,
  'organizations.monitoring.getEndpointReadiness': (ctx) => endpointUsage(ctx).customerEndpointUsageStatus,

  // Unpublished, so served here rather than by the engine.
  'globalGroups.list': (ctx) => groups(ctx).list(),
  'globalGroups.get': (ctx) => groups(ctx).get(ctx.params.globalGroupId),
  'globalGroups.delete': (ctx) => {
    groups(ctx).delete(ctx.params.globalGroupId);
    return noContent();
  },
  'globalGroups.create': async (ctx) => {
    const { id: _id, ...body } = checkGroup(requireObject(await ctx.json()), true);
    return created(groups(ctx).insert({ members: [], privileges: [], ...body }));
  },
  'globalGroups.update': async (ctx) => {
    const { id, ...body } = checkGroup(requireObject(await ctx.json()), false);
    const path = ctx.params.globalGroupId;
    if (id !== undefined && id !== path)
      throw badRequest(`The body's id '${text(id, 100)}' does not match the path's '${path}'.`);
    return groups(ctx).update(ctx.params.globalGroupId, body);
  },
};
