import { randomUUID } from 'node:crypto';
import { publicSigningKeys, signPlatformToken } from '../access';
import { badRequest, HttpError } from '../http';
import { durationMs } from '../model/organizations';
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
  // A JWT of the organization and privileges the body gives, valid for validityPeriod (24 hours by default).
  'auth.createPlatformToken': async (ctx) => {
    const { body = {} } = await ctx.json();
    const organizationId = body.organizationId ?? ctx.org;
    if (organizationId !== ctx.org) {
      throw badRequest(`The token's organizationId must be the path's organization '${ctx.org}'.`);
    }
    const iat = Math.floor(Date.now() / 1000);
    const validity = durationMs(ctx.query('validityPeriod') ?? 'PT24H', 'validityPeriod');
    const [jti, sub] = [randomUUID(), ctx.token!.username];
    const creator = { creatorEmail: ctx.token!.email ?? sub };
    const payload = {
      version: 1,
      body: { ...body, organizationId, privileges: body.privileges ?? [], ...creator },
    };
    const claims = {
      sub,
      iss: 'platform-admin-emulator',
      iat,
      exp: iat + validity / 1000,
      jti,
      tokenId: jti,
    };
    return { token: signPlatformToken({ ...payload, ...claims }) };
  },
  'auth.getPublicCertificates': () => publicSigningKeys(),
};
