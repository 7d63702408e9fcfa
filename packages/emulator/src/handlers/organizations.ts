import { randomBytes } from 'node:crypto';
import type { KeyPrincipal } from '../access';
import { boolQuery, type EmulatorContext, paged } from '../context';
import { compareValues } from '../engine/listing';
import { badRequest, conflict, created, noContent, notFound } from '../http';
import { groupsOf, isMemberOf, listOf } from '../model/groups';
import {
  ALL_PRIVILEGES,
  AUTH_PROVIDERS,
  accessInForce,
  inForce,
  isExpired,
  membersOf,
  revokeAccess,
  temporaryAccessesOf,
} from '../model/organizations';
import { checkFields, type FieldRule, flag, omit, requireObject } from '../model/rest';
import { provisionOrganization } from '../provision';
import { text } from '../safe';
import type { OrganizationRecord } from '../state';
import type { Handlers } from './types';

type Rec = Record<string, any>;

/**
 * The state of the provisioning last launched on an organization: ongoing for `refreshDurationMs` (its progress
 * a fraction of it, to the hundredth), then completed; the initial provisioning was done when the
 * organization was made.
 */
function provisioningOf(ctx: EmulatorContext, record: Rec) {
  const launched: number = record.lastProvisioningLaunchDate;
  const elapsed = Date.now() - launched;
  const duration = ctx.settings.refreshDurationMs;
  const ongoing = elapsed < duration;
  return {
    status: 'HEALTHY',
    ongoing,
    initialProvisioningDone: true,
    currentProvisioningProgress: ongoing ? Math.round((elapsed / duration) * 100) / 100 : 1,
    ...(ongoing ? {} : { lastProvisioningCompletedDate: launched + duration }),
  };
}

/**
 * The organization's status, its pause lifecycle computed from the times of the last pause and resume:
 * a transition (`PAUSING`, `RESUMING`) lasts `refreshDurationMs`; `status` is HEALTHY (the emulator's
 * organizations never fail).
 */
function statusOf(ctx: EmulatorContext, record: OrganizationRecord) {
  const { lastPauseDate: paused, lastResumeDate: resumed } = record as Rec;
  const recent = (since: number) => Date.now() - since < ctx.settings.refreshDurationMs;
  const isPaused = paused !== undefined && (resumed === undefined || paused >= resumed);
  const [since, moving, still] = isPaused ? [paused, 'PAUSING', 'PAUSED'] : [resumed, 'RESUMING', 'ACTIVE'];
  const state = since !== undefined && recent(since) ? moving : still;
  return {
    status: 'HEALTHY',
    pauseState: state,
    lifeCycleState: state === 'PAUSED' ? 'PAUSED' : 'ACTIVE',
    paused: isPaused,
    resumable: isPaused,
    readOnly: record.readOnly === true,
    supportActivated: record.supportActivated === true,
    lastPauseDate: paused,
    lastResumeDate: resumed,
    // Shown once a provisioning was launched.
    ...('lastProvisioningLaunchDate' in record ? { provisioningStatus: provisioningOf(ctx, record) } : {}),
  };
}

/** An organization as the API shows it: `paused` now, its `configuration`, its status when asked for. */
function present(ctx: EmulatorContext, record: OrganizationRecord) {
  const status = statusOf(ctx, record);
  const { servingExperimentAllowed, lastPauseDate: _p, lastResumeDate: _r, ...rest } = record;
  const { lastProvisioningLaunchDate: _l, ...shown } = rest as Rec;
  const withStatus = ctx.queries('additionalFields').some((value) => value.split(',').includes('status'));
  return {
    ...shown,
    ...(status.provisioningStatus ? { provisioningStatus: status.provisioningStatus } : {}),
    paused: status.paused,
    configuration: { servingExperimentAllowed: servingExperimentAllowed === true },
    ...(withStatus ? { organizationStatusModel: status } : {}),
  };
}

/** A new organization's id: the lowercase slug of its name and a short random suffix. */
function organizationIdFor(ctx: EmulatorContext, name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const base = slug.replace(/^-+/, '').slice(0, 40).replace(/-+$/, '') || 'organization';
  for (;;) {
    const id = `${base}-${randomBytes(3).toString('hex')}`;
    if (!ctx.state.organizations.has(id)) return id;
  }
}

const organization = (ctx: EmulatorContext) => ctx.state.organizations.get(ctx.org);
const setOrganization = (ctx: EmulatorContext, fields: Rec) => {
  ctx.state.organizations.update(ctx.org, fields);
  return noContent();
};

/** What members' records add to what their tokens know (display names and the like), by username. */
const detailsOf = (ctx: EmulatorContext) => ctx.store.collection<Rec>('memberDetails', 'Member', 'username');

/** A member of the organization, with its details and its groups. @throws HttpError 404 when none. */
function memberOf(ctx: EmulatorContext, username: string): Rec {
  const member = membersOf(ctx.state, ctx.org).find((m) => m.username === username);
  if (!member) throw notFound(`Member of the organization '${ctx.org}'`, username);
  const groups = groupsOf(ctx.store)
    .list()
    .filter((group) => isMemberOf(group, username))
    .map(({ id, displayName }) => ({ id, displayName }));
  return { ...member, ...detailsOf(ctx).records.get(username), groups };
}

const MEMBER_FIELDS = ['displayName', 'email', 'provider', 'providerUsername', 'lastUsedDate'];

/** Checks a member update: its `groups` must be groups of the organization. */
function checkMember(ctx: EmulatorContext, body: Rec, what: string): Rec {
  // A list of members (updateAll) is published without their groups: nothing checked them before.
  if (body.groups !== undefined && !Array.isArray(body.groups))
    throw badRequest(`${what}: 'groups' must be an array.`);
  for (const group of body.groups ?? []) {
    if (!groupsOf(ctx.store).has(group?.id))
      throw badRequest(`${what}: the group ${JSON.stringify(group?.id)} does not exist.`);
  }
  return body;
}

/** Saves a checked update: details, and membership of the organization's groups to match `groups`. */
function updateMember(ctx: EmulatorContext, username: string, body: Rec) {
  const member = memberOf(ctx, username);
  const details: Rec = { ...detailsOf(ctx).records.get(username), username };
  for (const name of MEMBER_FIELDS) if (body[name] !== undefined) details[name] = body[name];
  detailsOf(ctx).insert(details);
  const wanted = body.groups && new Set(body.groups.map((group: Rec) => group.id));
  for (const group of wanted ? groupsOf(ctx.store).list() : []) {
    const members = listOf(group.members).filter((m) => m.username !== username && m.id !== username);
    if (wanted.has(group.id) === isMemberOf(group, username)) continue;
    if (wanted.has(group.id)) {
      const { email, displayName, provider = 'EMAIL' } = { ...member, ...details };
      members.push({ id: username, username, email, displayName, provider });
    }
    groupsOf(ctx.store).update(group.id, { members });
  }
  return memberOf(ctx, username);
}

/**
 * A holder's access level on a privilege owner and target domain: `EDIT_ALL` for EDIT on every resource
 * (no target id, or `*`) or a privilege of a domain without types, `CUSTOM` for EDIT on some resources
 * (their ids given), `VIEW_ALL` for VIEW, `NONE` else.
 */
function accessLevel(privileges: Rec[], owner: string, domain: string) {
  const on = privileges.filter((p) => p.owner === owner && p.targetDomain === domain);
  const everywhere = (p: Rec) => p.targetId === undefined || p.targetId === '*';
  if (on.some((p) => p.type === undefined || (p.type === 'EDIT' && everywhere(p))))
    return { accessLevel: 'EDIT_ALL' };
  const edited = on.filter((p) => p.type === 'EDIT').map((p) => String(p.targetId));
  if (edited.length) return { accessLevel: 'CUSTOM', resourceIdsWithEditLevel: edited };
  return { accessLevel: on.some((p) => p.type === 'VIEW') ? 'VIEW_ALL' : 'NONE' };
}

/** The API keys or groups whose access level on the query's privilege owner and domain is one it asks for. */
function holders(ctx: EmulatorContext, items: Rec[], holderType: 'API_KEY' | 'GROUP') {
  const [owner, domain] = [ctx.query('privilegeOwner') ?? '', ctx.query('privilegeTargetDomain') ?? ''];
  const levels = new Set(ctx.queries('accessLevel').flatMap((level) => level.split(',')));
  return items
    .map(({ id, displayName, createdDate, privileges, ...item }) => ({
      id,
      displayName,
      createdDate,
      privilegeHolderType: holderType,
      callerPartOf: holderType === 'GROUP' && isMemberOf(item, ctx.token?.username ?? ''),
      ...accessLevel(listOf(privileges), owner, domain),
    }))
    .filter((item) => levels.has(item.accessLevel));
}

const accesses = (ctx: EmulatorContext, keep: (access: Rec) => boolean) =>
  temporaryAccessesOf(ctx.store).list().filter(keep);

/** Replaces one of the organization's documents with the body, a JSON object with the fields `rules` asks. */
async function setDocument(ctx: EmulatorContext, name: string, rules: Record<string, FieldRule> = {}) {
  const body = checkFields(requireObject(await ctx.json()), rules);
  ctx.store.documents.set(name, body);
  return body;
}

const SORT_FIELDS = ['id', 'displayName', 'createdDate', 'type'];
/** What the published schemas leave open of an organization's update and of its definition. */
const DEFINED: Record<string, FieldRule> = { type: 'string', organizationTemplate: 'string' };
const UPDATED: Record<string, FieldRule> = {
  ...DEFINED,
  creationOrigin: 'string',
  readOnly: 'boolean',
  supportActivated: 'boolean',
};

export const organizationsHandlers: Handlers = {
  'organizations.list': (ctx) => {
    const filter = ctx.query('filter')?.toLowerCase() ?? '';
    const type = ctx.query('type')?.toLowerCase();
    const order = ctx.query('order') || 'asc';
    const sortBy = ctx.query('sortBy') || 'displayName';
    checkFields({ order, sortBy }, { order: ['asc', 'desc'], sortBy: SORT_FIELDS }, 'The query');
    const sign = order === 'desc' ? -1 : 1;
    const compare = (a: Rec, b: Rec) =>
      sign * compareValues(a[sortBy], b[sortBy]) || a.id.localeCompare(b.id);
    const items = ctx.state.organizations
      .list()
      .filter((o) => ctx.token!.organizations.has(o.id))
      .filter((o) => `${o.id}\n${o.displayName ?? ''}`.toLowerCase().includes(filter))
      .filter((o) => !type || String(o.type ?? '').toLowerCase() === type)
      .sort(compare)
      .map((record) => present(ctx, record));
    return paged(ctx, items);
  },

  'organizations.create': (ctx) => {
    const name = ctx.query('name')?.trim();
    if (!name) throw badRequest("The query parameter 'name' is required.", 'MISSING_PARAMETER');
    if (name.length > 255) throw badRequest("The query parameter 'name' is longer than 255 characters.");
    const template = ctx.query('organizationTemplate') || undefined;
    const id = organizationIdFor(ctx, name);
    ctx.state.organizations.insert({
      id,
      displayName: name,
      type: template ?? 'Standard',
      owner: { email: ctx.query('owner') || ctx.token!.email || ctx.token!.username },
      createdDate: Date.now(),
      readOnly: false,
      supportActivated: false,
      ...(template ? { organizationTemplate: template } : {}),
    });
    ctx.token!.organizations.add(id);
    provisionOrganization(ctx.state.store(id));
    return created({ id });
  },

  'organizations.get': (ctx) => present(ctx, organization(ctx)),
  // Each pending invite of the organization's groups, once per person, with the groups it is for.
  'organizations.listInvites': (ctx) => {
    organization(ctx);
    const people = new Map<string, Record<string, any>>();
    for (const group of groupsOf(ctx.store).list()) {
      for (const invite of listOf(group.invites)) {
        const who = ['username', 'email', 'provider', 'providerUsername'].filter((name) => invite[name]);
        const person = people.get(invite.id) ?? {
          ...Object.fromEntries(who.map((name) => [name, invite[name]])),
          groupInvites: [],
        };
        person.groupInvites.push({
          group: { id: group.id, displayName: group.displayName },
          ...(invite.inviter ? { inviter: invite.inviter } : {}),
          invitedDate: invite.invitedDate,
          expirationDate: invite.expirationDate,
        });
        people.set(invite.id, person);
      }
    }
    return [...people.values()];
  },

  'organizations.update': async (ctx) => {
    const body = checkFields(await ctx.json(), UPDATED);
    if (body.displayName?.trim() === '') throw badRequest("The field 'displayName' cannot be empty.");
    if (body.id !== undefined && body.id !== ctx.org) {
      throw badRequest(`The body's id '${text(body.id, 100)}' does not match the organization '${ctx.org}'.`);
    }
    // What the platform computes is not taken from the body.
    const computed = [
      ...['createdDate', 'paused', 'status', 'lastPauseDate', 'lastResumeDate', 'configuration'],
      ...['provisioningStatus', 'lastProvisioningLaunchDate'],
    ];
    return setOrganization(ctx, omit(body, 'id', ...computed, 'organizationStatusModel'));
  },

  'organizations.delete': (ctx) => {
    ctx.state.organizations.delete(ctx.org);
    for (const token of ctx.state.tokens.values()) token.organizations.delete(ctx.org);
    ctx.state.dropStore(ctx.org);
    return noContent();
  },

  'organizations.updateSupportActivation': (ctx) => {
    if (!ctx.query('activate'))
      throw badRequest("The query parameter 'activate' is required (true or false).", 'MISSING_PARAMETER');
    return setOrganization(ctx, { supportActivated: boolQuery(ctx, 'activate', false) });
  },
  'organizations.updateExperimentalStatus': (ctx) =>
    setOrganization(ctx, { servingExperimentAllowed: flag(ctx, 'allowed') }),

  'organizations.getStatus': (ctx) => statusOf(ctx, organization(ctx)),
  'organizations.launchProvisioning': (ctx) => {
    organization(ctx);
    return setOrganization(ctx, { lastProvisioningLaunchDate: Date.now() });
  },
  'organizations.pause': (ctx) => {
    const { pauseState, paused } = statusOf(ctx, organization(ctx));
    if (paused) throw conflict(`The organization '${ctx.org}' is already ${pauseState.toLowerCase()}.`);
    return setOrganization(ctx, { lastPauseDate: Date.now() });
  },
  'organizations.resume': (ctx) => {
    const { pauseState, paused } = statusOf(ctx, organization(ctx));
    if (!paused) throw conflict(`The organization '${ctx.org}' is not paused (${pauseState}).`);
    setOrganization(ctx, { lastResumeDate: Date.now() });
    // The platform answers whether the resume started.
    return { value: true };
  },

  'organizations.getAdditionalInformation': (ctx) => ctx.store.document('additionalinformation', () => ({})),
  'organizations.updateAdditionalInformation': async (ctx) => setDocument(ctx, 'additionalinformation'),
  'organizations.getDefinition': (ctx) => {
    const { displayName, type, organizationTemplate } = organization(ctx);
    return ctx.store.document('definition', () => ({ displayName, type, organizationTemplate }));
  },
  'organizations.updateDefinition': async (ctx) =>
    setDocument(ctx, 'definition', { ...DEFINED, displayName: 'string' }),

  // Every member of an organization is its administrator in the emulator; an API key (or platform
  // token) holds its own privileges.
  'organizations.listPrivileges': () => ALL_PRIVILEGES,
  'organizations.listMyPrivileges': (ctx) =>
    (ctx.token as KeyPrincipal | undefined)?.privileges ?? ALL_PRIVILEGES,
  // CUSTOM: the privileges an API key may be given one by one (not group management).
  'organizations.listApiKeysPrivileges': (ctx) =>
    ctx.query('filter') === 'CUSTOM'
      ? ALL_PRIVILEGES.filter((p) => p.targetDomain !== 'GROUP')
      : ALL_PRIVILEGES,
  'organizations.listAllowedAuthProviders': () => AUTH_PROVIDERS,

  'organizations.members.list': (ctx) => membersOf(ctx.state, ctx.org),
  // The member leaves every group of the organization, and its tokens lose access to it.
  'organizations.members.delete': (ctx) => {
    const { username } = memberOf(ctx, ctx.params.memberId);
    for (const group of groupsOf(ctx.store).list()) {
      if (!isMemberOf(group, username)) continue;
      const stay = (member: Rec) => ![member.username, member.id, member.email].includes(username);
      groupsOf(ctx.store).update(group.id, { members: listOf(group.members).filter(stay) });
    }
    for (const token of ctx.state.tokens.values()) {
      if (token.username === username) token.organizations.delete(ctx.org);
    }
    return noContent();
  },
  'organizations.members.get': (ctx) => memberOf(ctx, ctx.params.username),
  'organizations.members.update': async (ctx) => {
    const { username } = memberOf(ctx, ctx.params.username);
    const body = checkMember(ctx, await ctx.json(), 'The member');
    if (body.username != null && body.username !== username) {
      throw badRequest(`The username cannot change (it is '${username}').`);
    }
    return updateMember(ctx, username, body);
  },
  'organizations.members.updateAll': async (ctx) => {
    const members: Rec[] = await ctx.json();
    // Everything is checked first: a failed write stores nothing.
    members.forEach((member, i) => {
      if (!member.username)
        throw badRequest(`members[${i}]: the field 'username' is required.`, 'MISSING_FIELD');
      checkMember(ctx, member, `members[${i}]`);
      memberOf(ctx, member.username);
    });
    return members.map((member) => updateMember(ctx, member.username, member));
  },
  'organizations.members.listPrivileges': (ctx) => {
    const privileges = groupsOf(ctx.store)
      .list()
      .filter((group) => isMemberOf(group, ctx.token?.username ?? ''))
      .flatMap((group) => listOf(group.privileges));
    return [...new Map(privileges.map((p) => [JSON.stringify(p), p])).values()];
  },
  'organizations.members.listGroups': (ctx) => memberOf(ctx, ctx.params.username).groups,

  'organizations.access.listApiKeys': (ctx) =>
    holders(ctx, ctx.store.collection('apikeys').list(), 'API_KEY'),
  'organizations.access.listGroups': (ctx) => holders(ctx, groupsOf(ctx.store).list(), 'GROUP'),
  'organizations.access.listTemporary': (ctx) => accesses(ctx, inForce),
  'organizations.access.listActiveTemporary': (ctx) => accesses(ctx, inForce),
  'organizations.access.listExpiredTemporary': (ctx) => accesses(ctx, isExpired),
  // All of them, whatever their state: the user's history in the organization.
  'organizations.access.listTemporaryForUser': (ctx) =>
    accesses(ctx, (access) => access.user?.username === ctx.params.username),
  'organizations.access.getTemporary': (ctx) => accessInForce(ctx.store, ctx.params.temporaryAccessId),
  // The platform answers the access it revoked.
  'organizations.access.deleteTemporary': (ctx) => revokeAccess(ctx.store, ctx.params.temporaryAccessId),
};
