import { HttpError } from '../http';
import type { Handlers } from './types';

export const authHandlers: Handlers = {
  'auth.checkToken': async (ctx) => {
    const { token } = await ctx.form();
    if (!token) throw new HttpError(400, 'INVALID_REQUEST', "The form field 'token' is missing.");
    const record = ctx.state.tokens.get(token);
    if (!record) throw new HttpError(401, 'INVALID_TOKEN', 'The access token is not valid.');
    return {
      authentication: {
        username: record.username,
        displayName: record.displayName ?? record.username,
        email: record.email ?? record.username,
        provider: 'EMAIL',
      },
      expires_in: 3600,
      scope: ['full'],
    };
  },
};
