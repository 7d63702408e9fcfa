import { platformUrl, type Region } from '@platform-admin/client';
import { type EmulatorContext, paged } from '../context';
import { badRequest, created, noContent, notFound } from '../http';
import { own, text } from '../safe';
import type { OrganizationRecord } from '../state';
import { collectionOf, requireObject } from './rest';
import type { Handlers } from './types';

/** The platform's regions, by the cloud region that hosts each (the platform names them so). */
const REGIONS: Record<string, Region> = { 'us-east-1': 'us', 'eu-west-1': 'eu', 'ap-southeast-2': 'au' };
/** The organization domain of each region: `{organizationId}.org.coveo.com` in the US. */
const ORGANIZATION_DOMAINS: Record<Region, string> = {
  us: 'org.coveo.com',
  eu: 'orgeu.coveo.com',
  au: 'orgau.coveo.com',
};

/** A region's configuration, with its production hosts from the platform's host rule. */
const regionConfiguration = (region: string, name: Region) => ({
  regionName: name,
  region,
  regionType: 'PRIMARY',
  regionEndpoint: platformUrl('production', name),
  apiEndpoint: platformUrl('production', name, 'api'),
});

/**
 * Where an organization lives: its region (a seeded record's `region`, `us` otherwise) and the host
 * names of its own endpoints.
 */
function globalConfiguration(record: OrganizationRecord) {
  const name: Region = record.region === 'eu' || record.region === 'au' ? record.region : 'us';
  const region = Object.keys(REGIONS).find((key) => REGIONS[key] === name)!;
  const domain = ORGANIZATION_DOMAINS[name];
  return {
    organizationId: record.id,
    primaryMainRegion: region,
    mainRegions: [region],
    satelliteRegions: [],
    distributedDns: `${record.id}.${domain}`,
    adminDns: `${record.id}.admin.${domain}`,
    analyticsDns: `${record.id}.analytics.${domain}`,
  };
}

const groups = (ctx: EmulatorContext) => collectionOf(ctx, 'globalgroups', 'Global group');

function checkGroup(body: Record<string, any>, creating: boolean) {
  if (creating || body.displayName !== undefined) {
    if (typeof body.displayName !== 'string' || !body.displayName.trim()) {
      throw badRequest("The field 'displayName' is required and must be a non-empty string.");
    }
  }
  if (body.description !== undefined && typeof body.description !== 'string') {
    throw badRequest("The field 'description' must be a string.");
  }
  if (
    body.members !== undefined &&
    (!Array.isArray(body.members) ||
      body.members.some(
        (member: any) =>
          member === null ||
          typeof member !== 'object' ||
          Array.isArray(member) ||
          typeof member.username !== 'string' ||
          !member.username,
      ))
  ) {
    throw badRequest(
      "The field 'members' must be an array of members: { username, id?, email?, displayName?, provider? }.",
    );
  }
  if (
    body.privileges !== undefined &&
    (!Array.isArray(body.privileges) ||
      body.privileges.some(
        (privilege: any) =>
          privilege === null ||
          typeof privilege !== 'object' ||
          typeof privilege.owner !== 'string' ||
          typeof privilege.targetDomain !== 'string',
      ))
  ) {
    throw badRequest(
      "The field 'privileges' must be an array of privileges, each with owner and targetDomain.",
    );
  }
}

export const globalHandlers: Handlers = {
  'global.listOrganizations': (ctx) => paged(ctx, ctx.state.organizations.list().map(globalConfiguration)),
  'global.getOrganization': (ctx) => globalConfiguration(ctx.state.organizations.get(ctx.org)),
  'global.listRegions': () =>
    Object.entries(REGIONS).map(([region, name]) => regionConfiguration(region, name)),
  'global.getRegion': (ctx) => {
    const name = own(REGIONS, ctx.params.regionId);
    if (!name) throw notFound('Region', ctx.params.regionId);
    return regionConfiguration(ctx.params.regionId, name);
  },

  'globalGroups.list': (ctx) => groups(ctx).list(),
  'globalGroups.create': async (ctx) => {
    const body = requireObject(await ctx.json());
    checkGroup(body, true);
    return created(groups(ctx).insert({ members: [], privileges: [], ...body, id: undefined }));
  },
  'globalGroups.get': (ctx) => groups(ctx).get(ctx.params.globalGroupId),
  'globalGroups.update': async (ctx) => {
    const { id, ...body } = requireObject(await ctx.json());
    if (id !== undefined && id !== ctx.params.globalGroupId) {
      throw badRequest(
        `The body's id '${text(id, 100)}' does not match the path's '${ctx.params.globalGroupId}'.`,
      );
    }
    checkGroup(body, false);
    return groups(ctx).update(ctx.params.globalGroupId, body);
  },
  'globalGroups.delete': (ctx) => {
    groups(ctx).delete(ctx.params.globalGroupId);
    return noContent();
  },
};
