import type { EmulatorContext } from '../context';
import { boolQuery } from '../context';
import { badRequest, conflict, created, HttpError, noContent, notFound } from '../http';
import { collectionOf, requireObject } from './rest';
import type { Handlers } from './types';

/** Auth providers (SPEC section 3). */
export const AUTH_PROVIDERS = ['SALESFORCE', 'SALESFORCE_SANDBOX', 'GOOGLE', 'OFFICE365', 'SAML', 'EMAIL'];
/** How long an invite stays valid when the caller gives no `expirationDate`: 7 days, in ms. */
const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

type Rec = Record<string, any>;

/** A record's sub-list, tolerant of seeded data: only the objects of an array. */
export const listOf = (value: unknown): Rec[] =>
  Array.isArray(value) ? value.filter((item) => item !== null && typeof item === 'object') : [];

/** The organization's groups; each record holds its `members`, `invites`, `realms` and `privileges`. */
export const groupsOf = (ctx: EmulatorContext) => collectionOf(ctx, 'groups', 'Group');

// The published schemas type every field of groups, members, invites, realms and privileges, and give
// the providers' values; what follows checks only what they leave open (required fields, blank text,
// the ways to name an invitee, dates, duplicates).

function requiredString(record: Rec, field: string, what: string): string {
  const value = record[field];
  if (typeof value !== 'string' || !value.trim()) {
    throw badRequest(`${what}: the field '${field}' is required and must be a non-empty string.`);
  }
  return value;
}

function checkPrivilege(value: unknown, index: number): Rec {
  const what = `privileges[${index}]`;
  const privilege = requireObject(value, what);
  requiredString(privilege, 'owner', what);
  requiredString(privilege, 'targetDomain', what);
  return { ...privilege };
}

/** Validates a member and gives it its id (the username). */
export function toMember(value: unknown, what = 'The member'): Rec {
  const member = requireObject(value, what);
  const username = requiredString(member, 'username', what);
  return { ...member, id: username, username };
}

/** Validates an invite and gives it its id (username, else e-mail, else provider username) and dates. */
export function toInvite(value: unknown, what = 'The invite'): Rec {
  const invite = requireObject(value, what);
  const id = invite.username || invite.email || (invite.provider && invite.providerUsername);
  if (!id) {
    throw badRequest(`${what} needs an 'email', a 'username', or a 'provider' with a 'providerUsername'.`);
  }
  if (invite.expirationDate !== undefined && typeof invite.expirationDate !== 'number') {
    throw badRequest(`${what}: the field 'expirationDate' must be a number (ms since the epoch).`);
  }
  const invitedDate = Date.now();
  return {
    ...invite,
    id,
    invitedDate,
    expirationDate: invite.expirationDate ?? invitedDate + INVITE_LIFETIME_MS,
  };
}

/** Validates a realm. */
export function toRealm(value: unknown, what = 'The realm'): Rec {
  const realm = requireObject(value, what);
  requiredString(realm, 'id', what);
  requiredString(realm, 'displayName', what);
  if (realm.provider === undefined || realm.provider === null) {
    throw badRequest(`${what}: the field 'provider' is required: one of ${AUTH_PROVIDERS.join(', ')}.`);
  }
  return { ...realm };
}

function uniqueBy(items: Rec[], what: string): Rec[] {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) throw badRequest(`${what} '${item.id}' appears twice.`);
    seen.add(item.id);
  }
  return items;
}

/** A sub-list of a group body (the schema makes it an array when it is there). */
const listOrNothing = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);

/** Reads and checks a group body; `create` requires `displayName`. */
function groupFields(body: unknown, create: boolean): Rec {
  const { id: _id, members, invites, realms, privileges, ...rest } = requireObject(body, 'The group') as Rec;
  if (create || rest.displayName !== undefined) requiredString(rest, 'displayName', 'The group');
  if (rest.canEditItself !== undefined && typeof rest.canEditItself !== 'boolean') {
    throw badRequest("The field 'canEditItself' must be a boolean.");
  }
  const fields: Rec = { ...rest };
  const memberList = listOrNothing(members);
  if (memberList)
    fields.members = uniqueBy(
      memberList.map((m, i) => toMember(m, `members[${i}]`)),
      'The member',
    );
  const inviteList = listOrNothing(invites);
  if (inviteList)
    fields.invites = uniqueBy(
      inviteList.map((v, i) => toInvite(v, `invites[${i}]`)),
      'The invite',
    );
  const realmList = listOrNothing(realms);
  if (realmList)
    fields.realms = uniqueBy(
      realmList.map((r, i) => toRealm(r, `realms[${i}]`)),
      'The realm',
    );
  const privilegeList = listOrNothing(privileges);
  if (privilegeList) fields.privileges = privilegeList.map(checkPrivilege);
  return fields;
}

const group = (ctx: EmulatorContext) => groupsOf(ctx).get(ctx.params.groupId);

/** Whether a member or invite stands for the calling user. */
function isCaller(ctx: EmulatorContext, record: Rec): boolean {
  const token = ctx.token;
  if (!token) return false;
  const names = new Set([token.username, token.email].filter(Boolean));
  return names.has(record.username) || names.has(record.email);
}

const privilegeKey = (p: Rec) =>
  JSON.stringify([p.owner, p.targetDomain, p.type ?? null, p.targetId ?? null]);

/** Replaces one sub-list of a group. */
function setList(ctx: EmulatorContext, field: 'members' | 'invites' | 'realms', items: Rec[]): void {
  groupsOf(ctx).update(ctx.params.groupId, { [field]: items });
}

export const groupsHandlers: Handlers = {
  'groups.list': (ctx) => groupsOf(ctx).list(),
  'groups.create': async (ctx) => {
    const fields = groupFields(await ctx.json(), true);
    const canEditItself = boolQuery(ctx, 'canEditItself', fields.canEditItself ?? false);
    boolQuery(ctx, 'sendEmailToInvitedUsers', false);
    return created(
      groupsOf(ctx).insert({
        members: [],
        invites: [],
        realms: [],
        privileges: [],
        deletable: true,
        ...fields,
        id: undefined,
        canEditItself,
      }),
    );
  },
  'groups.get': (ctx) => group(ctx),
  'groups.update': async (ctx) => {
    const fields = groupFields(await ctx.json(), false);
    boolQuery(ctx, 'sendEmailToInvitedUsers', false);
    groupsOf(ctx).update(ctx.params.groupId, fields);
    return noContent();
  },
  'groups.delete': (ctx) => {
    // Members, invites and realms live in the group's record: they go with it.
    groupsOf(ctx).delete(ctx.params.groupId);
    return noContent();
  },
  'groups.getExclusivePrivileges': (ctx) => {
    const target = group(ctx);
    if (!listOf(target.members).some((m: Rec) => isCaller(ctx, m))) return [];
    const elsewhere = new Set<string>();
    for (const other of groupsOf(ctx).list()) {
      if (other.id === target.id || !listOf(other.members).some((m: Rec) => isCaller(ctx, m))) continue;
      for (const privilege of listOf(other.privileges)) elsewhere.add(privilegeKey(privilege));
    }
    return listOf(target.privileges).filter((p: Rec) => !elsewhere.has(privilegeKey(p)));
  },

  'groups.invites.list': (ctx) => listOf(group(ctx).invites),
  'groups.invites.create': async (ctx) => {
    const target = group(ctx);
    boolQuery(ctx, 'sendEmail', true);
    const invite = toInvite(await ctx.json());
    const invites: Rec[] = listOf(target.invites);
    if (invites.some((i) => i.id === invite.id)) {
      throw conflict(`'${invite.id}' is already invited to the group '${target.id}'.`);
    }
    if (listOf(target.members).some((m: Rec) => m.username === invite.id || m.email === invite.id)) {
      throw conflict(`'${invite.id}' is already a member of the group '${target.id}'.`);
    }
    setList(ctx, 'invites', [...invites, invite]);
    return invite;
  },
  'groups.invites.delete': (ctx) => {
    const invites: Rec[] = listOf(group(ctx).invites);
    const id = ctx.params.inviteId;
    const remaining = invites.filter((i) => i.id !== id && i.email !== id && i.username !== id);
    if (remaining.length === invites.length) throw notFound('Invite', id);
    setList(ctx, 'invites', remaining);
    return noContent();
  },
  'groups.invites.accept': (ctx) => {
    const target = group(ctx);
    const invite = callerInvite(ctx, target);
    if (invite.expirationDate < Date.now()) {
      throw new HttpError(403, 'INVITE_EXPIRED', `The invite to the group '${target.id}' has expired.`);
    }
    setList(
      ctx,
      'invites',
      listOf(target.invites).filter((i: Rec) => i !== invite),
    );
    const members: Rec[] = listOf(target.members);
    if (!members.some((m) => isCaller(ctx, m))) {
      const token = ctx.token!;
      setList(ctx, 'members', [
        ...members,
        {
          id: token.username,
          username: token.username,
          email: token.email ?? invite.email,
          displayName: token.displayName ?? invite.displayName ?? token.username,
          provider: invite.provider ?? 'EMAIL',
        },
      ]);
    }
    return noContent();
  },
  'groups.invites.listMine': (ctx) => {
    const mine: Rec[] = [];
    for (const organization of ctx.state.organizations.list()) {
      const groups = ctx.state.store(organization.id).collection('groups', 'Group');
      for (const target of groups.list()) {
        for (const invite of listOf(target.invites)) {
          if (isCaller(ctx, invite))
            mine.push({ ...invite, organizationId: organization.id, groupId: target.id });
        }
      }
    }
    return mine;
  },
  'groups.invites.decline': (ctx) => {
    const target = group(ctx);
    const invite = callerInvite(ctx, target);
    setList(
      ctx,
      'invites',
      listOf(target.invites).filter((i: Rec) => i !== invite),
    );
    return noContent();
  },

  'groups.members.list': (ctx) => listOf(group(ctx).members),
  'groups.members.add': async (ctx) => {
    const target = group(ctx);
    boolQuery(ctx, 'sendEmailOnInvite', true);
    const member = toMember(await ctx.json());
    const members: Rec[] = listOf(target.members);
    if (members.some((m) => m.id === member.id)) {
      throw conflict(`'${member.id}' is already a member of the group '${target.id}'.`);
    }
    setList(ctx, 'members', [...members, member]);
    // The user's pending invite, if any, is fulfilled.
    setList(
      ctx,
      'invites',
      listOf(target.invites).filter(
        (i: Rec) => i.username !== member.username && i.email !== member.username,
      ),
    );
    return noContent();
  },
  'groups.members.get': (ctx) => {
    const member = listOf(group(ctx).members).find((m: Rec) => m.id === ctx.params.memberId);
    if (!member) throw notFound('Member', ctx.params.memberId);
    return member;
  },
  'groups.members.delete': (ctx) => {
    const members: Rec[] = listOf(group(ctx).members);
    const remaining = members.filter((m) => m.id !== ctx.params.memberId);
    if (remaining.length === members.length) throw notFound('Member', ctx.params.memberId);
    setList(ctx, 'members', remaining);
    return noContent();
  },

  'groups.realms.list': (ctx) => listOf(group(ctx).realms),
  'groups.realms.add': async (ctx) => {
    const target = group(ctx);
    const realm = toRealm(await ctx.json());
    const realms: Rec[] = listOf(target.realms);
    if (realms.some((r) => r.id === realm.id)) {
      throw conflict(`The realm '${realm.id}' is already attached to the group '${target.id}'.`);
    }
    setList(ctx, 'realms', [...realms, realm]);
    return created(realm);
  },
  'groups.realms.get': (ctx) => {
    const realm = listOf(group(ctx).realms).find((r: Rec) => r.id === ctx.params.realmId);
    if (!realm) throw notFound('Realm', ctx.params.realmId);
    return realm;
  },
  'groups.realms.delete': (ctx) => {
    const realms: Rec[] = listOf(group(ctx).realms);
    const remaining = realms.filter((r) => r.id !== ctx.params.realmId);
    if (remaining.length === realms.length) throw notFound('Realm', ctx.params.realmId);
    setList(ctx, 'realms', remaining);
    return noContent();
  },
};

/** The calling user's invite to a group. @throws HttpError 403 when there is none. */
function callerInvite(ctx: EmulatorContext, target: Rec): Rec {
  const invite = listOf(target.invites).find((i: Rec) => isCaller(ctx, i));
  if (!invite) {
    throw new HttpError(
      403,
      'FORBIDDEN',
      `Only an invited user may accept or decline: '${ctx.token?.username}' has no invite to the group '${target.id}'.`,
    );
  }
  return invite;
}
