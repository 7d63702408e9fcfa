import type { EmulatorContext } from '../context';
import { badRequest, noContent, notFound } from '../http';
import { inForce, isExpired, revokeAccess, temporaryAccessesOf } from '../model/organizations';
import { text } from '../safe';
import type { Handlers } from './types';

/** Users, in the platform-wide store, keyed by user name. */
const usersOf = (ctx: EmulatorContext) =>
  ctx.state.global.collection<Record<string, any>>('users', 'User', 'username');
const tokensOf = (ctx: EmulatorContext, username: string) =>
  [...ctx.state.tokens.values()].filter((token) => token.username === username);

/** The user's record, made from its tokens on first use. @throws HttpError 404 when unknown. */
function user(ctx: EmulatorContext) {
  const { username } = ctx.params;
  const users = usersOf(ctx);
  if (users.has(username)) return users.get(username);
  const [token] = tokensOf(ctx, username);
  if (!token) throw notFound('User', username);
  return users.insert({
    username,
    email: token.email ?? username,
    displayName: token.displayName ?? username,
  });
}

type Access = Record<string, any>;

/** The user's temporary accesses, granted in any organization (named in each), that pass `keep`. */
function accessesOf(ctx: EmulatorContext, keep: (access: Access) => boolean = () => true): Access[] {
  const { username } = user(ctx);
  return ctx.state.organizations.list().flatMap(({ id }) =>
    temporaryAccessesOf(ctx.state.store(id))
      .list()
      .filter((access) => access.user?.username === username && keep(access))
      .map((access) => ({ ...access, organizationId: id })),
  );
}

/** The user's temporary access the path names. @throws HttpError 404 when the user has none such. */
function accessOf(ctx: EmulatorContext): Access {
  const { temporaryAccessId } = ctx.params;
  const access = accessesOf(ctx).find(({ id }) => id === temporaryAccessId);
  if (!access) throw notFound('Temporary access', temporaryAccessId);
  return access;
}

export const usersHandlers: Handlers = {
  'users.get': (ctx) => user(ctx),
  // The token check and the members of organizations show the user as updated.
  'users.update': async (ctx) => {
    const body = await ctx.json();
    const { username } = user(ctx);
    if (body.username !== undefined && body.username !== username) {
      throw badRequest(
        `The body's username '${text(body.username, 100)}' does not match the path's '${username}'.`,
      );
    }
    if (body.email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(body.email)) {
      throw badRequest(`The field 'email' must be an e-mail address; got '${body.email}'.`);
    }
    const { email, displayName } = usersOf(ctx).update(username, body);
    for (const token of tokensOf(ctx, username)) Object.assign(token, { email, displayName });
    return noContent();
  },
  'users.listRealms': (ctx) => {
    const { username } = user(ctx);
    const domain = username.includes('@') ? username.slice(username.lastIndexOf('@') + 1) : 'local';
    return [{ id: `email-${domain}`, displayName: domain, provider: 'EMAIL' }];
  },

  'users.listTemporaryAccess': (ctx) => accessesOf(ctx),
  'users.listActiveTemporaryAccess': (ctx) => accessesOf(ctx, inForce),
  'users.listExpiredTemporaryAccess': (ctx) => accessesOf(ctx, isExpired),
  // No longer in force: revoked or expired.
  'users.listInactiveTemporaryAccess': (ctx) => accessesOf(ctx, (access) => !inForce(access)),
  'users.getTemporaryAccess': accessOf,
  // Revoked in its organization, as organizations.access.deleteTemporary does; the platform answers it.
  'users.deleteTemporaryAccess': (ctx) => {
    const { id, organizationId } = accessOf(ctx);
    return { ...revokeAccess(ctx.state.store(organizationId), id), organizationId };
  },
};
