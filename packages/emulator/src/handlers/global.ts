import { platformUrl, type Region } from '@platform-admin/client';
import type { EmulatorContext } from '../context';
import { badRequest, created, noContent, notFound } from '../http';
import { text } from '../safe';
import { presentOrganization } from './organizations';
import { collectionOf, requireObject } from './rest';
import type { Handlers } from './types';

const REGIONS: Region[] = ['us', 'eu', 'au'];
const REGION_NAMES: Record<Region, string> = { us: 'United States', eu: 'Europe', au: 'Australia' };

/** A region with its production hosts, from the platform's host rule. */
const region = (id: Region) => ({
  id,
  displayName: REGION_NAMES[id],
  platformHost: platformUrl('production', id),
  serverlessHost: platformUrl('production', id, 'api'),
  isDefault: id === 'us',
});

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
  'global.listOrganizations': (ctx) =>
    ctx.state.organizations.list().map((record) => presentOrganization(ctx, record)),
  'global.getOrganization': (ctx) => presentOrganization(ctx, ctx.state.organizations.get(ctx.org)),
  'global.listRegions': () => REGIONS.map(region),
  'global.getRegion': (ctx) => {
    const id = ctx.params.regionId as Region;
    if (!REGIONS.includes(id)) throw notFound('Region', ctx.params.regionId);
    return region(id);
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
