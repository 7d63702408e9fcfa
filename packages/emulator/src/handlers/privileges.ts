import { randomUUID } from 'node:crypto';
import {
  apiKeyPrincipal,
  grants,
  type KeyPrincipal,
  type Privilege,
  publicSigningKey,
  signPlatformToken,
} from '../access';
import type { EmulatorContext } from '../context';
import { badRequest, HttpError } from '../http';
import { ALL_PRIVILEGES } from '../model/organizations';
import { checkFields, isoDurationMs, required, requireObject } from '../model/rest';
import { text } from '../safe';
import type { Handlers } from './types';

/** An evaluation's answer: approved when `report` is GRANTED. */
const evaluation = (organizationId: string, report: string, requested = {}) => ({
  organizationId,
  ...requested,
  approved: report === 'GRANTED',
  evaluationReport: { privilegeEvaluationResultCodes: [`OPERATION_${report}`] },
});

/**
 * The privileges in the organization of the token the query gives, else the caller's: an API key's own,
 * every one for a user. @throws HttpError 404 for a token not known there (never repeated in the message).
 */
function tokenPrivileges(ctx: EmulatorContext) {
  const given = ctx.query('accessToken');
  const holder = given ? (ctx.state.tokens.get(given) ?? apiKeyPrincipal(ctx.state, given)) : ctx.token;
  const unknown = `The access token given is not known in the organization '${ctx.org}'.`;
  if (!holder?.organizations.has(ctx.org)) throw new HttpError(404, 'NOT_FOUND', unknown);
  return (holder as KeyPrincipal).privileges ?? ALL_PRIVILEGES;
}

/** An ISO-8601 duration in seconds. @throws HttpError 400 for text that is no such duration. */
function durationSeconds(duration: string, name: string): number {
  const ms = isoDurationMs(duration);
  if (ms !== undefined) return ms / 1000;
  throw badRequest(`'${name}' must be an ISO-8601 duration such as PT24H; got '${text(duration, 100)}'.`);
}

/** The privileges a platform token is to hold: each with an owner and a domain, none the caller lacks. */
function tokenPrivilegesOf(ctx: EmulatorContext, privileges: unknown): Privilege[] {
  if (!Array.isArray(privileges))
    throw badRequest("The field 'body.privileges' must be an array of privileges.");
  privileges.forEach((privilege, i) => {
    checkFields(
      requireObject(privilege, `privileges[${i}]`),
      required('owner', 'targetDomain'),
      `privileges[${i}]`,
    );
  });
  const held = (ctx.token as KeyPrincipal | undefined)?.privileges;
  const lacking = held && privileges.find((wanted) => !held.some((privilege) => grants(privilege, wanted)));
  if (lacking) {
    const name = [lacking.owner, lacking.targetDomain, lacking.type].filter(Boolean).join(' ');
    throw new HttpError(403, 'FORBIDDEN', `The caller cannot give the privilege ${name}, which it lacks.`);
  }
  return privileges;
}

export const privilegesHandlers: Handlers = {
  // A JWT the emulator signs (access.ts takes it as a bearer token): the organization's, with the body's
  // privileges (none without any), valid for validityPeriod (24 hours by default).
  'auth.createPlatformToken': async (ctx) => {
    const { body = {} } = requireObject(await ctx.json(), 'The platform token');
    const {
      organizationId = ctx.org,
      privileges = [],
      additionalConfiguration,
    } = requireObject(body, "'body'");
    if (organizationId !== ctx.org) {
      const named = text(organizationId, 100);
      throw badRequest(`The token's organization '${named}' is not the path's '${ctx.org}'.`);
    }
    const issuedAt = Math.floor(Date.now() / 1000);
    const validity = durationSeconds(ctx.query('validityPeriod') ?? 'PT24H', 'validityPeriod');
    const claims = {
      version: 1,
      body: { organizationId, privileges: tokenPrivilegesOf(ctx, privileges), additionalConfiguration },
      sub: ctx.token!.username,
      iss: 'platform-admin-emulator',
      iat: issuedAt,
      exp: issuedAt + validity,
      jti: randomUUID(),
    };
    return { token: signPlatformToken(claims) };
  },
  'auth.getPublicCertificates': () => ({ keys: [publicSigningKey()] }),

  // What createPlatformToken gives: an API key (or platform token) its own privileges, a user any.
  'privileges.listForPlatformTokens': (ctx) =>
    (ctx.token as KeyPrincipal | undefined)?.privileges ?? ALL_PRIVILEGES,
  'privileges.listForToken': tokenPrivileges,
  'privileges.listForGivenToken': tokenPrivileges,
  // Approved in an organization the token may use; without one, nothing is (an outcome, not an error).
  'privileges.evaluateGeneralAccess': async (ctx) => {
    const { organizationId } = await ctx.json();
    const granted = ctx.token!.organizations.has(organizationId);
    return evaluation(organizationId, granted ? 'GRANTED' : 'FORBIDDEN_FOR_ORGANIZATION');
  },
  // Granted in an organization the token may use (VIEW only when it is read-only).
  'privileges.evaluate': async (ctx) => {
    const { organizationId, requestedPrivilege } = await ctx.json();
    if (!organizationId || !requestedPrivilege) {
      throw badRequest("The fields 'organizationId' and 'requestedPrivilege' are required.");
    }
    const { owner, targetDomain, type } = requestedPrivilege;
    const organization = ctx.state.organizations.records.get(organizationId);
    // A well-formed body that does not describe a privilege is an evaluation outcome, not an error.
    const report =
      typeof owner !== 'string' ||
      typeof targetDomain !== 'string' ||
      (type !== undefined && !['VIEW', 'EDIT'].includes(type))
        ? 'FORBIDDEN_INVALID_PRIVILEGE_REQUEST'
        : !organization || !ctx.token!.organizations.has(organizationId)
          ? 'FORBIDDEN_FOR_ORGANIZATION'
          : organization.readOnly === true && type === 'EDIT'
            ? 'FORBIDDEN_FOR_ORGANIZATION_IN_READ_ONLY'
            : 'GRANTED';
    return evaluation(organizationId, report, { requestedPrivilege });
  },
};
