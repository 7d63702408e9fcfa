import type { PrivilegeModel } from '../apiKeys/models';

/** The outcomes of a privilege evaluation (SPEC section 6), as the platform names them. */
export type PrivilegeEvaluationReport =
  | 'OPERATION_GRANTED'
  | 'OPERATION_NOT_ALLOWED'
  | 'OPERATION_FORBIDDEN_FOR_ANONYMOUS_AUTHENTICATION'
  | 'OPERATION_FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_DIFFERENT_ORGANIZATION'
  | 'OPERATION_FORBIDDEN_FOR_ORGANIZATION'
  | 'OPERATION_FORBIDDEN_FOR_ORGANIZATION_IN_READ_ONLY'
  | 'OPERATION_FORBIDDEN_FROM_REQUEST_LOCATION'
  | 'OPERATION_FORBIDDEN_INVALID_PRIVILEGE_REQUEST'
  | (string & {});

/** The privilege asked for: `owner` and `targetDomain`, with an optional `type` (`VIEW`, `EDIT`) and `targetId`. */
export type RequestedPrivilegeModel = Pick<PrivilegeModel, 'owner' | 'targetDomain'> &
  Partial<Pick<PrivilegeModel, 'type' | 'targetId'>> & { [field: string]: unknown };

/** What `privileges.evaluate` sends: the spec's "request" is the platform's `requestedPrivilege`. */
export interface PrivilegeEvaluationModel {
  /** The organization the privilege would be used in. */
  organizationId: string;
  /** The privilege asked for. */
  requestedPrivilege: RequestedPrivilegeModel;
}

/** The verdict: the evaluation echoed, with `approved` and the `evaluationReport`. */
export interface PrivilegeEvaluationResultModel extends PrivilegeEvaluationModel {
  approved: boolean;
  /** Why: the outcomes of the evaluation, e.g. `['OPERATION_GRANTED']`. */
  evaluationReport: { privilegeEvaluationResultCodes: PrivilegeEvaluationReport[] };
  [field: string]: unknown;
}
