import { badRequest } from '../http';
import type { Handlers } from './types';

export const privilegesHandlers: Handlers = {
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
    return {
      organizationId,
      requestedPrivilege,
      approved: report === 'GRANTED',
      evaluationReport: { privilegeEvaluationResultCodes: [`OPERATION_${report}`] },
    };
  },
};
