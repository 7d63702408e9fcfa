import type { EmulatorContext } from '../context';
import { badRequest, conflict, created, HttpError, noContent, notFound, Reply } from '../http';
import { groupsOf, listOf } from '../model/groups';
import { ALL_PRIVILEGES, AUTH_PROVIDERS } from '../model/organizations';
import { checkFields, flag, required, requireObject } from '../model/rest';
import { text } from '../safe';
import type { Handlers } from './types';

// Groups: the engine lists, reads and deletes them; members, invites and realms live in the group's
// record, as its sub-lists. Checked here: what the published schemas leave open (required fields, the
// ways to name an invitee, duplicates); done here: what the platform does with invites and memberships.

type Rec = Record<string, any>;
type Field = 'members' | 'invites' | 'realms';

/** How long an invite stays valid when the caller gives no `expirationDate`: 7 days, in ms. */
const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A member, its id its username. */
function toMember(member: Rec, what: string): Rec {
  const { username } = checkFields(member, { username: 'required' }, what);
  return { ...member, id: username, username };
}

/** An invite, its id its username, else e-mail, else provider username; with its dates. */
function toInvite(invite: Rec, what: string): Rec {
  const id = invite.username || invite.email || (invite.provider && invite.providerUsername);
  if (!id)
    throw badRequest(`${what} needs an 'email', a 'username', or a 'provider' with a 'providerUsername'.`);
  checkFields(invite, { expirationDate: 'number' }, what);
  const invitedDate = Date.now();
  return {
    ...invite,
    id,
    invitedDate,
    expirationDate: invite.expirationDate ?? invitedDate + INVITE_LIFETIME_MS,
  };
}

function toRealm(realm: Rec, what: string): Rec {
  checkFields(realm, required('id', 'displayName'), what);
  if (realm.provider == null)
    throw badRequest(`${what}: the field 'provider' is required: one of ${AUTH_PROVIDERS.join(', ')}.`);
  return realm;
}

const CHECKS: Record<Field, (value: Rec, what: string) => Rec> = {
  members: toMember,
  invites: toInvite,
  realms: toRealm,
};

/** Reads and checks a group body; a creation requires `displayName`. */
function groupFields(body: unknown, create: boolean): Rec {
  const { id: _id, ...fields } = requireObject(body, 'The group');
  const named = create || fields.displayName !== undefined;
  checkFields(fields, { displayName: named ? 'required' : 'string', canEditItself: 'boolean' }, 'The group');
  for (const field of Object.keys(CHECKS) as Field[]) {
    if (!Array.isArray(fields[field])) continue;
    fields[field] = fields[field].map((item: Rec, i: number) => CHECKS[field](item, `${field}[${i}]`));
    const ids = fields[field].map((item: Rec) => item.id);
    const twice = ids.find((id: string, i: number) => ids.indexOf(id) !== i);
    if (twice !== undefined) throw badRequest(`The ${field.slice(0, -1)} '${twice}' appears twice.`);
  }
  for (const [i, privilege] of listOf(fields.privileges).entries())
    checkFields(privilege, required('owner', 'targetDomain'), `privileges[${i}]`);
  return fields;
}

const group = (ctx: EmulatorContext) => groupsOf(ctx.store).get(ctx.params.groupId);
const setList = (ctx: EmulatorContext, field: Field, items: Rec[]) =>
  groupsOf(ctx.store).update(ctx.params.groupId, { [field]: items });
/** Whether a member or invite stands for the calling user. */
const isCaller = (ctx: EmulatorContext, { username, email }: Rec) =>
  [username, email].some((name) => name && [ctx.token?.username, ctx.token?.email].includes(name));
const without = (items: Rec[], item: Rec) => items.filter((other) => other !== item);
const sameItem = (item: Rec, id: string) => item.id === id || item.email === id || item.username === id;

/** A group's sub-list: list, get and delete the item the path parameter `param` names, add the body's. */
function subList(field: Field, param: string, label: string) {
  const find = (ctx: EmulatorContext) => {
    const items = listOf(group(ctx)[field]);
    const found = items.find((item) => sameItem(item, ctx.params[param]));
    if (!found) throw notFound(label, ctx.params[param]);
    return { items, found };
  };
  const listed = (target: Rec, item: Rec) => listOf(target[field]).some((other) => other.id === item.id);
  return {
    list: (ctx: EmulatorContext) => listOf(group(ctx)[field]),
    get: (ctx: EmulatorContext) => find(ctx).found,
    delete: (ctx: EmulatorContext) => {
      const { items, found } = find(ctx);
      setList(ctx, field, without(items, found));
      return noContent();
    },
    /** Appends the body's item, checked. @throws HttpError 409 when it is listed (or `taken`) already. */
    async add(ctx: EmulatorContext, taken = listed) {
      const target = group(ctx);
      const item = CHECKS[field](await ctx.json(), `The ${label.toLowerCase()}`);
      if (taken(target, item)) throw conflict(`'${item.id}' is already in the group '${target.id}'.`);
      setList(ctx, field, [...listOf(target[field]), item]);
      return { target, item };
    },
  };
}

/** The calling user's invite to a group. @throws HttpError 403 when there is none. */
function callerInvite(ctx: EmulatorContext, target: Rec): Rec {
  const invite = listOf(target.invites).find((i) => isCaller(ctx, i));
  if (invite) return invite;
  const who = `'${ctx.token?.username}' has no invite to the group '${target.id}'`;
  throw new HttpError(403, 'FORBIDDEN', `Only an invited user may accept or decline: ${who}.`);
}

/** Removes the caller's invite; with `join`, the caller becomes a member (unless the invite has expired). */
function answerInvite(ctx: EmulatorContext, join: boolean) {
  const target = group(ctx);
  const invite = callerInvite(ctx, target);
  if (join && invite.expirationDate < Date.now()) {
    throw new HttpError(403, 'INVITE_EXPIRED', `The invite to the group '${target.id}' has expired.`);
  }
  setList(ctx, 'invites', without(listOf(target.invites), invite));
  const members = listOf(target.members);
  if (join && !members.some((m) => isCaller(ctx, m))) {
    const { username, email = invite.email, displayName = invite.displayName ?? username } = ctx.token!;
    const member = { id: username, username, email, displayName, provider: invite.provider ?? 'EMAIL' };
    setList(ctx, 'members', [...members, member]);
  }
  return noContent();
}

const [members, invites, realms] = [
  subList('members', 'memberId', 'Member'),
  subList('invites', 'inviteId', 'Invite'),
  subList('realms', 'realmId', 'Realm'),
];

/** The organization's realms: those its groups have, each with the groups that have it. */
function organizationRealms(ctx: EmulatorContext): Rec[] {
  const realms = new Map<string, Rec>();
  for (const { id, displayName, realms: held } of groupsOf(ctx.store).list()) {
    for (const realm of listOf(held)) {
      const entry = realms.get(realm.id) ?? { ...realm, groups: [] };
      entry.groups.push({ id, displayName });
      realms.set(realm.id, entry);
    }
  }
  return [...realms.values()];
}

/** Checks a realm of the organization: its fields, and its `groups` those of the organization. */
function realmAndGroups(ctx: EmulatorContext, body: unknown, what: string) {
  const { groups = [], ...realm } = toRealm(requireObject(body, what), what);
  if (!Array.isArray(groups)) throw badRequest(`${what}: 'groups' must be an array of groups.`);
  for (const group of groups) {
    if (!groupsOf(ctx.store).has(group?.id))
      throw badRequest(`${what}: the group ${JSON.stringify(group?.id)} does not exist.`);
  }
  return { realm, groupIds: new Set<string>(groups.map((group: Rec) => group.id)) };
}

/** Gives a group the realm (in place of its realm of the same id), or with `held` false takes it away. */
function holdRealm(ctx: EmulatorContext, groupId: string, realm: Rec, held: boolean) {
  const others = listOf(groupsOf(ctx.store).get(groupId).realms).filter((item) => item.id !== realm.id);
  groupsOf(ctx.store).update(groupId, { realms: held ? [...others, realm] : others });
}

const privilegeKey = (p: Rec) =>
  JSON.stringify([p.owner, p.targetDomain, p.type ?? null, p.targetId ?? null]);

export const groupsHandlers: Handlers = {
  'groups.create': async (ctx) => {
    const fields = groupFields(await ctx.json(), true);
    const canEditItself = flag(ctx, 'canEditItself', fields.canEditItself ?? false);
    const empty = { members: [], invites: [], realms: [], privileges: [], deletable: true };
    return created(groupsOf(ctx.store).insert({ ...empty, ...fields, canEditItself }));
  },
  'groups.update': async (ctx) => {
    groupsOf(ctx.store).update(ctx.params.groupId, groupFields(await ctx.json(), false));
    return noContent();
  },
  // The privileges the caller holds through this group and no other of its groups.
  'groups.getExclusivePrivileges': (ctx) => {
    const target = group(ctx);
    const mine = (g: Rec) => listOf(g.members).some((m) => isCaller(ctx, m));
    if (!mine(target)) return [];
    const others = groupsOf(ctx.store)
      .list()
      .filter((g) => g.id !== target.id && mine(g));
    const elsewhere = new Set(others.flatMap((g) => listOf(g.privileges).map(privilegeKey)));
    return listOf(target.privileges).filter((p) => !elsewhere.has(privilegeKey(p)));
  },

  'groups.invites.list': invites.list,
  'groups.invites.delete': invites.delete,
  // Neither invited twice, nor invited once a member.
  'groups.invites.create': async (ctx) => {
    const taken = (target: Rec, { id }: Rec) =>
      [...listOf(target.invites), ...listOf(target.members)].some((i) => sameItem(i, id));
    return (await invites.add(ctx, taken)).item;
  },
  'groups.invites.accept': (ctx) => answerInvite(ctx, true),
  'groups.invites.decline': (ctx) => answerInvite(ctx, false),
  // The groups, of every organization, that invite the caller (with the organization each is in).
  'groups.invites.listMine': (ctx) =>
    ctx.state.organizations.list().flatMap(({ id, displayName: name }) =>
      groupsOf(ctx.state.store(id))
        .list()
        .filter((g) => listOf(g.invites).some((invite) => isCaller(ctx, invite)))
        .map((g) => ({ id: g.id, displayName: g.displayName, organizations: [{ id, displayName: name }] })),
    ),

  'groups.members.list': members.list,
  'groups.members.get': members.get,
  'groups.members.delete': members.delete,
  'groups.members.add': async (ctx) => {
    const { target, item } = await members.add(ctx);
    // The user's pending invite, if any, is fulfilled.
    const pending = listOf(target.invites).filter((i) => ![i.username, i.email].includes(item.username));
    setList(ctx, 'invites', pending);
    return noContent();
  },

  'groups.realms.list': realms.list,
  'groups.realms.get': realms.get,
  'groups.realms.delete': realms.delete,
  'groups.realms.add': async (ctx) => created((await realms.add(ctx)).item),
  'groups.realms.listAll': organizationRealms,
  // Each realm of the body joins the groups it names (all checked first; one naming none adds nothing).
  // The platform answers no body.
  'groups.realms.addToGroups': async (ctx) => {
    const body = await ctx.json();
    if (!Array.isArray(body)) throw badRequest('The body must be an array of realms.');
    const joining = body
      .map((realm, i) => ({ realm, what: `realms[${i}]` }))
      .filter(({ realm }) => realm?.groups?.length);
    const checked = joining.map(({ realm, what }) => realmAndGroups(ctx, realm, what));
    for (const { realm, groupIds } of checked) {
      for (const groupId of groupIds) holdRealm(ctx, groupId, realm, true);
    }
    return new Reply(201);
  },
  // The realm's groups become those of the body, and those only.
  'groups.realms.updateGroups': async (ctx) => {
    const { realmId } = ctx.params;
    if (!organizationRealms(ctx).some((realm) => realm.id === realmId)) throw notFound('Realm', realmId);
    const { realm, groupIds } = realmAndGroups(ctx, await ctx.json(), 'The realm');
    if (realm.id !== realmId)
      throw badRequest(`The body's id '${text(realm.id, 100)}' does not match the path's '${realmId}'.`);
    for (const group of groupsOf(ctx.store).list()) {
      const holds = listOf(group.realms).some((item) => item.id === realmId);
      if (holds || groupIds.has(group.id)) holdRealm(ctx, group.id, realm, groupIds.has(group.id));
    }
    return organizationRealms(ctx).find(({ id }) => id === realmId) ?? { ...realm, groups: [] };
  },
  // The groups the platform makes in every organization.
  'groups.listDefaults': (ctx) => [
    {
      id: `${ctx.org}-administrators`,
      displayName: 'Administrators',
      deletable: false,
      groupType: 'ADMINISTRATOR',
      privileges: ALL_PRIVILEGES,
    },
  ],
};
