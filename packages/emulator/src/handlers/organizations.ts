import { randomBytes } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { boolQuery, paged } from '../context';
import { badRequest, conflict, created, HttpError, noContent } from '../http';
import { provisionOrganization } from '../provision';
import { text } from '../safe';
import type { EmulatorState, OrganizationRecord } from '../state';
import { groupsOf, listOf } from './groups';
import { collectionOf, requireObject } from './rest';
import type { Handlers } from './types';

/** The spec's authentication providers. */
export const AUTH_PROVIDERS = ['SALESFORCE', 'SALESFORCE_SANDBOX', 'GOOGLE', 'OFFICE365', 'SAML', 'EMAIL'];

const PLATFORM_DOMAINS = [
  'ORGANIZATION',
  'SOURCE',
  'FIELD',
  'INDEX',
  'EXTENSION',
  'API_KEY',
  'GROUP',
  'SECURITY_PROVIDER',
  'CRAWLING_MODULE',
  'SEARCH_PAGES',
];

/** Every privilege of an organization: VIEW and EDIT on the platform's domains, plus Search API and analytics ones. */
export const ALL_PRIVILEGES: ReadonlyArray<Record<string, string>> = [
  ...PLATFORM_DOMAINS.flatMap((targetDomain) =>
    ['VIEW', 'EDIT'].map((type) => ({ owner: 'PLATFORM', targetDomain, type })),
  ),
  { owner: 'SEARCH_API', targetDomain: 'EXECUTE_QUERY' },
  { owner: 'SEARCH_API', targetDomain: 'IMPERSONATE' },
  { owner: 'SEARCH_API', targetDomain: 'VIEW_ALL_CONTENT' },
  { owner: 'USAGE_ANALYTICS', targetDomain: 'ANALYTICS_DATA', type: 'VIEW' },
  { owner: 'USAGE_ANALYTICS', targetDomain: 'ANALYTICS_DATA', type: 'EDIT' },
  { owner: 'USAGE_ANALYTICS', targetDomain: 'REPORTS', type: 'VIEW' },
  { owner: 'USAGE_ANALYTICS', targetDomain: 'REPORTS', type: 'EDIT' },
  { owner: 'ML', targetDomain: 'MODELS', type: 'VIEW' },
  { owner: 'ML', targetDomain: 'MODELS', type: 'EDIT' },
];

export type PauseStatus = 'HEALTHY' | 'PAUSING' | 'PAUSED' | 'RESUMING';

/**
 * The organization's place in its pause lifecycle, computed from the times of the last pause and
 * resume: a transition (`PAUSING`, `RESUMING`) lasts `refreshDurationMs`.
 */
export function pauseStatus(ctx: EmulatorContext, record: OrganizationRecord): PauseStatus {
  const paused = typeof record.lastPauseDate === 'number' ? record.lastPauseDate : undefined;
  const resumed = typeof record.lastResumeDate === 'number' ? record.lastResumeDate : undefined;
  const elapsed = (since: number) => Date.now() - since;
  const duration = ctx.settings.refreshDurationMs;
  if (paused !== undefined && (resumed === undefined || paused >= resumed)) {
    return elapsed(paused) < duration ? 'PAUSING' : 'PAUSED';
  }
  if (resumed !== undefined && elapsed(resumed) < duration) return 'RESUMING';
  return 'HEALTHY';
}

/**
 * The organization's status as the platform gives it: `status` HEALTHY (the emulator's organizations
 * never fail), the pause lifecycle as `pauseState` (`ACTIVE` when running) and `lifeCycleState`
 * (`PAUSED` once paused), and when the last pause and resume were asked for (ms since the epoch).
 */
function statusOf(ctx: EmulatorContext, record: OrganizationRecord) {
  const state = pauseStatus(ctx, record);
  const paused = state === 'PAUSING' || state === 'PAUSED';
  return {
    status: 'HEALTHY',
    pauseState: state === 'HEALTHY' ? 'ACTIVE' : state,
    lifeCycleState: state === 'PAUSED' ? 'PAUSED' : 'ACTIVE',
    paused,
    resumable: paused,
    readOnly: record.readOnly === true,
    supportActivated: record.supportActivated === true,
    ...(typeof record.lastPauseDate === 'number' ? { lastPauseDate: record.lastPauseDate } : {}),
    ...(typeof record.lastResumeDate === 'number' ? { lastResumeDate: record.lastResumeDate } : {}),
  };
}

/**
 * An organization as the API shows it: `paused` computed now, its `configuration` (serving experiments
 * allowed or not), and its `organizationStatusModel` when asked for (`additionalFields=status`).
 */
export function presentOrganization(ctx: EmulatorContext, record: OrganizationRecord, withStatus = false) {
  const status = statusOf(ctx, record);
  const { servingExperimentAllowed, lastPauseDate: _p, lastResumeDate: _r, ...rest } = record;
  return {
    ...rest,
    paused: status.paused,
    configuration: { servingExperimentAllowed: servingExperimentAllowed === true },
    ...(withStatus ? { organizationStatusModel: status } : {}),
  };
}

const additionalFields = (ctx: EmulatorContext) =>
  ctx.queries('additionalFields').flatMap((value) => value.split(','));

/** Lowercase slug of a name plus a short random suffix. */
export function organizationIdFor(state: EmulatorState, name: string): string {
  const slug =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'organization';
  for (;;) {
    const id = `${slug}-${randomBytes(4).toString('hex').slice(0, 6)}`;
    if (!state.organizations.has(id)) return id;
  }
}

const organization = (ctx: EmulatorContext) => ctx.state.organizations.get(ctx.org);

/** Usernames whose tokens may use the organization, with what the tokens know of them. */
export function membersOf(state: EmulatorState, organizationId: string) {
  const members = new Map<string, { username: string; email: string; displayName: string }>();
  for (const token of state.tokens.values()) {
    if (!token.organizations.has(organizationId) || members.has(token.username)) continue;
    members.set(token.username, {
      username: token.username,
      email: token.email ?? token.username,
      displayName: token.displayName ?? token.username,
    });
  }
  return [...members.values()];
}

type Rec = Record<string, any>;

/** What members' records add to what their tokens know: display names and the like, by username. */
const memberDetailsOf = (ctx: EmulatorContext) =>
  ctx.store.collection<Rec>('memberDetails', 'Member', 'username');

const isMemberOf = (group: Rec, username: string) =>
  listOf(group.members).some((m: Rec) => m.username === username || m.id === username);

/** A member of the organization, with its details and the groups it belongs to. @throws HttpError 404 when none. */
function memberOf(ctx: EmulatorContext, username: string): Rec {
  const member = membersOf(ctx.state, ctx.org).find((m) => m.username === username);
  if (!member) {
    throw new HttpError(
      404,
      'NOT_FOUND',
      `Member '${username}' of the organization '${ctx.org}' does not exist.`,
    );
  }
  const details = memberDetailsOf(ctx).has(username) ? memberDetailsOf(ctx).get(username) : {};
  return {
    ...member,
    ...details,
    groups: groupsOf(ctx)
      .list()
      .filter((group) => isMemberOf(group, username))
      .map((group) => ({ id: group.id, displayName: group.displayName })),
  };
}

const MEMBER_STRINGS = ['displayName', 'email', 'provider', 'providerUsername'];

/** Checks a member update; `groups` must name groups of the organization. */
function checkMemberUpdate(ctx: EmulatorContext, value: unknown, what: string): Rec {
  const body = requireObject(value, what);
  for (const name of [...MEMBER_STRINGS, 'username']) {
    if (body[name] !== undefined && body[name] !== null && typeof body[name] !== 'string') {
      throw badRequest(`${what}: the field '${name}' must be a string.`);
    }
  }
  if (body.lastUsedDate !== undefined && typeof body.lastUsedDate !== 'number') {
    throw badRequest(`${what}: the field 'lastUsedDate' must be ms since the epoch.`);
  }
  if (body.groups !== undefined) {
    if (!Array.isArray(body.groups)) throw badRequest(`${what}: the field 'groups' must be an array.`);
    for (const group of body.groups) {
      const id = typeof group === 'string' ? group : group?.id;
      if (typeof id !== 'string' || !groupsOf(ctx).has(id)) {
        throw badRequest(`${what}: the group ${JSON.stringify(id)} does not exist.`);
      }
    }
  }
  return body;
}

/** Saves a checked update: details, and membership of the organization's groups to match `groups`. */
function applyMemberUpdate(ctx: EmulatorContext, username: string, body: Rec) {
  const member = memberOf(ctx, username);
  const details: Rec = { username };
  for (const name of [...MEMBER_STRINGS, 'lastUsedDate'])
    if (body[name] !== undefined) details[name] = body[name];
  const previous = memberDetailsOf(ctx).has(username) ? memberDetailsOf(ctx).get(username) : {};
  memberDetailsOf(ctx).insert({ ...previous, ...details });
  if (body.groups !== undefined) {
    const wanted = new Set(body.groups.map((g: Rec | string) => (typeof g === 'string' ? g : g.id)));
    for (const group of groupsOf(ctx).list()) {
      const members: Rec[] = listOf(group.members);
      const inIt = isMemberOf(group, username);
      if (wanted.has(group.id) && !inIt) {
        const entry = {
          id: username,
          username,
          email: details.email ?? member.email,
          displayName: details.displayName ?? member.displayName,
          provider: details.provider ?? 'EMAIL',
        };
        groupsOf(ctx).update(group.id, { members: [...members, entry] });
      } else if (!wanted.has(group.id) && inIt) {
        groupsOf(ctx).update(group.id, {
          members: members.filter((m) => m.username !== username && m.id !== username),
        });
      }
    }
  }
  return memberOf(ctx, username);
}

/** Whether a privilege matches the `privilegeOwner`, `privilegeTargetDomain` and `accessLevel` query. */
/**
 * A holder's access level on a privilege owner and target domain, as the platform reads its privileges:
 * `EDIT_ALL` for EDIT on every resource (no target id, or `*`), or for a privilege of a domain without
 * types; `CUSTOM` for EDIT on some resources (their ids are given); `VIEW_ALL` for VIEW; `NONE` else.
 */
function accessLevel(privileges: Rec[], owner: string, domain: string) {
  const on = privileges.filter((p) => p.owner === owner && p.targetDomain === domain);
  const everyResource = (p: Rec) => p.targetId === undefined || p.targetId === '*';
  if (on.some((p) => p.type === undefined || (p.type === 'EDIT' && everyResource(p)))) {
    return { accessLevel: 'EDIT_ALL' };
  }
  const edited = on.filter((p) => p.type === 'EDIT').map((p) => String(p.targetId));
  if (edited.length) return { accessLevel: 'CUSTOM', resourceIdsWithEditLevel: edited };
  return { accessLevel: on.some((p) => p.type === 'VIEW') ? 'VIEW_ALL' : 'NONE' };
}

/**
 * The API keys or groups whose access level on the query's privilege owner and target domain is one of
 * its `accessLevel`s (the published schema requires the three parameters and checks the levels).
 */
function holders(ctx: EmulatorContext, items: Rec[], holderType: 'API_KEY' | 'GROUP') {
  const owner = ctx.query('privilegeOwner') as string;
  const domain = ctx.query('privilegeTargetDomain') as string;
  const levels = new Set(ctx.queries('accessLevel').flatMap((level) => level.split(',')));
  const username = ctx.token?.username ?? '';
  return items
    .map((item) => ({
      id: item.id,
      displayName: item.displayName,
      createdDate: item.createdDate,
      privilegeHolderType: holderType,
      callerPartOf: holderType === 'GROUP' && isMemberOf(item, username),
      ...accessLevel(listOf(item.privileges), owner, domain),
    }))
    .filter((item) => levels.has(item.accessLevel));
}

const temporaryOf = (ctx: EmulatorContext) => collectionOf(ctx, 'temporaryAccesses', 'Temporary access');
const inForce = (access: Rec) =>
  typeof access.expirationDate !== 'number' || access.expirationDate > Date.now();

const SORT_FIELDS = ['id', 'displayName', 'createdDate', 'type'];

function checkString(body: Record<string, any>, field: string) {
  if (body[field] !== undefined && typeof body[field] !== 'string') {
    throw badRequest(`The field '${field}' must be a string.`);
  }
}

function checkBoolean(body: Record<string, any>, field: string) {
  if (body[field] !== undefined && typeof body[field] !== 'boolean') {
    throw badRequest(`The field '${field}' must be a boolean.`);
  }
}

export const organizationsHandlers: Handlers = {
  'organizations.list': (ctx) => {
    const filter = ctx.query('filter')?.toLowerCase();
    const type = ctx.query('type');
    const order = ctx.query('order') || 'asc';
    const sortBy = ctx.query('sortBy') || 'displayName';
    if (order !== 'asc' && order !== 'desc') {
      throw badRequest(`The query parameter 'order' must be asc or desc; got '${order}'.`);
    }
    if (!SORT_FIELDS.includes(sortBy)) {
      throw badRequest(
        `The query parameter 'sortBy' must be one of: ${SORT_FIELDS.join(', ')}; got '${sortBy}'.`,
      );
    }
    const withStatus = additionalFields(ctx).includes('status');
    const items = ctx.state.organizations
      .list()
      .filter((record) => ctx.token!.organizations.has(record.id))
      .filter(
        (record) =>
          !filter ||
          record.id.toLowerCase().includes(filter) ||
          String(record.displayName ?? '')
            .toLowerCase()
            .includes(filter),
      )
      .filter((record) => !type || String(record.type ?? '').toLowerCase() === type.toLowerCase())
      .sort((a, b) => {
        const x = a[sortBy] ?? '';
        const y = b[sortBy] ?? '';
        const compared =
          typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        return (order === 'desc' ? -compared : compared) || a.id.localeCompare(b.id);
      })
      .map((record) => presentOrganization(ctx, record, withStatus));
    return paged(ctx, items, 'items');
  },

  'organizations.create': (ctx) => {
    const name = ctx.query('name')?.trim();
    if (!name) throw badRequest("The query parameter 'name' is required.", 'MISSING_PARAMETER');
    if (name.length > 255) throw badRequest("The query parameter 'name' is longer than 255 characters.");
    const owner = ctx.query('owner') || ctx.token!.email || ctx.token!.username;
    const template = ctx.query('organizationTemplate') || undefined;
    const id = organizationIdFor(ctx.state, name);
    ctx.state.organizations.insert({
      id,
      displayName: name,
      type: template ?? 'Standard',
      owner: { email: owner },
      createdDate: Date.now(),
      readOnly: false,
      supportActivated: false,
      ...(template ? { organizationTemplate: template } : {}),
    });
    ctx.token!.organizations.add(id);
    provisionOrganization(ctx.state.store(id));
    return created({ id });
  },

  'organizations.get': (ctx) =>
    presentOrganization(ctx, organization(ctx), additionalFields(ctx).includes('status')),

  'organizations.update': async (ctx) => {
    const body = requireObject(await ctx.json());
    for (const field of ['displayName', 'type', 'organizationTemplate', 'creationOrigin'])
      checkString(body, field);
    for (const field of ['readOnly', 'supportActivated']) checkBoolean(body, field);
    if (body.displayName !== undefined && !body.displayName.trim()) {
      throw badRequest("The field 'displayName' cannot be empty.");
    }
    if (body.owner !== undefined) requireObject(body.owner, "The field 'owner'");
    if (body.id !== undefined && body.id !== ctx.org) {
      throw badRequest(`The body's id '${text(body.id, 100)}' does not match the organization '${ctx.org}'.`);
    }
    const {
      id: _id,
      createdDate: _created,
      paused: _paused,
      status: _status,
      lastPauseDate: _p,
      lastResumeDate: _r,
      configuration: _configuration,
      organizationStatusModel: _statusModel,
      ...fields
    } = body;
    ctx.state.organizations.update(ctx.org, fields);
    return noContent();
  },

  'organizations.delete': (ctx) => {
    ctx.state.organizations.delete(ctx.org);
    for (const token of ctx.state.tokens.values()) token.organizations.delete(ctx.org);
    ctx.state.dropStore(ctx.org);
    return noContent();
  },

  'organizations.updateSupportActivation': (ctx) => {
    if (ctx.query('activate') === undefined || ctx.query('activate') === '') {
      throw badRequest("The query parameter 'activate' is required (true or false).", 'MISSING_PARAMETER');
    }
    const activate = boolQuery(ctx, 'activate', false);
    ctx.state.organizations.update(ctx.org, { supportActivated: activate });
    return noContent();
  },

  'organizations.getStatus': (ctx) => statusOf(ctx, organization(ctx)),

  'organizations.pause': (ctx) => {
    const status = pauseStatus(ctx, organization(ctx));
    if (status === 'PAUSING' || status === 'PAUSED') {
      throw conflict(`The organization '${ctx.org}' is already ${status.toLowerCase()}.`);
    }
    ctx.state.organizations.update(ctx.org, { lastPauseDate: Date.now() });
    return noContent();
  },

  'organizations.resume': (ctx) => {
    const status = pauseStatus(ctx, organization(ctx));
    if (status === 'HEALTHY' || status === 'RESUMING') {
      throw conflict(`The organization '${ctx.org}' is not paused (${status}).`);
    }
    ctx.state.organizations.update(ctx.org, { lastResumeDate: Date.now() });
    // The platform answers whether the resume started.
    return { value: true };
  },

  'organizations.getAdditionalInformation': (ctx) => ctx.store.document('additionalinformation', () => ({})),

  'organizations.updateAdditionalInformation': async (ctx) => {
    const body = requireObject(await ctx.json());
    ctx.store.documents.set('additionalinformation', body);
    return body;
  },

  'organizations.listPrivileges': () => ALL_PRIVILEGES,
  // Every member of an organization is its administrator in the emulator.
  'organizations.listMyPrivileges': () => ALL_PRIVILEGES,
  // ALL: every privilege; CUSTOM: those an API key may be given one by one (not group management).
  'organizations.listApiKeysPrivileges': (ctx) => {
    const filter = ctx.query('filter') || 'ALL';
    if (filter !== 'ALL' && filter !== 'CUSTOM') {
      throw badRequest(`The query parameter 'filter' must be ALL or CUSTOM; got '${filter}'.`);
    }
    return filter === 'ALL'
      ? ALL_PRIVILEGES
      : ALL_PRIVILEGES.filter((privilege) => privilege.targetDomain !== 'GROUP');
  },

  'organizations.getDefinition': (ctx) => {
    const record = organization(ctx);
    return ctx.store.document('definition', () => ({
      displayName: record.displayName,
      type: record.type,
      ...(record.organizationTemplate ? { organizationTemplate: record.organizationTemplate } : {}),
    }));
  },

  'organizations.updateDefinition': async (ctx) => {
    const body = requireObject(await ctx.json());
    for (const field of ['displayName', 'type', 'organizationTemplate']) checkString(body, field);
    ctx.store.documents.set('definition', body);
    return body;
  },

  'organizations.listAllowedAuthProviders': () => AUTH_PROVIDERS,

  'organizations.members.list': (ctx) => membersOf(ctx.state, ctx.org),

  'organizations.members.delete': (ctx) => {
    const username = ctx.params.memberId;
    const tokens = [...ctx.state.tokens.values()].filter(
      (token) => token.username === username && token.organizations.has(ctx.org),
    );
    if (!tokens.length) {
      throw new HttpError(
        404,
        'NOT_FOUND',
        `Member '${username}' of the organization '${ctx.org}' does not exist.`,
      );
    }
    for (const token of tokens) token.organizations.delete(ctx.org);
    return noContent();
  },

  'organizations.updateExperimentalStatus': (ctx) => {
    const raw = ctx.query('allowed');
    if (raw !== 'true' && raw !== 'false') {
      throw badRequest("The query parameter 'allowed' is required: true or false.", 'MISSING_PARAMETER');
    }
    const allowed = raw === 'true';
    ctx.state.organizations.update(ctx.org, { servingExperimentAllowed: allowed });
    return noContent();
  },

  'organizations.members.get': (ctx) => memberOf(ctx, ctx.params.username),
  'organizations.members.update': async (ctx) => {
    const username = ctx.params.username;
    memberOf(ctx, username);
    const body = checkMemberUpdate(ctx, await ctx.json(), 'The member');
    if (body.username !== undefined && body.username !== null && body.username !== username) {
      throw badRequest(`The username cannot change (it is '${username}').`);
    }
    return applyMemberUpdate(ctx, username, body);
  },
  'organizations.members.updateAll': async (ctx) => {
    boolQuery(ctx, 'sendEmailToInvitedUsers', false);
    const body = await ctx.json();
    if (!Array.isArray(body)) throw badRequest('The body must be a JSON array of members.');
    // Check everything first: a failed write stores nothing.
    const updates = body.map((value, i) => {
      const member = checkMemberUpdate(ctx, value, `members[${i}]`);
      if (typeof member.username !== 'string' || !member.username) {
        throw badRequest(`members[${i}]: the field 'username' is required.`, 'MISSING_FIELD');
      }
      memberOf(ctx, member.username);
      return member;
    });
    return updates.map((member) => applyMemberUpdate(ctx, member.username, member));
  },
  'organizations.members.listPrivileges': (ctx) => {
    const username = ctx.token?.username ?? '';
    const seen = new Map<string, Rec>();
    for (const group of groupsOf(ctx).list()) {
      if (!isMemberOf(group, username)) continue;
      for (const privilege of listOf(group.privileges)) seen.set(JSON.stringify(privilege), privilege);
    }
    return [...seen.values()];
  },
  'organizations.members.listGroups': (ctx) => memberOf(ctx, ctx.params.username).groups,

  'organizations.access.listApiKeys': (ctx) =>
    holders(ctx, ctx.store.collection('apikeys', 'API key').list(), 'API_KEY'),
  'organizations.access.listGroups': (ctx) => holders(ctx, groupsOf(ctx).list(), 'GROUP'),
  'organizations.access.listTemporary': (ctx) => temporaryOf(ctx).list().filter(inForce),
  'organizations.access.getTemporary': (ctx) => {
    const access = temporaryOf(ctx).get(ctx.params.temporaryAccessId);
    if (!inForce(access))
      throw new HttpError(404, 'NOT_FOUND', `Temporary access '${access.id}' has expired.`);
    return access;
  },
  // The platform answers the access it revoked.
  'organizations.access.deleteTemporary': (ctx) => {
    const access = temporaryOf(ctx).get(ctx.params.temporaryAccessId);
    temporaryOf(ctx).delete(access.id);
    return { ...access, revocationDate: Date.now() };
  },
};
