import { badRequest } from '../http';
import { requireObject } from './rest';
import type { Handlers } from './types';

const TYPES = ['VIEW', 'EDIT'];

export const privilegesHandlers: Handlers = {
  'privileges.evaluate': async (ctx) => {
    const body = requireObject(await ctx.json());
    if (typeof body.organizationId !== 'string' || !body.organizationId) {
      throw badRequest("The field 'organizationId' is required and must be a string.");
    }
    if (body.requestedPrivilege === undefined || body.requestedPrivilege === null) {
      throw badRequest("The field 'requestedPrivilege' is required: the privilege to evaluate.");
    }
    const requestedPrivilege = requireObject(body.requestedPrivilege, "The field 'requestedPrivilege'");
    const verdict = (approved: boolean, report: string) => ({
      organizationId: body.organizationId,
      requestedPrivilege,
      approved,
      evaluationReport: { privilegeEvaluationResultCodes: [`OPERATION_${report}`] },
    });
    // A well-formed body that does not describe a privilege is an evaluation outcome, not an error.
    if (
      typeof requestedPrivilege.owner !== 'string' ||
      typeof requestedPrivilege.targetDomain !== 'string' ||
      (requestedPrivilege.type !== undefined && !TYPES.includes(requestedPrivilege.type))
    ) {
      return verdict(false, 'FORBIDDEN_INVALID_PRIVILEGE_REQUEST');
    }
    const organization = ctx.state.organizations.records.get(body.organizationId);
    if (!organization || !ctx.token!.organizations.has(body.organizationId)) {
      return verdict(false, 'FORBIDDEN_FOR_ORGANIZATION');
    }
    if (organization.readOnly === true && requestedPrivilege.type === 'EDIT') {
      return verdict(false, 'FORBIDDEN_FOR_ORGANIZATION_IN_READ_ONLY');
    }
    return verdict(true, 'GRANTED');
  },
};
