import { badRequest } from '../http';
import { requireObject } from './rest';
import type { Handlers } from './types';

const TYPES = ['VIEW', 'EDIT'];

const verdict = (approved: boolean, evaluationResult: string) => ({ approved, evaluationResult });

export const privilegesHandlers: Handlers = {
  'privileges.evaluate': async (ctx) => {
    const body = requireObject(await ctx.json());
    if (typeof body.organizationId !== 'string' || !body.organizationId) {
      throw badRequest("The field 'organizationId' is required and must be a string.");
    }
    if (body.request === undefined || body.request === null) {
      throw badRequest("The field 'request' is required: the privilege to evaluate.");
    }
    const request = requireObject(body.request, "The field 'request'");
    // A well-formed body that does not describe a privilege is an evaluation outcome, not an error.
    if (
      typeof request.owner !== 'string' ||
      typeof request.targetDomain !== 'string' ||
      (request.type !== undefined && !TYPES.includes(request.type))
    ) {
      return verdict(false, 'INVALID_PRIVILEGE_REQUEST');
    }
    const organization = ctx.state.organizations.records.get(body.organizationId);
    if (!organization || !ctx.token!.organizations.has(body.organizationId)) {
      return verdict(false, 'FORBIDDEN_FOR_ORGANIZATION');
    }
    if (organization.readOnly === true && request.type === 'EDIT') {
      return verdict(false, 'FORBIDDEN_FOR_ORGANIZATION_IN_READ_ONLY');
    }
    return verdict(true, 'GRANTED');
  },
};
