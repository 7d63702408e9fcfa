import type { EmulatorContext } from '../context';
import { badRequest, noContent, notFound } from '../http';
import { text } from '../safe';
import { requireObject } from './rest';
import type { Handlers } from './types';

/** Users, in the platform-wide store, keyed by user name. */
const usersOf = (ctx: EmulatorContext) =>
  ctx.state.global.collection<Record<string, any>>('users', 'User', 'username');
const tokensOf = (ctx: EmulatorContext, username: string) =>
  [...ctx.state.tokens.values()].filter((token) => token.username === username);

/** The user's record, built from its token records on first use. @throws HttpError 404 when unknown. */
function user(ctx: EmulatorContext) {
  const username = ctx.params.username;
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

export const usersHandlers: Handlers = {
  'users.get': (ctx) => user(ctx),
  'users.update': async (ctx) => {
    const body = requireObject(await ctx.json());
    const current = user(ctx);
    if (body.username !== undefined && body.username !== current.username) {
      throw badRequest(
        `The body's username '${text(body.username, 100)}' does not match the path's '${current.username}'.`,
      );
    }
    for (const field of ['email', 'displayName', 'firstName', 'lastName']) {
      if (body[field] !== undefined && typeof body[field] !== 'string') {
        throw badRequest(`The field '${field}' must be a string.`);
      }
    }
    if (body.email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(body.email)) {
      throw badRequest(`The field 'email' must be an e-mail address; got '${body.email}'.`);
    }
    const updated = usersOf(ctx).update(current.username, body);
    // The token check reports the user as updated.
    for (const token of tokensOf(ctx, current.username)) {
      if (typeof updated.email === 'string') token.email = updated.email;
      if (typeof updated.displayName === 'string') token.displayName = updated.displayName;
    }
    return noContent();
  },
  'users.listRealms': (ctx) => {
    const { username } = user(ctx);
    const domain = username.includes('@') ? username.slice(username.lastIndexOf('@') + 1) : 'local';
    return [{ id: `email-${domain}`, displayName: domain, provider: 'EMAIL' }];
  },
};
