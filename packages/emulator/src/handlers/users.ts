import type { EmulatorContext } from '../context';
import { badRequest, noContent, notFound } from '../http';
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
};
