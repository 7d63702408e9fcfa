import type { AnswerOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/authorization';

type Schemas = components['schemas'];

/** The outcomes of a privilege evaluation (SPEC section 6), as the platform names them. */
export type PrivilegeEvaluationReport = NonNullable<
  Schemas['PrivilegeRequestEvaluationReportModel']['privilegeEvaluationResultCodes']
>[number];

/**
 * The privilege asked for (the published `GlobalPrivilegeModel`): `owner` and `targetDomain`, with an
 * optional `type` (`VIEW`, `EDIT`) and `targetId`. One without `owner` or `targetDomain`, or of another
 * type, is evaluated as `OPERATION_FORBIDDEN_INVALID_PRIVILEGE_REQUEST`.
 */
export type RequestedPrivilegeModel = Schemas['GlobalPrivilegeModel'];

/**
 * What `privileges.evaluate` sends (the published `PrivilegeRequestModel`'s request fields): the spec's
 * "request" is the platform's `requestedPrivilege`. Both fields are required, though the published schema
 * leaves them optional: the platform answers 400 without them.
 */
export type PrivilegeEvaluationModel = Required<
  Pick<Schemas['PrivilegeRequestModel'], 'organizationId' | 'requestedPrivilege'>
>;

/**
 * The verdict (the published `PrivilegeRequestModel`, its fields always there): the evaluation echoed,
 * with `approved` and the `evaluationReport`, whose `privilegeEvaluationResultCodes` say why (e.g.
 * `['OPERATION_GRANTED']`).
 */
export type PrivilegeEvaluationResultModel = Omit<
  WithRequired<
    AnswerOf<operations['evaluate']>,
    'organizationId' | 'requestedPrivilege' | 'approved' | 'evaluationReport'
  >,
  'evaluationReport'
> & { evaluationReport: Required<Schemas['PrivilegeRequestEvaluationReportModel']> };
