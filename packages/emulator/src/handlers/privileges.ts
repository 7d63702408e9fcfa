import { apiKeyPrincipal, type KeyPrincipal } from '../access';
import type { EmulatorContext } from '../context';
import { badRequest, HttpError } from '../http';
import { ALL_PRIVILEGES } from '../model/organizations';
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

export const privilegesHandlers: Handlers = {
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
